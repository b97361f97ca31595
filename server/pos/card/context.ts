import type { Db } from '../../db/connect';
import type { CardProvider, CardProviderName } from './provider';
import { SimulatedCardProvider } from './simulated';

/**
 * The card side's running state for one database: the provider (the simulator's intents live in
 * memory, beside the database they pay into), how long a reader waits for a card, and the clock
 * every expiry is read by (tests move it forward). buildApp installs it from the configuration;
 * `readersOf` (server/pos/readers.ts) and the routes find it by the database.
 */
export interface CardContext {
  readonly name: CardProviderName;
  readonly provider: CardProvider;
  /** The simulator when it is the provider (taps, the reader switch); null for a real provider. */
  readonly simulator: SimulatedCardProvider | null;
  /** READER_TIMEOUT_SECONDS. */
  readonly timeoutSeconds: number;
  now: () => Date;
}

const contexts = new WeakMap<Db, CardContext>();

function create(name: CardProviderName, timeoutSeconds: number): CardContext {
  // Only the simulator is built in (cardProviderName refuses any other name before we get here).
  // It reads the context's clock, so a test that moves the clock moves the simulator's too.
  const simulator = new SimulatedCardProvider(() => context.now());
  const context: CardContext = { name, provider: simulator, simulator, timeoutSeconds, now: () => new Date() };
  return context;
}

/** Installs the card provider of `db` (once: a second app on the same database shares it). */
export function installCardContext(db: Db, options: { provider: CardProviderName; timeoutSeconds: number }): CardContext {
  let context = contexts.get(db);
  if (!context) {
    context = create(options.provider, options.timeoutSeconds);
    contexts.set(db, context);
  }
  return context;
}

/** The card provider of `db` (the simulated one with the default timeout when none was installed). */
export const cardContextOf = (db: Db): CardContext => contexts.get(db) ?? installCardContext(db, { provider: 'simulated', timeoutSeconds: 60 });
