import type { ReaderRow } from '../../domain/pos/api';
import type { Actor } from '../auth/actor';
import type { Db } from '../db/connect';
import { cardContextOf } from './card/context';
import { readersOfFacility } from './card/service';

/**
 * The card readers a sale at a facility offers (the facts of `/invoice/pos/`): the facility's active
 * terminals the actor may operate (all of them when a terminal has no operators), each with its
 * reader's state as the card provider answers it (online, simulated, the payment it shows).
 */
export function readersOf(db: Db, actor: Actor, facilityId: number): Promise<ReaderRow[]> {
  return readersOfFacility(db, cardContextOf(db), actor, facilityId, { operable: true });
}

/** Whether the card provider is the built-in simulator (the facts' `simulated_provider`: the console's "Simulate tap" panel). */
export const isSimulatedProvider = (db: Db): boolean => cardContextOf(db).simulator !== null;
