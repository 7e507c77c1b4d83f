import { fuzzSuite } from './fuzz-suite.ts';

// Promises 39 and 47 (docs/security.md), part 1 of 2: see fuzz-suite.ts.
fuzzSuite(1);
