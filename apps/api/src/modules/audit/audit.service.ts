import type { Executor } from '../../db/client';
import { auditRepository, type AuditEntry } from './audit.repository';

export type { AuditEntry };

/**
 * The audit log as the other modules write it (issue #5): every operator action, and every operator grant or revoke,
 * recorded inside the transaction of the action itself. No other module writes `audit_log`.
 */
export const auditService = {
  async record(tx: Executor, ...entries: AuditEntry[]): Promise<void> {
    if (entries.length > 0) await auditRepository.record(tx, entries);
  },
};

/** What a module that records operator actions is given. */
export type AuditRecorder = (tx: Executor, entry: AuditEntry) => Promise<void>;
