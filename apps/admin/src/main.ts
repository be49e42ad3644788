/**
 * Entry of the back office: a few KiB that paint the sign-in screen, or load the console when a session
 * exists (boot.ts, decision 036). React, react-admin and Material UI are never in this file's graph.
 */
import { boot } from './boot';

void boot(document.getElementById('root')!);
