import { createHash } from 'node:crypto';
import { posRefusalText, type PosRefusal, type PosRefusalCode } from '../../domain/pos/types';
import { DomainError } from '../domain-error';

/**
 * How the ledger answers a refusal of the POS rules (domain/pos/): the rule's translated text
 * (`pos.refused.<code>`), E409 when the sale's state forbids it (paid, void, a payment made, out of
 * stock, the tip fixed; a refund of a payment not captured or refunded in full, or declined by the provider), E400 for bad input; the code travels in `data.reason`.
 */
const STATE: readonly PosRefusalCode[] = [
  'invoice_paid',
  'invoice_void',
  'payment_made',
  'out_of_stock',
  'tip_locked',
  'payment_in_progress',
  'payment_not_captured',
  'nothing_to_refund',
  'refund_declined',
  'video_not_pending',
];

export function posRefused(refusal: PosRefusal | PosRefusalCode, byState = false): DomainError {
  const r = typeof refusal === 'string' ? { code: refusal } : refusal;
  const { key, params } = posRefusalText(r);
  return new DomainError(byState || STATE.includes(r.code) ? 'E409' : 'E400', { key, params }, { reason: r.code, ...(r.product === undefined ? {} : { product: r.product, left: r.left }) });
}

/** (`byState`: refused because of what others did meanwhile, e.g. a refund within what was paid but beyond what others left: E409.) */

/** The same idempotency key with another request. */
export const keyReused = () => new DomainError('E409', { key: 'pos.keyReused' }, { reason: 'key_reused' });

/** A digest of a request, to tell a retry (same request) from a key reused for another one. */
export const requestHash = (request: unknown): string => createHash('sha256').update(JSON.stringify(request)).digest('hex');
