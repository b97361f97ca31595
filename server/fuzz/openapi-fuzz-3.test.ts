import { describeFuzz } from './fuzz-walk';

/** The OpenAPI fuzz walk (./fuzz-walk.ts), part 3 of 3. */
describeFuzz(3, 3);
