import { describeFuzz } from './fuzz-walk';

/** The OpenAPI fuzz walk (./fuzz-walk.ts), part 1 of 3. */
describeFuzz(1, 3);
