/** Per-file setup of the `api` project: whatever database the file opened is closed after its last test. */
import { afterAll } from 'vitest';
import { closeTestDatabase } from './db.js';

afterAll(closeTestDatabase);
