import type { JobLog, JobQueue } from './jobs.queue.ts';

export interface JobWorker {
  /** Stops polling and waits for the jobs in hand to finish. */
  stop(): Promise<void>;
}

/** Time for the transaction that queued a job to commit before the worker looks for it. */
const commitDelayMs = 50;

/**
 * Polls the queue: again at once while there is a full batch, otherwise every `intervalMs`, and
 * soon after a job is queued in this process. Only server/main.ts starts one; buildApp never does,
 * so tests drive the queue with `runDue`.
 * A database outage is logged once and polling goes on, so the worker picks up where it left off.
 */
export function startJobWorker(
  queue: JobQueue,
  { intervalMs = 1000, batch = 10, log }: { intervalMs?: number; batch?: number; log: JobLog },
): JobWorker {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let current: Promise<void> = Promise.resolve();
  let failing = false;
  let busy = false;
  let nudged = false;

  const tick = async () => {
    busy = true;
    nudged = false;
    let again = false;
    try {
      const result = await queue.runDue({ limit: batch });
      again = result.claimed === batch;
      if (failing) log.info({}, 'job worker: queue reachable again');
      failing = false;
    } catch (error) {
      if (!failing) log.warn({ err: (error as Error).message }, 'job worker: queue unreachable, will retry');
      failing = true;
    }
    busy = false;
    if (!stopped) timer = setTimeout(loop, again ? 0 : nudged ? commitDelayMs : intervalMs);
  };
  const loop = () => {
    current = tick();
  };
  // A job queued in this process wakes the worker shortly after (time for the enqueuing
  // transaction to commit) instead of at the next poll; jobs from other nodes wait for the poll.
  const stopListening = queue.onEnqueue(() => {
    if (stopped) return;
    if (busy) nudged = true;
    else {
      clearTimeout(timer);
      timer = setTimeout(loop, commitDelayMs);
    }
  });
  loop();

  return {
    async stop() {
      stopped = true;
      stopListening();
      clearTimeout(timer);
      await current;
    },
  };
}
