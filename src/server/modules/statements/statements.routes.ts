import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { statementQuerySchema } from '../../../shared/contracts/investing.ts';
import { requestLanguage } from '../../lib/i18n.ts';
import type { Guards } from '../../plugins/authentication.ts';
import type { StatementsService } from './statements.service.ts';

export interface StatementsRoutesOptions {
  statements: StatementsService;
  guards: Guards;
}

/** GET /api/portfolio/statement: the signed-in backer's statement of a calendar or financial year, as a download. */
export const statementsRoutes: FastifyPluginAsyncZod<StatementsRoutesOptions> = async (app, options) => {
  app.get(
    '/portfolio/statement',
    {
      onRequest: options.guards.requireRole('backer'),
      schema: {
        tags: ['investing'],
        summary:
          "The backer's statement of a calendar year (year=2026) or a financial year (fy=2026-27): every deposit, commitment, funding, refund, withdrawal and income paid, with opening and closing balances, then each distribution by income type with gross, tax withheld, net and section, as CSV or PDF",
        security: [{ bearer: [] }],
        querystring: statementQuerySchema,
        response: {
          200: z.custom<Buffer>((value) => Buffer.isBuffer(value)).register(z.globalRegistry, { description: 'The file: text/csv or application/pdf' }),
        },
      },
    },
    async (request, reply) => {
      const { year, fy, format } = request.query;
      // The contract lets exactly one of them through.
      const asked = year !== undefined ? { year } : { fy: fy! };
      const file = await options.statements.statement(request.auth!, asked, format, requestLanguage(request));
      // A Buffer is sent as it is: the response schema documents it, it does not serialize it.
      return reply.header('content-type', file.contentType).header('content-disposition', `attachment; filename="${file.filename}"`).send(file.body);
    },
  );
};
