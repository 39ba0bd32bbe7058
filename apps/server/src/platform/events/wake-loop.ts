import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.js';

export interface WakeLoopOptions {
  database: Database;
  /** NOTIFY channel that says there may be work (a trigger sends it when a row commits). */
  channel: string;
  /** How often to look anyway: work that became due with time, or a missed notification. */
  pollMs: number;
  log: FastifyBaseLogger;
  /** One round of work; true when there is more to do at once. Never runs twice at the same time. */
  work: () => Promise<boolean>;
}

/**
 * Runs `work` when the database notifies the channel and every `pollMs`, one round at a
 * time, without busy polling. A lost LISTEN connection leaves the poll, and is opened
 * again on the next one.
 */
export class WakeLoop {
  #timer: NodeJS.Timeout | null = null;
  #unlisten: (() => Promise<void>) | null = null;
  #listening = false;
  #running: Promise<void> | null = null;
  #again = false;
  #stopped = false;

  constructor(private readonly options: WakeLoopOptions) {}

  async start(): Promise<void> {
    if (this.#timer || this.#stopped) return;
    this.#timer = setInterval(() => {
      if (!this.#listening) void this.#listen();
      this.wake();
    }, this.options.pollMs);
    this.#timer.unref();
    await this.#listen();
    this.wake();
  }

  /** Asks for a round of work now (or right after the one running). */
  wake(): void {
    if (this.#stopped) return;
    if (this.#running) {
      this.#again = true;
      return;
    }
    this.#running = this.#loop().finally(() => (this.#running = null));
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
    await this.#running;
    await this.#unlisten?.().catch(() => undefined);
    this.#unlisten = null;
  }

  async #loop(): Promise<void> {
    do {
      this.#again = false;
      try {
        while (!this.#stopped && (await this.options.work()));
      } catch (error) {
        this.options.log.error({ err: error, channel: this.options.channel }, 'background work failed');
      }
    } while (this.#again && !this.#stopped);
  }

  async #listen(): Promise<void> {
    this.#listening = true;
    try {
      const unlisten = await this.options.database.listen(
        this.options.channel,
        () => this.wake(),
        (error) => {
          this.options.log.warn({ err: error, channel: this.options.channel }, 'lost LISTEN connection; polling');
          this.#listening = false;
          this.#unlisten = null;
        },
      );
      if (this.#stopped) await unlisten();
      else this.#unlisten = unlisten;
    } catch (error) {
      this.options.log.warn({ err: error, channel: this.options.channel }, 'cannot LISTEN; polling');
      this.#listening = false;
    }
  }
}
