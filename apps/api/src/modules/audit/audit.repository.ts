import { and, count, desc, eq, gte, like, lt, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { auditLog, users } from '../../db/schema';

/** The log's filters (issue 61): an action or its prefix ('match.'), an operator, a subject, UTC days. */
export interface AuditFilter {
  action?: string;
  actorUserId?: number;
  subject?: string;
  from?: Date;
  /** Exclusive: the day after the last one asked for. */
  until?: Date;
}

export interface AuditRow {
  id: number;
  createdAt: Date;
  actorUserId: number | null;
  actorUsername: string | null;
  action: string;
  subject: string;
  details: unknown;
}

function whereOf(filter: AuditFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (filter.action) {
    parts.push(
      filter.action.endsWith('.') ? like(auditLog.action, `${filter.action}%`) : eq(auditLog.action, filter.action),
    );
  }
  if (filter.actorUserId !== undefined) parts.push(eq(auditLog.actorUserId, filter.actorUserId));
  if (filter.subject) parts.push(eq(auditLog.subject, filter.subject));
  if (filter.from) parts.push(gte(auditLog.createdAt, filter.from));
  if (filter.until) parts.push(lt(auditLog.createdAt, filter.until));
  return parts.length > 0 ? and(...parts) : undefined;
}

export interface AuditEntry {
  /** The operator (or null for the system, e.g. a grant at start). */
  actorUserId: number | null;
  action: string;
  subject: string;
  details: unknown;
  createdAt: Date;
}

/** Every operator action, kept (issue #5); written inside the transaction of the action itself. */
export const auditRepository = {
  async record(tx: Executor, entries: AuditEntry[]): Promise<void> {
    await tx.insert(auditLog).values(entries);
  },

  /** The entries a filter finds, newest first: a page of them (`limit`), and how many there are in all. */
  async page(db: Executor, filter: AuditFilter, offset: number, limit: number) {
    const where = whereOf(filter);
    const [rows, [totals]] = await Promise.all([
      db
        .select({
          id: auditLog.id,
          createdAt: auditLog.createdAt,
          actorUserId: auditLog.actorUserId,
          actorUsername: users.username,
          action: auditLog.action,
          subject: auditLog.subject,
          details: auditLog.details,
        })
        .from(auditLog)
        .leftJoin(users, eq(users.id, auditLog.actorUserId))
        .where(where)
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .offset(offset)
        .limit(limit),
      db.select({ total: count() }).from(auditLog).where(where),
    ]);
    return { rows: rows as AuditRow[], total: totals?.total ?? 0 };
  },
};
