import type { Clock } from '@scoreline/domain';
import type { Executor } from '../db/client';
import { domainEventSchemas, type DomainEventType, type NewDomainEvent } from './domain-events';
import { outboxRepository } from './outbox.repository';

/**
 * How a module announces a change (issue 9): `record` writes typed events into the outbox inside the caller's
 * transaction, so they exist exactly when the change commits (a rolled-back change announces nothing; a
 * committed one is delivered even if this process dies the next moment). After its transaction commits, the
 * caller calls `committed()`, which wakes this process's relay so delivery starts at once instead of at the next
 * poll (a web process has no relay: the workers' poll finds the rows).
 */
export interface EventRecorder {
  record(tx: Executor, ...events: NewDomainEvent[]): Promise<void>;
  committed(): void;
}

export function createEventRecorder({
  clock,
  onCommitted,
  subscribed,
}: {
  clock: Clock;
  onCommitted?: () => void;
  /**
   * The types some job subscribes to (the job definitions' `subscribesTo`). An event of another type has nobody to
   * be delivered to: it is written already published, so the relay never claims and stamps it (issue 14:
   * `prediction.created`, one per pick, went through the relay for nothing). A subscriber added later receives
   * the events recorded from then on.
   */
  subscribed: ReadonlySet<DomainEventType>;
}): EventRecorder {
  return {
    async record(tx, ...events) {
      const occurredAt = clock.now();
      await outboxRepository.insert(
        tx,
        events.map((event) => ({
          type: event.type,
          // A payload that breaks its schema is a bug in the module recording it: fail its transaction.
          payload: domainEventSchemas[event.type].parse(event.payload),
          occurredAt,
          publishedAt: subscribed.has(event.type) ? null : occurredAt,
        })),
      );
    },
    committed() {
      onCommitted?.();
    },
  };
}
