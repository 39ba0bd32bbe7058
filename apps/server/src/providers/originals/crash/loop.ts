import type { FastifyBaseLogger } from 'fastify';
import type { CrashGame } from './game.js';

/** How often the loop looks while a round flies and someone watches it: the live ticks. */
const FLYING_EVERY_MS = 100;
/**
 * Nothing happens but at deadlines the database holds (betting closes, an auto cash-out is
 * reached, the flight crashes, the pause after a crash ends), so unless someone watches the
 * ticks the loop sleeps until the next one instead of asking ten times a second; at most this
 * long, so a clock change cannot put it to sleep for good.
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
    this.game.onWatched = () => this.wakeNow();
    this.step = this.wake();
  }

  /** Cuts a sleep short: a watcher arrived in mid-flight and wants its ticks from now. */
  private wakeNow(): void {
    if (!this.running || this.timer === undefined) return;
    clearTimeout(this.timer);
    this.timer = undefined;
    this.step = this.wake();
  }

  /** Resolves once the step under way is over, so nothing touches the database after close. */
  stop(): Promise<void> {
    this.running = false;
    this.game.onWatched = undefined;
    clearTimeout(this.timer);
    this.timer = undefined;
    return this.step;
  }

  private async wake(): Promise<void> {
    let delay: number;
    try {
      const { round, due } = await this.game.advance();
      // Asked after the last await: a watcher who came during this step is seen here.
      const longest = round?.phase === 'running' && this.game.watched ? FLYING_EVERY_MS : LONGEST_SLEEP_MS;
      delay = Math.max(10, Math.min(longest, due - this.game.now()));
    } catch (error) {
      this.log.error({ err: error }, 'crash loop step failed');
      delay = 1_000;
    }
    if (this.running)
      this.timer = setTimeout(() => {
        this.timer = undefined;
        this.step = this.wake();
      }, delay).unref();
  }
}
