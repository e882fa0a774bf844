import { auditExportQuerySchema, auditPageResponseSchema, auditQuerySchema } from '@scoreline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EXPORT_RATE_LIMIT } from '../../http-limits';
import { csvHeaders } from '../../lib/csv';
import { errorResponses, ok } from '../../lib/envelope';
import { AUDIT_EXPORT_MAX_ROWS, type AuditLogService } from './audit-log.service';

const tags = ['admin'];
const security = [{ bearerAuth: ['operator'] }];
const filters =
  "`action`: one action ('match.result') or a family ending in a dot ('match.'); `actor`: an operator's id; " +
  "`subject`: 'match:12', 'comment:40', 'user:7'; `from` and `to`: UTC days, both included.";

/** Issue 61: the operators' audit log, read and exported (it is written by each action, in its transaction). */
export const auditRoutes: FastifyPluginAsyncZod<{ auditLog: AuditLogService }> = async (app, { auditLog }) => {
  app.get(
    '/admin/audit',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags,
        summary: 'Every operator action, newest first: who, when, what and why',
        description: filters,
        security,
        querystring: auditQuerySchema,
        response: { 200: auditPageResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ok(await auditLog.page(request.query)),
  );

  app.get(
    '/admin/audit/export',
    {
      preHandler: app.requireAdmin,
      config: { rateLimit: EXPORT_RATE_LIMIT },
      schema: {
        tags,
        summary: 'The audit log with the same filters as a CSV file (UTF-8 with a BOM, formulas neutralised)',
        description: `${filters} Newest first, at most ${AUDIT_EXPORT_MAX_ROWS.toLocaleString('en-GB')} rows.`,
        security,
        querystring: auditExportQuerySchema,
        response: {
          200: {
            description: 'The CSV file',
            content: { 'text/csv': { schema: z.string().meta({ description: 'CSV (RFC 4180)' }) } },
          },
          ...errorResponses(400, 401, 403, 429),
        },
      },
    },
    async (request, reply) =>
      reply.headers(csvHeaders('scoreline-audit-log.csv')).send(await auditLog.csv(request.query)),
  );
};
