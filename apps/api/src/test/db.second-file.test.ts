import { describeIsolation } from './isolation.js';

describeIsolation('a second file');
