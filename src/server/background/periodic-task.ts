import type { FastifyInstance } from 'fastify';
import { loggableError } from '../db/loggable-error';

export interface PeriodicTask {
  /** Names the task in log lines. */
  name: string;
  intervalMs: number;
  /** The app is ready only once the first run ended: it serves nothing before it. */
  firstRunBeforeReady?: boolean;
  /** The signal aborts when the app closes: a long run should stop early then. */
  run(signal: AbortSignal): Promise<unknown>;
}

/**
 * Runs a task once the app is ready and again `intervalMs` after each run ends, so runs never
 * overlap. A failed run is logged and the next one goes ahead. Closing the app cancels the next
 * run, aborts the current one and waits for it, so no work touches the database after it closes
 * (an area's onClose hooks run before those of the database plugin, its parent).
 */
export function schedulePeriodicTask(app: FastifyInstance, task: PeriodicTask) {
  const closing = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> = Promise.resolve();

  const runOnce = async () => {
    try {
      await task.run(closing.signal);
    } catch (error) {
      app.log.error({ err: loggableError(error), task: task.name }, 'background task failed');
    }
  };
  const tick = () => {
    current = runOnce().then(scheduleNext);
  };
  const scheduleNext = () => {
    if (closing.signal.aborted) return;
    // unref: a pending run alone does not keep the process alive.
    timer = setTimeout(tick, task.intervalMs).unref();
  };

  app.addHook('onReady', async () => {
    tick();
    if (task.firstRunBeforeReady) await current;
  });
  app.addHook('onClose', async () => {
    closing.abort();
    clearTimeout(timer);
    await current;
  });
}
