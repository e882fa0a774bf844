/**
 * Group work that arrives at the same time into one call (the idea behind a database's group commit).
 *
 * Items queued during one turn of the event loop are flushed together on the next turn; while
 * `maxInFlight` batches are running, new items wait and go out together as soon as one finishes. Under
 * light load a batch is a single item one loop turn late; under heavy load the batch grows with the
 * arrival rate, so one statement and one commit serve many requests.
 *
 * `run` receives the items in arrival order and answers one result per item, in the same order. When it
 * throws, every item of that batch fails with the same error.
 */
export interface BatcherOptions {
  /** The most items in one batch. */
  maxBatch: number;
  /** The most batches running at once. */
  maxInFlight: number;
}

interface Pending<I, O> {
  item: I;
  resolve: (value: O) => void;
  reject: (error: unknown) => void;
}

export interface Batcher<I, O> {
  (item: I): Promise<O>;
  /** Items queued and not yet sent, and batches running (for tests and diagnostics). */
  readonly stats: () => { queued: number; inFlight: number; batches: number };
}

export function createBatcher<I, O>(run: (items: I[]) => Promise<O[]>, options: BatcherOptions): Batcher<I, O> {
  if (!(options.maxBatch >= 1) || !(options.maxInFlight >= 1)) {
    throw new RangeError('maxBatch and maxInFlight must be at least 1');
  }
  let queue: Pending<I, O>[] = [];
  let inFlight = 0;
  let scheduled = false;
  let batches = 0;

  const flush = () => {
    scheduled = false;
    while (queue.length > 0 && inFlight < options.maxInFlight) {
      const batch = queue.length <= options.maxBatch ? queue : queue.slice(0, options.maxBatch);
      queue = queue.length <= options.maxBatch ? [] : queue.slice(options.maxBatch);
      inFlight += 1;
      batches += 1;
      void send(batch);
    }
  };

  const send = async (batch: Pending<I, O>[]) => {
    try {
      const results = await run(batch.map((pending) => pending.item));
      if (results.length !== batch.length) {
        throw new Error(`a batch of ${batch.length} answered ${results.length} results`);
      }
      batch.forEach((pending, index) => pending.resolve(results[index] as O));
    } catch (error) {
      for (const pending of batch) pending.reject(error);
    } finally {
      inFlight -= 1;
      if (queue.length > 0) flush();
    }
  };

  const enqueue = (item: I) =>
    new Promise<O>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      if (!scheduled && inFlight < options.maxInFlight) {
        scheduled = true;
        setImmediate(flush);
      }
    });

  return Object.assign(enqueue, { stats: () => ({ queued: queue.length, inFlight, batches }) });
}
