import type { Db } from '../db/connect';
import { closeDueStatements } from '../billing/service';
import { cardContextOf } from '../pos/card/context';
import { sweepMoney } from '../pos/sweep';
import { chargeUnpaidBalances } from '../pos/unpaid-balances';
import { recordingJob } from '../videos/recording-job';
import { recurringOrdersJob } from '../videos/recurring-job';
import { matchAutoCancelJob } from './match-auto-cancel';
import type { JobDefinition } from './queue';

/** Every job the server runs on its queue (server/jobs/queue.ts), with its schedule (UTC); `videoProcessingSeconds` as server/config.ts reads it. */
export function serverJobs(db: Db, { videoProcessingSeconds = 0 }: { videoProcessingSeconds?: number } = {}): JobDefinition[] {
  return [
    matchAutoCancelJob(db),
    // A booking's recording follows its field's camera (issue 18 item 4): started, completed, or failed and refunded.
    recordingJob(db, videoProcessingSeconds),
    // Recurring video orders (issue 18 item 7): each order created a week ahead, once.
    recurringOrdersJob(db),
    // Unpaid booking balances charged to the organizer's saved card after the organization's deadline (SPEC §9).
    { name: 'unpaid-balances', cron: '*/5 * * * *', run: () => chargeUnpaidBalances(db, cardContextOf(db).provider) },
    // The money sweep: card payments and refunds left pending, resolved with the provider; orphan open invoices voided.
    { name: 'money-sweep', cron: '*/10 * * * *', run: () => sweepMoney(db, cardContextOf(db).provider) },
    // Billing statements: each facility's ended billing cycle closed and charged (hourly: the shortest cycle is an hour).
    { name: 'billing-statements', cron: '2 * * * *', run: () => closeDueStatements(db, cardContextOf(db).provider) },
  ];
}
