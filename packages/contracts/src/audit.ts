import { z } from 'zod';
import { successEnvelope } from './envelope';
import { idParam, intQueryParam, pageQueryParam, safeString, strictObject } from './primitives';

const isoDate = z.iso.date({ message: 'Dates must be written as YYYY-MM-DD' });

/** The audit log's filters (issue 61): GET /admin/audit and its CSV export. */
const auditFilters = {
  /** An action's name ('match.result', 'comment.hide', 'operator.grant'…), or its prefix ending in a dot ('match.'). */
  action: safeString({ error: 'Action must be text' })
    .max(60, { message: 'Action must be at most 60 characters' })
    .regex(/^[a-z_.]+$/, { message: 'Action is written with lowercase letters, dots and underscores' })
    .optional(),
  /** The operator who acted. */
  actor: idParam('Operator id must be a positive whole number').optional(),
  /** What the action was on ('match:12', 'comment:40', 'user:7'). */
  subject: safeString({ error: 'Subject must be text' })
    .max(60, { message: 'Subject must be at most 60 characters' })
    .optional(),
  /** From and to (UTC days, both included). */
  from: isoDate.optional(),
  to: isoDate.optional(),
};

function inOrder(query: { from?: string; to?: string }, ctx: z.RefinementCtx) {
  if (query.from && query.to && query.from > query.to) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'The end date must be on or after the start date' });
  }
}

export const auditQuerySchema = strictObject({
  ...auditFilters,
  page: pageQueryParam(),
  size: intQueryParam({ min: 1, max: 100, message: 'Size must be between 1 and 100' }).default(50),
}).superRefine(inOrder);
export type AuditQuery = z.output<typeof auditQuerySchema>;
export const auditExportQuerySchema = strictObject(auditFilters).superRefine(inOrder);
export type AuditExportQuery = z.output<typeof auditExportQuerySchema>;

export const auditEntrySchema = z
  .object({
    id: z.number().int(),
    createdAt: z.string(),
    /** Null for the system (an operator granted at start). */
    actor: z.object({ id: z.number().int(), username: z.string() }).nullable(),
    action: z.string(),
    subject: z.string(),
    /** What changed and why, as the action recorded it (a result's before and after, a reason), as JSON text. */
    details: z.string(),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntryView = z.infer<typeof auditEntrySchema>;
export const auditPageResponseSchema = successEnvelope(
  z.object({
    results: z.array(auditEntrySchema),
    page: z.number().int(),
    size: z.number().int(),
    total: z.number().int(),
  }),
);
