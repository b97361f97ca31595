import type { Db } from '../db/connect';
import type { JobDefinition } from '../jobs/queue';
import { createRecurringOrders } from './recurring-service';

/**
 * Recurring video orders (issue 18 item 7): every 10 minutes, on one API process at a time, each
 * active recurring order's video orders of the next RECURRING_ORDER_AHEAD_DAYS days are created
 * (domain/videos/recurring.ts). Two processes running it at once still create each order once:
 * the database's unique key (video_orders.recurring_order_id, date) is the guard.
 */
export const recurringOrdersJob = (db: Db): JobDefinition => ({ name: 'recurring-video-orders', cron: '*/10 * * * *', run: () => createRecurringOrders(db, new Date()) });
