/** Test-facing entry point of the row factories (they live in src/db so the demo seed can use them). */
export * from '../db/factories.js';
