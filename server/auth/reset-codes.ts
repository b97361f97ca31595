import { createHash, randomBytes } from 'node:crypto';
import type { Executor } from '../db/connect';
import { outbox, passwordResetTokens } from '../db/schema';

/** How long a reset code works. */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * Issues a password reset code to a console user and writes it to the outbox (the product's
 * messages; the forgot-password page shows it with DEV_OUTBOX): asked by the user themself on the
 * forgot-password page, or by an administrator for a member of staff. Only the code's hash is kept.
 */
export async function sendResetCode(tx: Executor, user: { id: number; username: string }): Promise<void> {
  const token = randomBytes(24).toString('base64url');
  await tx.insert(passwordResetTokens).values({ token_hash: sha256(token), user_id: user.id, expires_at: new Date(Date.now() + RESET_TOKEN_TTL_MS) });
  await tx.insert(outbox).values({
    kind: 'password_reset',
    recipient: user.username,
    subject: 'Sideline password reset',
    body: `Your reset code is ${token}. Open /forgot-password?token=${token} within an hour to choose a new password.`,
  });
}
