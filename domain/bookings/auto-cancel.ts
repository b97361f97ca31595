/**
 * Open matches cancel themselves (SPEC §3 Booking: "hours before cancelling if minimum players do
 * not join"; issue 6 §7): a live match with a minimum of players and a number of hours is cancelled
 * once fewer than the minimum are going when that many hours before its start have come.
 */
export interface MatchFacts {
  readonly status: string;
  readonly start: Date;
  readonly minPlayers: number | null;
  readonly cancelHoursBefore: number | null;
  /** Participants who are going (not marked "not going"). */
  readonly going: number;
}

export function shouldAutoCancel(match: MatchFacts, now: Date): boolean {
  if (match.status !== 'confirmed' || match.minPlayers === null || match.cancelHoursBefore === null) return false;
  if (match.start.getTime() <= now.getTime()) return false; // started: it is played as it is
  const deadline = match.start.getTime() - match.cancelHoursBefore * 3_600_000;
  return now.getTime() >= deadline && match.going < match.minPlayers;
}
