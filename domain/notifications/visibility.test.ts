import { describe, expect, it } from 'vitest';
import { consoleNotificationSchema, toUnixSeconds, type ConsoleNotification } from './console-notification';
import { addDismissal, filterNotifications, isForGroup, NOTIFICATION_POLL_MS, notificationIntent, parseDismissals, visibleNotifications } from './visibility';

const DEMO = 1;
const OTHER = 2;

const note = (id: number, over: Partial<ConsoleNotification> = {}): ConsoleNotification => ({
  id,
  last_update: 1_700_000_000 + id,
  groups_ids: [],
  notification_type: 'info',
  notification_title: `Title ${id}`,
  notification_text: `Text ${id}`,
  html_code: '',
  border: false,
  outlined: false,
  colored_text: false,
  notification_color: 'primary',
  icon: '',
  dismissible: true,
  ...over,
});

const everyone = note(1);
const demoOnly = note(2, { groups_ids: [DEMO] });
const otherOnly = note(3, { groups_ids: [OTHER] });
const both = note(4, { groups_ids: [OTHER, DEMO] });
const all = [everyone, demoOnly, otherOnly, both];
const ids = (list: readonly ConsoleNotification[]) => list.map((n) => n.id);

describe('visibleNotifications: targeting (SPEC §6)', () => {
  it('shows notifications for everyone and those naming the chosen organization', () => {
    expect(ids(visibleNotifications(all, DEMO, []))).toEqual([1, 2, 4]);
    expect(ids(visibleNotifications(all, OTHER, []))).toEqual([1, 3, 4]);
  });

  it('shows only the ones for everyone while no organization is chosen', () => {
    expect(ids(visibleNotifications(all, null, []))).toEqual([1]);
    expect(isForGroup(demoOnly, null)).toBe(false);
  });

  it('shows nothing of an organization that no notification names, except those for everyone', () => {
    expect(ids(visibleNotifications(all, 99, []))).toEqual([1]);
  });

  it('keeps the order of the list and does not change it', () => {
    const list = [both, everyone];
    expect(visibleNotifications(list, DEMO, [])).toEqual([both, everyone]);
    expect(list).toEqual([both, everyone]);
  });
});

describe('visibleNotifications: dismissal by id and last_update (SPEC §6)', () => {
  it('hides a dismissed notification', () => {
    expect(ids(visibleNotifications(all, DEMO, [{ id: 2, last_update: demoOnly.last_update }]))).toEqual([1, 4]);
  });

  it('shows an edited notification again (its last_update changed)', () => {
    const dismissed = [{ id: 2, last_update: demoOnly.last_update }];
    const edited = { ...demoOnly, last_update: demoOnly.last_update + 60 };
    expect(ids(visibleNotifications([everyone, edited], DEMO, dismissed))).toEqual([1, 2]);
  });

  it('does not hide another notification that shares the last_update', () => {
    const a = note(10, { last_update: 5 });
    const b = note(11, { last_update: 5 });
    expect(ids(visibleNotifications([a, b], null, [{ id: 10, last_update: 5 }]))).toEqual([11]);
  });

  it('addDismissal keeps one entry per notification, the newest', () => {
    let dismissed = addDismissal([], demoOnly);
    expect(dismissed).toEqual([{ id: 2, last_update: demoOnly.last_update }]);
    dismissed = addDismissal(dismissed, { id: 2, last_update: demoOnly.last_update + 1 });
    dismissed = addDismissal(dismissed, everyone);
    expect(dismissed).toEqual([
      { id: 2, last_update: demoOnly.last_update + 1 },
      { id: 1, last_update: everyone.last_update },
    ]);
  });

  it('parseDismissals reads the stored list and treats anything malformed as none', () => {
    expect(parseDismissals(JSON.stringify([{ id: 2, last_update: 7 }]))).toEqual([{ id: 2, last_update: 7 }]);
    // Only the two fields are kept.
    expect(parseDismissals(JSON.stringify([{ id: 2, last_update: 7, html: '<b>' }]))).toEqual([{ id: 2, last_update: 7 }]);
    for (const raw of [
      null,
      '',
      'not json',
      '{}',
      '7',
      '[null]',
      '[7]',
      '[{"id":"2","last_update":7}]',
      '[{"id":2}]',
      '[{"id":2,"last_update":1.5}]',
      '[{"id":2,"last_update":9007199254740993}]',
      '[{"id":2,"last_update":7},{"id":3}]',
    ]) {
      expect(parseDismissals(raw), String(raw)).toEqual([]);
    }
  });
});

describe('filterNotifications (SPEC §5)', () => {
  const list = [
    note(1, { notification_title: 'Camera maintenance', notification_text: 'Sunday morning' }),
    note(2, { notification_title: 'Price plan', notification_text: 'Starts NEXT month' }),
    note(3, { notification_title: 'Welcome', html_code: '<p>Read <strong>What is new</strong></p>' }),
  ];

  it('matches the title, the text or the html code, ignoring case', () => {
    expect(ids(filterNotifications(list, 'CAMERA'))).toEqual([1]);
    expect(ids(filterNotifications(list, 'next month'))).toEqual([2]);
    expect(ids(filterNotifications(list, 'what IS new'))).toEqual([3]);
    expect(ids(filterNotifications(list, 'strong'))).toEqual([3]);
    expect(ids(filterNotifications(list, 'n'))).toEqual([1, 2, 3]);
  });

  it('returns everything for an empty search and nothing when nothing matches', () => {
    expect(ids(filterNotifications(list, ''))).toEqual([1, 2, 3]);
    expect(ids(filterNotifications(list, '   '))).toEqual([1, 2, 3]);
    expect(filterNotifications(list, 'zebra')).toEqual([]);
  });
});

describe('the rest of the rules', () => {
  it('polls every 120 seconds (SPEC §9)', () => {
    expect(NOTIFICATION_POLL_MS).toBe(120_000);
  });

  it('shows a notification by its colour, else by its type', () => {
    expect(notificationIntent({ notification_color: 'warning', notification_type: 'info' })).toBe('warning');
    expect(notificationIntent({ notification_color: 'danger', notification_type: 'info' })).toBe('error');
    expect(notificationIntent({ notification_color: 'primary', notification_type: 'success' })).toBe('success');
    expect(notificationIntent({ notification_color: 'primary', notification_type: 'whatever' })).toBe('info');
  });

  it('last_update travels as whole Unix seconds', () => {
    expect(toUnixSeconds(new Date('2024-01-01T00:00:00.999Z'))).toBe(1_704_067_200);
    expect(consoleNotificationSchema.safeParse(note(1, { last_update: 1.5 })).success).toBe(false);
    expect(consoleNotificationSchema.parse(note(1))).toEqual(note(1));
  });
});
