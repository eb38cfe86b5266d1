// The server's OCR work queue (docs/decisions/032): one engine reads one image at a time,
// so the queue decides who waits. It is bounded per user and in total, serves users in turn (one
// user's pile of images never sits in front of another user's single one), and gives every job a
// time limit for waiting and one for running; a job that runs too long has its engine restarted,
// so the next user is not held up by it.

export type OcrQueueErrorReason = 'user-busy' | 'queue-full' | 'wait-timeout' | 'run-timeout';

/** A refusal of the queue, with how long the caller should wait before trying again. */
export class OcrQueueError extends Error {
  constructor(
    readonly reason: OcrQueueErrorReason,
    readonly retryAfterSeconds: number,
  ) {
    super(`OCR queue: ${reason}`);
    this.name = 'OcrQueueError';
  }
}

export interface OcrQueueLimits {
  /** Jobs one user may have waiting or running at once. */
  perUser: number;
  /** Jobs of everyone waiting or running at once. */
  total: number;
  /** Longest a job may wait for its turn. */
  waitTimeoutMs: number;
  /** Longest a job may run; past it the engine is restarted. */
  runTimeoutMs: number;
}

export const DEFAULT_OCR_QUEUE_LIMITS: OcrQueueLimits = {
  perUser: 2,
  total: 8,
  waitTimeoutMs: 20_000,
  runTimeoutMs: 10_000,
};

export interface OcrQueue<Result> {
  /** Runs `work` in the user's turn; rejects with OcrQueueError when refused or timed out. */
  run(userKey: string, work: () => Promise<Result>): Promise<Result>;
  /** Jobs waiting or running. */
  readonly size: number;
}

interface Job<Result> {
  userKey: string;
  work: () => Promise<Result>;
  resolve(result: Result): void;
  reject(error: unknown): void;
  waitTimer?: ReturnType<typeof setTimeout>;
}

export function createOcrQueue<Result>(
  /** Called when a job ran past its time: stop the engine (the next job starts a fresh one). */
  restartEngine: () => Promise<void>,
  limits: OcrQueueLimits = DEFAULT_OCR_QUEUE_LIMITS,
): OcrQueue<Result> {
  const waiting: Job<Result>[] = [];
  const perUser = new Map<string, number>();
  let running: Job<Result> | undefined;
  /** The user served last: the next turn goes to someone else when someone else waits. */
  let lastUser: string | undefined;
  const retryAfter = Math.ceil(limits.runTimeoutMs / 1000);

  const release = (userKey: string) => {
    const count = (perUser.get(userKey) ?? 1) - 1;
    if (count <= 0) perUser.delete(userKey);
    else perUser.set(userKey, count);
  };

  const nextJob = (): Job<Result> | undefined => {
    const otherUser = waiting.findIndex((job) => job.userKey !== lastUser);
    const index = otherUser === -1 ? 0 : otherUser;
    return waiting.splice(index, 1)[0];
  };

  const pump = () => {
    if (running || waiting.length === 0) return;
    const job = nextJob()!;
    clearTimeout(job.waitTimer);
    running = job;
    lastUser = job.userKey;
    let runTimer: ReturnType<typeof setTimeout> | undefined;
    const timedOut = new Promise<never>((_resolve, reject) => {
      runTimer = setTimeout(() => {
        reject(new OcrQueueError('run-timeout', retryAfter));
        // The engine is still busy with the image: stop it, or the next job would wait behind it.
        void restartEngine().catch(() => undefined);
      }, limits.runTimeoutMs);
    });
    Promise.race([Promise.resolve().then(job.work), timedOut])
      .then(job.resolve, job.reject)
      .finally(() => {
        clearTimeout(runTimer);
        release(job.userKey);
        running = undefined;
        pump();
      });
  };

  return {
    get size() {
      return waiting.length + (running ? 1 : 0);
    },
    run(userKey, work) {
      if ((perUser.get(userKey) ?? 0) >= limits.perUser) return Promise.reject(new OcrQueueError('user-busy', retryAfter));
      if (waiting.length + (running ? 1 : 0) >= limits.total) return Promise.reject(new OcrQueueError('queue-full', retryAfter));
      perUser.set(userKey, (perUser.get(userKey) ?? 0) + 1);
      return new Promise<Result>((resolve, reject) => {
        const job: Job<Result> = { userKey, work, resolve, reject };
        job.waitTimer = setTimeout(() => {
          const index = waiting.indexOf(job);
          if (index === -1) return;
          waiting.splice(index, 1);
          release(userKey);
          reject(new OcrQueueError('wait-timeout', retryAfter));
        }, limits.waitTimeoutMs);
        waiting.push(job);
        pump();
      });
    },
  };
}
