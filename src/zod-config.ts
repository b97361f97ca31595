import { config } from 'zod/v4/core';

/**
 * Zod compiles fast object parsers with `new Function` when it may; its probe for that raises a
 * Content-Security-Policy violation under the console's policy (no 'unsafe-eval'), though zod
 * catches it. The console parses small forms: the interpreted parsers do, and nothing is reported.
 * Loaded by main.tsx at start, beside the first paint: no schema parses before a user types or data arrives.
 */
config({ jitless: true });
