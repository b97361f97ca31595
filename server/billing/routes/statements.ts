import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listEnvelope, okEnvelope } from '../../../domain/api/envelope';
import { BILLING_PATHS, BILLING_VIEWS } from '../../../domain/billing/statement';
import { statementSchema } from '../../../domain/billing/statement-schema';
import { pickLanguage } from '../../../domain/constants';
import { intParam, rowId, rowIdParam } from '../../../domain/fields';
import { actorOf } from '../../auth/actor';
import type { Db } from '../../db/connect';
import { ok, okList } from '../../http/envelope';
import { translator } from '../../http/i18n';
import { cardContextOf } from '../../pos/card/context';
import { statementCsv, statementPdf } from '../documents';
import * as billing from '../service';

/** The organization's billing history (views 3 and 4): its statements, each as PDF and CSV, and a manual close. */
export async function statementRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['billing'];
  const config = { access: { views: [...BILLING_VIEWS] } };
  const byId = z.object({ id: rowIdParam() });

  r.get(
    BILLING_PATHS.statements,
    {
      config,
      schema: {
        tags,
        summary: "The statements of the organization's facilities (one when asked), newest first",
        querystring: z.object({ facility_id: rowIdParam().optional(), count: intParam(1, 100).default(25), page: intParam(1, 100_000).default(1) }),
        response: { 200: listEnvelope(statementSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await billing.statementsList(db, actorOf(request), request.query);
      return okList(rows, total);
    },
  );

  r.get(BILLING_PATHS.pdf(':id'), { config, schema: { tags, summary: 'A statement as a PDF', params: byId } }, async (request, reply) => {
    const statement = await billing.statementFor(db, actorOf(request), request.params.id);
    const language = pickLanguage(request.headers['accept-language']);
    const pdf = await statementPdf(statement, translator(language), language);
    return reply.type('application/pdf').header('content-disposition', `attachment; filename="statement-${statement.id}.pdf"`).send(pdf);
  });

  r.get(BILLING_PATHS.csv(':id'), { config, schema: { tags, summary: 'A statement as CSV', params: byId } }, async (request, reply) => {
    const statement = await billing.statementFor(db, actorOf(request), request.params.id);
    const language = pickLanguage(request.headers['accept-language']);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="statement-${statement.id}.csv"`)
      .send(statementCsv(statement, translator(language), language));
  });

  r.post(
    BILLING_PATHS.close,
    {
      config,
      schema: { tags, summary: "Close a facility's running period now (billing cycle `manually`) and charge it", body: z.object({ facility_id: rowId() }), response: { 200: okEnvelope(statementSchema) } },
    },
    async (request) => ok(await billing.closeManually(db, actorOf(request), cardContextOf(db).provider, request.body.facility_id)),
  );
}
