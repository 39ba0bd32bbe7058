import type { FastifyBaseLogger } from 'fastify';
import type { CrashGame } from './game.js';

/** How often the loop looks while a round flies: the live ticks and auto cash-outs. */
const FLYING_EVERY_MS = 100;
/**
 * Between flights nothing happens until a deadline stored in the database (betting closes, the
 * pause after a crash ends), so the loop sleeps until then instead of asking several times a
 * second; at most this long, so a clock change cannot put it to sleep for good.
 */
const LONGEST_SLEEP_MS = 5_000;

/**
 * Drives the Crash rounds in this process. It keeps no state of its own: every wake-up reads
 * the live round and its deadlines from the database (`CrashGame.advance`), so a restart, a
 * second process or a slow wake-up carries the round on where it stands. Started only when the
 * site runs its jobs, so unrelated tests never see rounds appear.
 */
export class CrashLoop {
  private timer: NodeJS.Timeout | undefined;
  private running = false;
  private step: Promise<void> = Promise.resolve();

  constructor(
    private readonly game: CrashGame,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(): void {
    if (this.running) return;
    this.running = true;
    this.step = this.wake();
  }

  /** Resolves once the step under way is over, so nothing touches the database after close. */
  stop(): Promise<void> {
    this.running = false;
    clearTimeout(this.timer);
    return this.step;
  }

  private async wake(): Promise<void> {
    let delay: number;
    try {
      const round = await this.game.advance();
      delay =
        round?.phase === 'running'
          ? FLYING_EVERY_MS
          : Math.max(10, Math.min(LONGEST_SLEEP_MS, (await this.game.nextDeadline(round)) - this.game.now()));
    } catch (error) {
      this.log.error({ err: error }, 'crash loop step failed');
      delay = 1_000;
    }
    if (this.running) this.timer = setTimeout(() => (this.step = this.wake()), delay).unref();
  }
}
