import type { FastifyBaseLogger } from 'fastify';
import type { CrashGame } from './game.js';

/** How often the loop looks while a round flies (the live ticks and auto cash-outs) and otherwise. */
const FLYING_EVERY_MS = 100;
const WAITING_EVERY_MS = 250;

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
    let delay = WAITING_EVERY_MS;
    try {
      const round = await this.game.advance();
      if (round?.phase === 'running') delay = FLYING_EVERY_MS;
      else if (round?.phase === 'betting')
        delay = Math.max(10, Math.min(WAITING_EVERY_MS, round.betting_ends_at.getTime() - this.game.now()));
    } catch (error) {
      this.log.error({ err: error }, 'crash loop step failed');
      delay = 1_000;
    }
    if (this.running) this.timer = setTimeout(() => (this.step = this.wake()), delay).unref();
  }
}
