import type { FastifyInstance } from 'fastify';

type PeriodicJob = {
  name: string;
  intervalMs: number;
  /** One run; resolves to how many things it did (logged when any). */
  run: () => Promise<number>;
  /** What a run that did something did, e.g. "unattached uploads deleted". */
  done: string;
};

/**
 * Runs a job when the server is ready and every `intervalMs` after, on every server (each job
 * is safe to run on several at once). A run still going when the next is due is joined, not
 * doubled; a failure is logged and the next turn tries again; closing waits for the run in
 * progress, so the database is never closed under it.
 */
export function runPeriodically(app: FastifyInstance, job: PeriodicJob): void {
  let running: Promise<void> | undefined;
  const runOnce = () => {
    running ??= job
      .run()
      .then(
        (count) => {
          if (count > 0) app.log.info({ count }, `${job.name}: ${job.done}`);
        },
        (error: unknown) => {
          app.log.error({ err: error }, `${job.name}: the periodic run failed`);
        },
      )
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await runOnce();
    timer = setInterval(() => void runOnce(), job.intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
