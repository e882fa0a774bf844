import type { Executor } from '../../db/client';
import { auditLog } from '../../db/schema';

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
};
