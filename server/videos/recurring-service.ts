import { LocalDate } from '@js-joda/core';
import { seriesSlots } from '../../domain/bookings/recurrence';
import { todayIn } from '../../domain/bookings/schedule';
import {
  aheadWindow,
  nextOrderDate,
  PROBLEM_FIELD,
  recurringOrderDates,
  recurringOrderProblems,
  type RecurringOrder,
  type RecurringOrderDetail,
  type RecurringOrderEdit,
  type RecurringOrderInput,
  type RecurringOrderPageQuery,
} from '../../domain/videos/recurring';
import { activeField, checkContact, facilityFor } from '../bookings/access';
import { actorUserId, type Actor } from '../auth/actor';
import type { Db } from '../db/connect';
import { DomainError, invalidInput } from '../domain-error';
import { videoPriceOn, type PricingFacility } from './field-price';
import { newPlayback } from './playback';
import * as repo from './recurring-repository';
import { fieldHasCamera } from './repository';

/**
 * Recurring video orders (issue 18 item 7): created, listed and cancelled by staff with view 19 on
 * their facilities (tenancy here), and their video orders created ahead of time: at once for the
 * first days, then by the queue's job (server/videos/recurring-job.ts), each exactly once.
 */

const SYSTEM: Actor = { system: 'recurring-orders' };

function view(row: repo.RecurringOrderRow, today: string): RecurringOrder {
  const { group_id: _g, created_by: _c, created_at, ...rest } = row;
  return {
    ...rest,
    type: row.type as RecurringOrder['type'],
    status: row.status as RecurringOrder['status'],
    next_date: row.status === 'active' ? nextOrderDate(row, today) : null,
    created_at: created_at.toISOString(),
  };
}

/** The recurring order, if the actor may act on its facility (E404 otherwise, as when it does not exist). */
async function recurringFor(db: Db, actor: Actor, id: number) {
  const row = await repo.recurringOrderById(db, id);
  if (!row) throw new DomainError('E404');
  const facility = await facilityFor(db, actor, row.facility_id);
  return { row, facility };
}

/**
 * A new recurring order. Refused with a translated message on its input, nothing written: no
 * phone ('You must add a phone number if you make order recurring.'), no weekday, orders-till
 * before the start (or too far, or no date at all), a field of another facility or inactive, a
 * field without a camera, a contact of another facility. Its orders of the next days are created
 * at once.
 */
export async function createRecurringOrder(db: Db, actor: Actor, input: RecurringOrderInput, now = new Date()): Promise<RecurringOrderDetail> {
  const facility = await facilityFor(db, actor, input.facility_id);
  const values = await checkedRule(db, facility.id, input);
  const id = await db.transaction((tx) => repo.insertRecurringOrder(tx, { group_id: facility.group_id, facility_id: facility.id, ...values, created_by: actorUserId(actor) }));
  await createDueOrders(db, (await repo.recurringOrderById(db, id))!, facility, now);
  return recurringDetail(db, actor, id, now);
}

/** A recurring order's rule as it is written, once its problems, field (active, with a camera) and contact are checked (E400, translated). */
async function checkedRule(db: Db, facilityId: number, input: RecurringOrderEdit) {
  const [problem] = recurringOrderProblems(input);
  if (problem) throw invalidInput(PROBLEM_FIELD[problem], { key: `recurringOrders.problems.${problem}` }, { message: { key: `recurringOrders.problems.${problem}` } });
  const field = await activeField(db, facilityId, input.field_id);
  if (!(await fieldHasCamera(db, field.id))) throw invalidInput('field_id', { key: 'videoField.noCamera' }, { message: { key: 'videoField.noCamera' } });
  await checkContact(db, facilityId, input.contact_id);
  return {
    field_id: field.id,
    contact_id: input.contact_id,
    phone: input.phone,
    weekdays: [...new Set(input.weekdays)].sort((a, b) => a - b),
    every_weeks: input.every_weeks,
    start_date: input.start_date,
    end_date: input.end_date,
    time: input.time,
    duration: input.duration,
    type: input.type,
  };
}

/**
 * Edits an active recurring order (weekdays, repeat, dates, time, duration, cameras, field, contact,
 * phone), refused as a new one is (nothing written), E409 once cancelled. Its future unpaid orders
 * follow the rule: one still on the new rule's date, start, length, field and cameras stays (with
 * the new contact and phone); the others are cancelled with their scheduled videos, in the edit's
 * transaction; then the new rule's orders of the days ahead are created as the job creates them
 * (one per recurring order and date among those not cancelled). Paid and past orders stand.
 */
export async function editRecurringOrder(db: Db, actor: Actor, id: number, input: RecurringOrderEdit, now = new Date()): Promise<RecurringOrderDetail> {
  const { facility } = await recurringFor(db, actor, id);
  const values = await checkedRule(db, facility.id, input);
  await db.transaction(async (tx) => {
    if (!(await repo.updateRecurringOrder(tx, id, values))) throw new DomainError('E409', { key: 'recurringOrders.cancelled' });
    const future = await repo.futureUnpaidOrders(tx, id, now);
    const days = future.map((o) => o.date).sort();
    const dates = new Set(days.length === 0 ? [] : recurringOrderDates(values, days[0]!, days.at(-1)!));
    const stays = (o: (typeof future)[number]) => {
      if (!dates.has(o.date) || o.field_id !== values.field_id || o.duration !== values.duration || o.type !== values.type) return false;
      const [slot] = seriesSlots([LocalDate.parse(o.date)], { time: values.time, minutes: values.duration, zone: facility.timezone });
      return slot?.start.getTime() === o.start_at.getTime();
    };
    const gone = future.filter((o) => !stays(o));
    await repo.setOrdersContact(
      tx,
      future.filter(stays).map((o) => o.id),
      { contact_id: values.contact_id, phone: values.phone },
    );
    await repo.cancelVideos(
      tx,
      gone.flatMap((o) => (o.video_id ? [o.video_id] : [])),
    );
    await repo.cancelOrders(
      tx,
      gone.map((o) => o.id),
    );
  });
  await createDueOrders(db, (await repo.recurringOrderById(db, id))!, facility, now);
  return recurringDetail(db, actor, id, now);
}

export async function listRecurringOrders(db: Db, actor: Actor, q: RecurringOrderPageQuery, now = new Date()): Promise<{ data: RecurringOrder[]; total: number }> {
  const facility = await facilityFor(db, actor, q.facility_id);
  const { rows, total } = await repo.pageOfRecurringOrders(db, { facilityId: facility.id, status: q.status }, q.count, q.page);
  const today = todayIn(facility.timezone, now);
  return { data: rows.map((r) => view(r, today)), total };
}

export async function recurringDetail(db: Db, actor: Actor, id: number, now = new Date()): Promise<RecurringOrderDetail> {
  const { row, facility } = await recurringFor(db, actor, id);
  const orders = await repo.ordersOfRecurring(db, id);
  return { ...view(row, todayIn(facility.timezone, now)), orders: orders.map((o) => ({ ...o, start_at: o.start_at.toISOString() })) };
}

/**
 * Cancels a recurring order: no more orders are created, and the future orders it created that are
 * not paid (pending, start still to come) are cancelled with their scheduled videos, in one
 * transaction. Paid ones stand (staff cancel them from the video, refunded). Again: E409.
 */
export async function cancelRecurringOrder(db: Db, actor: Actor, id: number, now = new Date()): Promise<RecurringOrderDetail> {
  await recurringFor(db, actor, id);
  await db.transaction(async (tx) => {
    if (!(await repo.cancelRecurringOrder(tx, id))) throw new DomainError('E409', { key: 'recurringOrders.cancelled' });
    const future = await repo.futureUnpaidOrders(tx, id, now);
    await repo.cancelVideos(
      tx,
      future.flatMap((o) => (o.video_id ? [o.video_id] : [])),
    );
    await repo.cancelOrders(
      tx,
      future.map((o) => o.id),
    );
  });
  return recurringDetail(db, actor, id, now);
}

/**
 * Creates the video orders of a recurring order for its dates in the window ahead (today and the
 * next days, the facility's local dates) whose start is still to come, each with its scheduled
 * video, each in its own transaction. A date that has its order already is skipped by the
 * database's unique key (another process may be creating it at the same time). Each creation holds
 * the recurring order's row locked and stops when the rule changed since `order` was read (an edit
 * came first): no order at the old time after an edit. Answers how many this call created.
 */
export async function createDueOrders(db: Db, order: repo.RecurringOrderRow, facility: PricingFacility & { timezone: string }, now = new Date()): Promise<number> {
  const timezone = facility.timezone;
  if (order.status !== 'active') return 0;
  const { from, to } = aheadWindow(todayIn(timezone, now));
  const dates = recurringOrderDates(order, from, to);
  const slots = seriesSlots(
    dates.map((d) => LocalDate.parse(d)),
    { time: order.time, minutes: order.duration, zone: timezone },
  ).filter((s) => s.start.getTime() > now.getTime());
  if (slots.length === 0) return 0;
  // Created ahead of its start, each day is a pre-order, priced by the field's video prices as an order at the counter is.
  const price = await videoPriceOn(db, order.field_id, facility, order.duration, true);
  let created = 0;
  for (const slot of slots) {
    const id = await db.transaction(async (tx) => {
      // The rule as it stands, locked until this order is made: an edit or a cancel waits for it (and then
      // sees the order), or came first and changed the rule: this run's rule is stale and makes nothing more
      // (the edit makes its own dates).
      const current = await repo.lockRecurringOrder(tx, order.id);
      if (!current || current.status !== 'active' || current.updated_at.getTime() !== order.updated_at.getTime()) return 'stale' as const;
      return repo.insertRecurringVideoOrder(
        tx,
        {
          group_id: order.group_id,
          facility_id: order.facility_id,
          field_id: order.field_id,
          contact_id: order.contact_id,
          phone: order.phone,
          date: slot.date,
          start_at: slot.start,
          duration: order.duration,
          type: order.type,
          price_cents: price.price,
          discount_cents: price.discount,
          commission_cents: price.commission,
          tax_cents: price.tax,
          service_fee_cents: price.serviceFee,
          total_cents: price.total,
          status: price.total === 0 ? 'paid' : 'pending',
          created_by: order.created_by,
          recurring_order_id: order.id,
        },
        { facility_id: order.facility_id, field_id: order.field_id, playback: newPlayback(), started_at: slot.start, duration: order.duration, status: 'scheduled' },
      );
    });
    if (id === 'stale') break;
    if (id !== null) created++;
  }
  return created;
}

/**
 * The queue's work (server/videos/recurring-job.ts): every active recurring order's orders of the
 * days ahead. Answers how many orders this run created; one order's fault does not hold the others.
 */
export async function createRecurringOrders(db: Db, now = new Date(), log: (err: unknown) => void = () => undefined): Promise<number> {
  // The earliest local date anywhere is yesterday in UTC terms at most: a loose filter, the window decides.
  const oldest = LocalDate.parse(now.toISOString().slice(0, 10)).minusDays(1).toString();
  let created = 0;
  for (const order of await repo.activeRecurringOrders(db, oldest)) {
    try {
      const facility = await facilityFor(db, SYSTEM, order.facility_id);
      created += await createDueOrders(db, order, facility, now);
    } catch (err) {
      log(err);
    }
  }
  return created;
}
