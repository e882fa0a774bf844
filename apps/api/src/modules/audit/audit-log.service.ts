import { exportWords, type AuditEntryView, type AuditExportQuery, type AuditQuery } from '@scoreline/contracts';
import type { Database } from '../../db/client';
import { csvFile } from '../../lib/csv';
import { auditRepository as repo, type AuditFilter, type AuditRow } from './audit.repository';

/** The most rows one CSV file holds: a year of a busy operator team's actions, and no more memory than that. */
export const AUDIT_EXPORT_MAX_ROWS = 50_000;

const DAY_MS = 86_400_000;

function filterOf(query: AuditExportQuery): AuditFilter {
  return {
    ...(query.action ? { action: query.action } : {}),
    ...(query.actor === undefined ? {} : { actorUserId: query.actor }),
    ...(query.subject ? { subject: query.subject } : {}),
    ...(query.from ? { from: new Date(`${query.from}T00:00:00Z`) } : {}),
    ...(query.to ? { until: new Date(new Date(`${query.to}T00:00:00Z`).getTime() + DAY_MS) } : {}),
  };
}

const toView = (row: AuditRow): AuditEntryView => ({
  id: row.id,
  createdAt: row.createdAt.toISOString(),
  actor: row.actorUserId === null ? null : { id: row.actorUserId, username: row.actorUsername ?? '' },
  action: row.action,
  subject: row.subject,
  details: JSON.stringify(row.details),
});

/** Issue 61: the audit log as the operators read it: filtered, newest first, and as a CSV file. */
export function createAuditLogService({ db }: { db: Database }) {
  return {
    /** GET /admin/audit. */
    async page(query: AuditQuery) {
      const { rows, total } = await repo.page(db, filterOf(query), (query.page - 1) * query.size, query.size);
      return { results: rows.map(toView), page: query.page, size: query.size, total };
    },

    /** GET /admin/audit/export: the same filters, newest first, at most AUDIT_EXPORT_MAX_ROWS rows. */
    async csv(query: AuditExportQuery): Promise<string> {
      const { rows } = await repo.page(db, filterOf(query), 0, AUDIT_EXPORT_MAX_ROWS);
      return csvFile(
        exportWords.auditColumns,
        rows.map((row) => [
          row.createdAt.toISOString().slice(0, 19).replace('T', ' '),
          row.actorUsername ?? '',
          row.action,
          row.subject,
          JSON.stringify(row.details),
        ]),
      );
    },
  };
}

export type AuditLogService = ReturnType<typeof createAuditLogService>;
