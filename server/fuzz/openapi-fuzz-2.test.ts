import { describeFuzz } from './fuzz-walk';

/** The OpenAPI fuzz walk (./fuzz-walk.ts), part 2 of 3. */
describeFuzz(2, 3);
