import { Worker } from 'node:worker_threads';
import type { SanitizeProfile } from './sanitize.ts';

/** Cleans program HTML (or, with `community`, a member's post) without holding up the event loop. */
export interface HtmlSanitizer {
  sanitize(html: string, profile?: SanitizeProfile): Promise<string>;
  close(): Promise<void>;
}

interface Task {
  html: string;
  profile: SanitizeProfile;
  resolve: (html: string) => void;
  reject: (error: Error) => void;
}

interface PoolWorker {
  worker: Worker;
  ready: boolean;
  task: Task | undefined;
  timer: NodeJS.Timeout | undefined;
}

type WorkerReply = { ready: true } | { html: string } | { error: string };

const WORKER_URL = new URL('./sanitize-worker.mjs', import.meta.url);
const closedError = () => new Error('the HTML sanitiser is closed');

/**
 * sanitize-html is synchronous and takes about a second on 200,000 characters of nested tags,
 * which would stall every other request. The pool runs it on worker threads: started on first
 * use, at most `size` of them, one task each at a time, the rest queued. A worker that crashes or
 * overruns `timeoutMs` is replaced and its task fails; close() ends them all.
 */
export class SanitizerPool implements HtmlSanitizer {
  private readonly workers = new Set<PoolWorker>();
  private readonly queue: Task[] = [];
  private closed = false;

  constructor(
    private readonly size = 2,
    private readonly timeoutMs = 15_000,
  ) {}

  sanitize(html: string, profile: SanitizeProfile = 'program'): Promise<string> {
    if (this.closed) return Promise.reject(closedError());
    return new Promise<string>((resolve, reject) => {
      this.queue.push({ html, profile, resolve, reject });
      this.dispatch();
    });
  }

  /** Ends every worker; tasks still waiting fail. The app calls it from its onClose hook. */
  async close(): Promise<void> {
    this.closed = true;
    for (const task of this.queue.splice(0)) task.reject(closedError());
    await Promise.all([...this.workers].map((entry) => this.retire(entry, closedError())));
  }

  /** How many worker threads are running. */
  get threadCount(): number {
    return this.workers.size;
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      const free = [...this.workers].find((entry) => entry.ready && !entry.task);
      if (!free) {
        // Start another worker only when every running one is busy, not while one is starting.
        const starting = [...this.workers].some((entry) => !entry.ready);
        if (!starting && this.workers.size < this.size) this.start();
        return;
      }
      this.run(free, this.queue.shift()!);
    }
  }

  private start(): void {
    const entry: PoolWorker = {
      worker: new Worker(WORKER_URL),
      ready: false,
      task: undefined,
      timer: undefined,
    };
    this.workers.add(entry);
    entry.worker.on('message', (reply: WorkerReply) => this.onReply(entry, reply));
    entry.worker.on('error', (error: unknown) => {
      void this.retire(entry, error instanceof Error ? error : new Error(String(error)));
    });
    entry.worker.on(
      'exit',
      (code) => void this.retire(entry, new Error(`HTML sanitiser worker exited (${code})`)),
    );
  }

  private run(entry: PoolWorker, task: Task): void {
    entry.task = task;
    entry.worker.ref();
    entry.timer = setTimeout(() => {
      void this.retire(entry, new Error(`HTML cleaning took longer than ${this.timeoutMs} ms`));
    }, this.timeoutMs);
    entry.worker.postMessage({ html: task.html, profile: task.profile });
  }

  private onReply(entry: PoolWorker, reply: WorkerReply): void {
    if ('ready' in reply) {
      entry.ready = true;
    } else if (entry.task) {
      const task = entry.task;
      clearTimeout(entry.timer);
      entry.task = undefined;
      if ('html' in reply) task.resolve(reply.html);
      else task.reject(new Error(`HTML cleaning failed: ${reply.error}`));
    }
    this.dispatch();
    // An idle worker does not keep the process alive; a starting or busy one does.
    if (!entry.task) entry.worker.unref();
  }

  /** Takes a worker out of the pool, fails its task, and lets the queue go on with the others. */
  private async retire(entry: PoolWorker, reason: Error): Promise<void> {
    if (!this.workers.delete(entry)) return;
    clearTimeout(entry.timer);
    entry.task?.reject(reason);
    entry.task = undefined;
    // A worker that could not even start would fail the same way again: fail the waiting tasks
    // rather than start workers in a loop.
    if (!entry.ready) for (const task of this.queue.splice(0)) task.reject(reason);
    await entry.worker.terminate();
    if (!this.closed) this.dispatch();
  }
}
