import { fuzzSuite } from './fuzz-suite.ts';

// Security checklist 39 and 47, part 1 of 2: see fuzz-suite.ts.
fuzzSuite(1);
