import { describeIsolation } from './isolation.js';

describeIsolation('the first file');
