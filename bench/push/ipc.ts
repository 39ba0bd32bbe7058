import type { ChildProcess } from 'node:child_process';

/**
 * Talks to a forked process: one request in flight at a time, answered by its next message of
 * the wanted type. A `failed` message rejects the request; an exit while waiting stops the
 * benchmark, which must never hang on a dead child.
 */
export class IpcChild<From extends { type: string }, To> {
  private waiting: { type: From['type']; resolve: (message: From) => void } | null = null;
  private readonly exited: Promise<number | null>;

  constructor(
    readonly name: string,
    readonly child: ChildProcess,
  ) {
    child.on('message', (message: From) => {
      if (message.type === 'failed') {
        console.error(`${name} failed:\n${(message as { error?: string }).error}`);
        process.exitCode = 1;
      }
      if (this.waiting && (message.type === this.waiting.type || message.type === 'failed')) {
        const { resolve } = this.waiting;
        this.waiting = null;
        resolve(message);
      }
    });
    this.exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
    void this.exited.then((code) => {
      if (this.waiting) {
        console.error(`${name} exited (code ${code}) while the benchmark waited for "${this.waiting.type}"`);
        process.exit(1);
      }
    });
  }

  next<T extends From['type']>(type: T, request?: To): Promise<Extract<From, { type: T }>> {
    return new Promise((resolve, reject) => {
      this.waiting = {
        type,
        resolve: (message) =>
          message.type === 'failed'
            ? reject(new Error(`${this.name} failed`))
            : resolve(message as Extract<From, { type: T }>),
      };
      if (request !== undefined) this.child.send(request as object);
    });
  }

  /** Asks politely with `close`, then insists. */
  async stop(close: To): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    if (this.child.connected) this.child.send(close as object);
    const timer = setTimeout(() => this.child.kill('SIGKILL'), 5000);
    await this.exited;
    clearTimeout(timer);
  }
}
