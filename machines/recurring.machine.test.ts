import { afterAll, describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { coverageRecorder } from '../tests/support/machine-coverage';
import { testModelPaths } from '../tests/support/model-paths';
import {
  CREATE_BATCH,
  conflictsByDate,
  draftProblems,
  progressOf,
  recurringMachine,
  type DateConflict,
  type RecurringEffect,
  type RecurringEvent,
  type SeriesDraft,
  type VerifiedDate,
  weeklyDraft,
} from './recurring.machine';

/** Mondays and Thursdays at 18:00 for 90 minutes, from Wednesday 4 June to 30 June 2025. */
const draft: SeriesDraft = { fieldId: 1, time: '18:00', minutes: 90, startDate: '2025-06-04', everyWeeks: 1, weekdays: [1, 4], endDate: '2025-06-30' };
const REASONS = [1, 2];

const booking7: DateConflict = { kind: 'booking', id: 7, start: '2025-06-05T18:30:00.000Z', end: '2025-06-05T20:00:00.000Z' };
const blocked3: DateConflict = { kind: 'blocked_time', id: 3, start: '2025-06-12T00:00:00.000Z', end: '2025-06-13T00:00:00.000Z' };

const allFree: VerifiedDate[] = [
  { date: '2025-06-05', conflicts: [] },
  { date: '2025-06-09', conflicts: [] },
];
const someConflicts: VerifiedDate[] = [
  { date: '2025-06-05', conflicts: [booking7] },
  { date: '2025-06-09', conflicts: [] },
  { date: '2025-06-12', conflicts: [blocked3] },
];
const allConflicts: VerifiedDate[] = [{ date: '2025-06-05', conflicts: [booking7] }];
/** Twenty free Mondays and Thursdays (from 5 June 2025): three batches, of 8, 8 and 4. */
const manyDates = Array.from({ length: 20 }, (_, i) => {
  const day = new Date(Date.UTC(2025, 5, 5 + Math.floor(i / 2) * 7 + (i % 2 === 0 ? 0 : 4)));
  return day.toISOString().slice(0, 10);
});
const manyFree: VerifiedDate[] = manyDates.map((date) => ({ date, conflicts: [] }));
const batches = [manyDates.slice(0, 8), manyDates.slice(8, 16), manyDates.slice(16)];

/** One sample per kind of event the model explores (events without a sample are sent bare). */
const samples: RecurringEvent[] = [
  { type: 'series.new', draft },
  { type: 'series.opened', seriesId: 9, draft, reasonIds: REASONS },
  { type: 'draft.changed', changes: { weekdays: [] } },
  { type: 'draft.changed', changes: { weekdays: [2] } },
  { type: 'draft.changed', changes: { endDate: '2025-06-01' } },
  { type: 'draft.changed', changes: { endDate: '2025-06-30' } },
  { type: 'series.verify' },
  { type: 'verify.succeeded', dates: allFree },
  { type: 'verify.succeeded', dates: someConflicts },
  { type: 'verify.succeeded', dates: allConflicts },
  { type: 'verify.succeeded', dates: [] },
  { type: 'verify.succeeded', dates: manyFree },
  { type: 'verify.failed', code: 'E403' },
  { type: 'series.createWithoutConflicts' },
  { type: 'dialog.back' },
  { type: 'series.created', seriesId: 9, created: ['2025-06-05', '2025-06-09'], failed: [] },
  { type: 'series.created', seriesId: 9, created: ['2025-06-09'], failed: [{ date: '2025-06-05', code: 'E409' }] },
  { type: 'series.created', seriesId: 9, created: batches[0]!, failed: [] },
  { type: 'series.failed', code: 'E403' },
  { type: 'series.failed', code: 'E409', taken: batches[0]! },
  { type: 'dates.added', created: batches[1]!, failed: [] },
  { type: 'dates.added', created: batches[2]!.slice(1), failed: [{ date: batches[2]![0]!, code: 'E409' }] },
  { type: 'dates.failed', code: 'E409' },
  { type: 'endDate.change', endDate: '2025-07-31' },
  { type: 'endDate.change', endDate: '2025-06-30' },
  { type: 'endDate.change', endDate: '2025-06-01' },
  { type: 'cancel.open' },
  { type: 'series.cancel', reasonId: 1 },
  { type: 'series.cancel', reasonId: 99 },
  { type: 'save.succeeded' },
  { type: 'save.failed', code: 'E409' },
];

const recorder = coverageRecorder(recurringMachine);
afterAll(() => {
  const c = recorder.save();
  expect(c.visitedStates).toEqual(c.states);
  expect(c.takenTransitions).toEqual(c.transitions);
});

function start() {
  const actor = createActor(recurringMachine, { inspect: recorder.inspect });
  const effects: RecurringEffect[] = [];
  actor.on('*', (e) => effects.push(e as RecurringEffect));
  actor.start();
  recorder.watch(actor);
  return { actor, effects };
}

type Snap = SnapshotFrom<typeof recurringMachine>;

/** What must hold in every state, whatever the path that led there. */
function checkInvariants(snap: Snap) {
  const c = snap.context;
  if (snap.matches('idle')) expect(c.draft).toBeNull();
  else expect(c.draft).not.toBeNull();
  for (const state of ['editing', 'verifying', 'reviewing'] as const) if (snap.matches(state)) expect(c.seriesId).toBeNull();
  for (const state of ['managing', 'changingEndDate', 'confirmingCancel', 'cancellingSeries', 'cancelled'] as const) if (snap.matches(state)) expect(c.seriesId).not.toBeNull();
  // Only a valid draft is sent to verify; only conflicts are reviewed.
  if (snap.matches('verifying')) expect(draftProblems(c.draft!)).toEqual([]);
  if (snap.matches('reviewing')) expect(conflictsByDate(c).length).toBeGreaterThan(0);
  if (snap.matches('creating') || snap.matches('adding') || snap.matches('finished')) {
    // Every date planned is accounted for exactly once: not asked for yet, on its way, created or failed.
    const answered = [...c.created, ...c.failed.map((f) => f.date)];
    expect(answered.length + c.batch.length + c.queue.length).toBe(c.total);
    expect(new Set([...answered, ...c.batch, ...c.queue]).size).toBe(c.total);
    // A date with a conflict is never created.
    const conflicting = c.verified.filter((d) => d.conflicts.length > 0).map((d) => d.date);
    for (const date of [...c.created, ...c.batch, ...c.queue]) expect(conflicting).not.toContain(date);
    expect(c.total + c.skipped.length).toBe(c.verified.length);
    expect(c.batch.length).toBeLessThanOrEqual(CREATE_BATCH);
  }
  // One call at a time, never empty; the series exists once a batch has been created.
  if (snap.matches('creating') || snap.matches('adding')) expect(c.batch.length).toBeGreaterThan(0);
  if (snap.matches('creating')) expect([c.seriesId, c.created]).toEqual([null, []]);
  if (snap.matches('adding')) expect(c.seriesId).not.toBeNull();
  if (snap.matches('finished')) {
    expect([c.queue, c.batch]).toEqual([[], []]);
    expect(progressOf(c).done).toBe(c.total);
  }
  if (snap.matches('changingEndDate')) expect(c.pendingEndDate).not.toBeNull();
  else expect(c.pendingEndDate).toBeNull();
}

describe('recurring machine: every shortest path of the model', () => {
  const model = createTestModel(recurringMachine, {
    events: samples,
    // A finished or cancelled series takes nothing more.
    filterEvents: (snap: Snap) => snap.status === 'active',
  });
  testModelPaths({ paths: model.getShortestPaths(), eventTypes: samples.map((e) => e.type), start, invariants: checkInvariants, minPaths: 50 });
});

describe('recurring machine: scenarios (SPEC §4 Recurring creation)', () => {
  const state = (s: { actor: ReturnType<typeof start>['actor'] }) => s.actor.getSnapshot();

  function verified(dates: VerifiedDate[]) {
    const s = start();
    s.actor.send({ type: 'series.new', draft });
    s.actor.send({ type: 'series.verify' });
    s.actor.send({ type: 'verify.succeeded', dates });
    return s;
  }

  it('verify sends the rule; without conflicts every date is created in one call', () => {
    const s = start();
    s.actor.send({ type: 'series.new', draft });
    s.actor.send({ type: 'series.verify' });
    expect(state(s).value).toBe('verifying');
    const payload = { field_id: 1, time: '18:00', minutes: 90, start_date: '2025-06-04', every_weeks: 1, weekdays: [1, 4], end_date: '2025-06-30' };
    expect(s.effects).toEqual([{ type: 'effect.verify', ...payload }]);
    s.actor.send({ type: 'verify.succeeded', dates: allFree });
    expect(state(s).value).toBe('creating');
    expect(s.effects[1]).toEqual({ type: 'effect.createSeries', ...payload, dates: ['2025-06-05', '2025-06-09'] });
    expect(progressOf(state(s).context)).toEqual({ done: 0, upTo: 2, total: 2, created: 0, failed: 0, skipped: 0 });
    s.actor.send({ type: 'series.created', seriesId: 9, created: ['2025-06-05', '2025-06-09'], failed: [] });
    expect(state(s).value).toBe('finished');
    expect(state(s).status).toBe('done');
    expect(progressOf(state(s).context)).toEqual({ done: 2, upTo: 2, total: 2, created: 2, failed: 0, skipped: 0 });
    expect(s.effects).toHaveLength(2);
  });

  it('with conflicts the user sees them by date, then creates the dates without conflicts', () => {
    const s = verified(someConflicts);
    expect(state(s).value).toBe('reviewing');
    expect(conflictsByDate(state(s).context)).toEqual([
      { date: '2025-06-05', conflicts: [booking7] },
      { date: '2025-06-12', conflicts: [blocked3] },
    ]);
    expect(s.effects.map((e) => e.type)).toEqual(['effect.verify']);
    s.actor.send({ type: 'series.createWithoutConflicts' });
    expect(s.effects[1]).toMatchObject({ type: 'effect.createSeries', dates: ['2025-06-09'] });
    s.actor.send({ type: 'series.created', seriesId: 9, created: ['2025-06-09'], failed: [] });
    expect(state(s).value).toBe('finished');
    expect(state(s).context).toMatchObject({ created: ['2025-06-09'], skipped: ['2025-06-05', '2025-06-12'], failed: [] });
    expect(progressOf(state(s).context)).toEqual({ done: 1, upTo: 1, total: 1, created: 1, failed: 0, skipped: 2 });
  });

  it('or goes back to the form, which keeps the draft; nothing was created', () => {
    const s = verified(someConflicts);
    s.actor.send({ type: 'dialog.back' });
    expect(state(s).value).toBe('editing');
    expect(state(s).context.draft).toEqual(draft);
    s.actor.send({ type: 'draft.changed', changes: { weekdays: [2] } });
    s.actor.send({ type: 'series.verify' });
    expect(s.effects[1]).toMatchObject({ type: 'effect.verify', weekdays: [2] });
  });

  it('when every date conflicts there is nothing to create without conflicts', () => {
    const s = verified(allConflicts);
    expect(state(s).can({ type: 'series.createWithoutConflicts' })).toBe(false);
    s.actor.send({ type: 'series.createWithoutConflicts' });
    expect(state(s).value).toBe('reviewing');
  });

  it('a date taken since verify does not stop the others; the summary names it with its code', () => {
    const s = verified(allFree);
    s.actor.send({ type: 'series.created', seriesId: 9, created: ['2025-06-09'], failed: [{ date: '2025-06-05', code: 'E409' }] });
    expect(state(s).value).toBe('finished');
    expect(state(s).context).toMatchObject({ seriesId: 9, created: ['2025-06-09'], failed: [{ date: '2025-06-05', code: 'E409' }] });
    expect(progressOf(state(s).context)).toEqual({ done: 2, upTo: 2, total: 2, created: 1, failed: 1, skipped: 0 });
  });

  it('a date the answer does not name counts as failed, never as created', () => {
    const s = verified(allFree);
    s.actor.send({ type: 'series.created', seriesId: 9, created: ['2025-06-09', '2099-01-01'], failed: [] });
    expect(state(s).context).toMatchObject({ created: ['2025-06-09'], failed: [{ date: '2025-06-05', code: 'E500' }] });
  });

  it('a long series is created batch by batch: the series with its first dates, then the others added, with progress', () => {
    const s = verified(manyFree);
    expect(state(s).value).toBe('creating');
    expect(s.effects[1]).toMatchObject({ type: 'effect.createSeries', dates: batches[0] });
    expect(progressOf(state(s).context)).toMatchObject({ done: 0, upTo: 8, total: 20 });
    s.actor.send({ type: 'series.created', seriesId: 9, created: batches[0]!, failed: [] });
    expect(state(s).value).toBe('adding');
    expect(s.effects[2]).toEqual({ type: 'effect.addDates', series_id: 9, dates: batches[1] });
    expect(progressOf(state(s).context)).toMatchObject({ done: 8, upTo: 16, total: 20, created: 8 });
    // A date of the second batch was taken meanwhile: reported, the others created, the third batch asked for.
    s.actor.send({ type: 'dates.added', created: batches[1]!.slice(0, 7), failed: [{ date: batches[1]![7]!, code: 'E409' }] });
    expect(state(s).value).toBe('adding');
    expect(s.effects[3]).toEqual({ type: 'effect.addDates', series_id: 9, dates: batches[2] });
    expect(progressOf(state(s).context)).toMatchObject({ done: 16, upTo: 20, created: 15, failed: 1 });
    s.actor.send({ type: 'dates.added', created: batches[2]!, failed: [] });
    expect(state(s).value).toBe('finished');
    expect(state(s).context.failed).toEqual([{ date: batches[1]![7], code: 'E409' }]);
    expect(progressOf(state(s).context)).toEqual({ done: 20, upTo: 20, total: 20, created: 19, failed: 1, skipped: 0 });
    expect(s.effects).toHaveLength(4);
  });

  it('a first batch taken entirely meanwhile writes nothing; the next batch creates the series', () => {
    const s = verified(manyFree);
    s.actor.send({ type: 'series.failed', code: 'E409', taken: batches[0]! });
    expect(state(s).value).toBe('creating');
    expect(s.effects[2]).toMatchObject({ type: 'effect.createSeries', dates: batches[1] });
    expect(s.effects.some((e) => e.type === 'effect.notify')).toBe(false);
    s.actor.send({ type: 'series.created', seriesId: 9, created: batches[1]!, failed: [] });
    expect(s.effects[3]).toEqual({ type: 'effect.addDates', series_id: 9, dates: batches[2] });
    s.actor.send({ type: 'dates.added', created: batches[2]!, failed: [] });
    expect(progressOf(state(s).context)).toMatchObject({ created: 12, failed: 8 });
    // The last batch taken too: nothing was created anywhere, back to the form with the reason.
    const t = verified(allFree);
    t.actor.send({ type: 'series.failed', code: 'E409', taken: ['2025-06-05', '2025-06-09'] });
    expect(state(t).value).toBe('editing');
    expect(t.effects.at(-1)).toEqual({ type: 'effect.notify', intent: 'error', code: 'E409' });
  });

  it('a further batch that fails as a whole ends the creation: the dates created stay, the rest fail with its code', () => {
    const s = verified(manyFree);
    s.actor.send({ type: 'series.created', seriesId: 9, created: batches[0]!, failed: [] });
    s.actor.send({ type: 'dates.failed', code: 'E409' });
    expect(state(s).value).toBe('finished');
    expect(state(s).context).toMatchObject({ seriesId: 9, created: batches[0], error: 'E409' });
    expect(state(s).context.failed.map((f) => f.date)).toEqual([...batches[1]!, ...batches[2]!]);
    expect(progressOf(state(s).context)).toEqual({ done: 20, upTo: 20, total: 20, created: 8, failed: 12, skipped: 0 });
    expect(s.effects.at(-1)).toEqual({ type: 'effect.notify', intent: 'error', code: 'E409' });
  });

  it('a draft with problems is not sent; the problems say why', () => {
    const s = start();
    s.actor.send({ type: 'series.new', draft: { ...draft, weekdays: [], endDate: '2025-06-01', minutes: 45, time: '25:00' } });
    s.actor.send({ type: 'series.verify' });
    expect(state(s).value).toBe('editing');
    expect(state(s).context.problems).toEqual(['invalid_time', 'duration_not_allowed', 'weekdays_empty', 'until_before_start']);
    s.actor.send({ type: 'draft.changed', changes: { weekdays: [1], endDate: '2025-06-30', minutes: 60, time: '07:00' } });
    expect(state(s).context.problems).toEqual([]);
    s.actor.send({ type: 'series.verify' });
    expect(s.effects).toEqual([expect.objectContaining({ type: 'effect.verify', minutes: 60, time: '07:00' })]);
    // From Wednesday 4 to Sunday 8 June, on Tuesdays only: no date at all.
    expect(draftProblems({ ...draft, weekdays: [2], endDate: '2025-06-08' })).toEqual(['no_dates']);
  });

  it('a server answering no dates, a failed verify, a failed series: back to the form', () => {
    const none = verified([]);
    expect(state(none).value).toBe('editing');
    expect(state(none).context.problems).toEqual(['no_dates']);

    const s = start();
    s.actor.send({ type: 'series.new', draft });
    s.actor.send({ type: 'series.verify' });
    s.actor.send({ type: 'verify.failed', code: 'E500' });
    expect(state(s).value).toBe('editing');
    expect(state(s).context.error).toBe('E500');
    expect(s.effects.map((e) => e.type)).toEqual(['effect.verify']); // the session toasts E500

    const t = verified(allFree);
    t.actor.send({ type: 'series.failed', code: 'E403' });
    expect(state(t).value).toBe('editing');
    expect(t.effects.at(-1)).toEqual({ type: 'effect.notify', intent: 'error', code: 'E403' });
  });

  describe('an existing series', () => {
    function opened() {
      const s = start();
      s.actor.send({ type: 'series.opened', seriesId: 9, draft, reasonIds: REASONS });
      return s;
    }

    it('changes its end date', () => {
      const s = opened();
      s.actor.send({ type: 'endDate.change', endDate: '2025-07-31' });
      expect(state(s).value).toBe('changingEndDate');
      expect(s.effects).toEqual([{ type: 'effect.changeEndDate', series_id: 9, end_date: '2025-07-31' }]);
      s.actor.send({ type: 'save.succeeded' });
      expect(state(s).value).toBe('managing');
      expect(state(s).context.draft?.endDate).toBe('2025-07-31');
    });

    it.each([
      ['2025-06-30', ['nothing_to_change']],
      ['2025-06-01', ['until_before_start']],
      ['2027-07-31', ['too_long']],
      ['2025-13-01', ['invalid_date']],
    ])('refuses the end date %s: %j', (endDate, problems) => {
      const s = opened();
      s.actor.send({ type: 'endDate.change', endDate });
      expect(state(s).value).toBe('managing');
      expect(state(s).context.problems).toEqual(problems);
      expect(s.effects).toEqual([]);
    });

    it('a failed change keeps the end date and tells why', () => {
      const s = opened();
      s.actor.send({ type: 'endDate.change', endDate: '2025-07-31' });
      s.actor.send({ type: 'save.failed', code: 'E409' });
      expect(state(s).value).toBe('managing');
      expect(state(s).context).toMatchObject({ error: 'E409', pendingEndDate: null, draft: { endDate: '2025-06-30' } });
      expect(s.effects.at(-1)).toEqual({ type: 'effect.notify', intent: 'error', code: 'E409' });
    });

    it('cancels the whole series with a reason of the organization, after a confirmation', () => {
      const s = opened();
      s.actor.send({ type: 'cancel.open' });
      s.actor.send({ type: 'dialog.back' });
      expect(state(s).value).toBe('managing');
      s.actor.send({ type: 'cancel.open' });
      s.actor.send({ type: 'series.cancel', reasonId: 99 });
      expect(state(s).context.problems).toEqual(['reason_unknown']);
      s.actor.send({ type: 'series.cancel', reasonId: 2 });
      expect(s.effects).toEqual([{ type: 'effect.cancelSeries', series_id: 9, reason_id: 2 }]);
      s.actor.send({ type: 'save.failed', code: 'E500' });
      expect(state(s).value).toBe('managing');
      s.actor.send({ type: 'cancel.open' });
      s.actor.send({ type: 'series.cancel', reasonId: 2 });
      s.actor.send({ type: 'save.succeeded' });
      expect(state(s).value).toBe('cancelled');
      expect(state(s).status).toBe('done');
    });
  });
});

describe('a new series from a slot', () => {
  it('repeats weekly on the slot’s weekday for eight weeks, at its time and duration, on its field', () => {
    // 2027-05-05 is a Wednesday (ISO 3).
    expect(weeklyDraft({ startDate: '2027-05-05', time: '09:30', minutes: 90, fieldId: 4 })).toEqual({
      fieldId: 4,
      time: '09:30',
      minutes: 90,
      startDate: '2027-05-05',
      everyWeeks: 1,
      weekdays: [3],
      endDate: '2027-06-30',
    });
    expect(weeklyDraft({ startDate: '2027-05-09', time: '18:00', minutes: 60 })).toMatchObject({ fieldId: 0, weekdays: [7] });
  });
});
