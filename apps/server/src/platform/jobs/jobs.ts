import { Cron } from 'croner';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { jsonPayload } from '../events/outbox.js';

export interface JobContext {
  id: bigint;
  /** 1 on the first run, 2 on the first retry… */
  attempt: number;
}

/**
 * Does one job. Jobs run at least once: after a crash, or when the handler outlives its
 * lease, a job runs again, so a handler must be safe to repeat (ledger idempotency keys,
 * conditional updates…). Throwing retries it after a backoff.
 */
export type JobHandler<T extends Record<string, unknown>> = (data: T, job: JobContext) => Promise<void>;

export interface JobOptions {
  /** Runs before the job is given up and kept as failed (default 5). */
  maxAttempts?: number;
  /** First retry delay, doubled on each further failure up to an hour (default 5 s). */
  retryDelayMs?: number;
  /** A run that takes longer may be started again by another process (default 300 s). */
  leaseSeconds?: number;
}

/** A cron pattern (5 fields, or 6 with seconds first, UTC) or a fixed interval. */
export type JobSchedule = { cron: string } | { everyMs: number };

export interface EnqueueOptions {
  /** Not before this time (default now). */
  runAt?: Date;
  /** At most one unfinished job per name and key: a second enqueue is dropped while one waits or runs. */
  singletonKey?: string;
  /** Enqueue in this transaction: the job exists exactly when the transaction commits. */
  trx?: Kysely<DB> | Transaction<DB>;
}

interface Definition {
  handler: JobHandler<Record<string, unknown>>;
  maxAttempts: number;
  retryDelayMs: number;
  leaseSeconds: number;
}

const BATCH_SIZE = 10;
const MAX_RETRY_DELAY_MS = 3_600_000;
/** Schedules enqueue under this key, so a time that comes round while the last run is unfinished is skipped. */
const SCHEDULE_KEY = '@schedule';

export class Jobs {
  readonly #definitions = new Map<string, Definition>();
  readonly #schedules = new Map<string, { when: JobSchedule; data: Record<string, unknown> }>();
  #prepared: Promise<void> | null = null;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The handler of every job called `name`; define each once, while the app is being built. */
  define<T extends Record<string, unknown>>(name: string, handler: JobHandler<T>, options: JobOptions = {}): void {
    if (this.#definitions.has(name)) throw new Error(`Job ${name} is defined twice`);
    this.#definitions.set(name, {
      handler: handler as JobHandler<Record<string, unknown>>,
      maxAttempts: options.maxAttempts ?? 5,
      retryDelayMs: options.retryDelayMs ?? 5_000,
      leaseSeconds: options.leaseSeconds ?? 300,
    });
  }

  /**
   * Runs job `name` (defined here) on a cron pattern or every `everyMs`, with `data`; once
   * per time across every process. Stored when the runner starts; a changed schedule
   * replaces the stored one.
   */
  schedule(name: string, when: JobSchedule, data: Record<string, unknown> = {}): void {
    if (!this.#definitions.has(name)) throw new Error(`Job ${name} is scheduled before it is defined`);
    if ('cron' in when) nextCronTime(when.cron, new Date());
    else if (!Number.isInteger(when.everyMs) || when.everyMs <= 0) throw new Error(`Job ${name}: everyMs must be > 0`);
    this.#schedules.set(name, { when, data });
    this.#prepared = null;
  }

  /** Adds a job; its id, or null when a job with the same singleton key is still unfinished. */
  async enqueue(
    name: string,
    data: Record<string, unknown> = {},
    options: EnqueueOptions = {},
  ): Promise<bigint | null> {
    const definition = this.#definitions.get(name);
    if (!definition) throw new Error(`Job ${name} is not defined`);
    const row = await (options.trx ?? this.db)
      .insertInto('jobs')
      .values({
        name,
        data: jsonPayload(data),
        singleton_key: options.singletonKey ?? null,
        max_attempts: definition.maxAttempts,
        lease_seconds: definition.leaseSeconds,
        ...(options.runAt ? { run_at: options.runAt } : {}),
      })
      .onConflict((oc) =>
        oc
          .columns(['name', 'singleton_key'])
          .where('singleton_key', 'is not', null)
          .where('failed_at', 'is', null)
          .doNothing(),
      )
      .returning('id')
      .executeTakeFirst();
    return row?.id ?? null;
  }

  /** Stores the schedules defined in code, again after each new one. */
  prepare(): Promise<void> {
    this.#prepared ??= this.#storeSchedules().catch((error: unknown) => {
      this.#prepared = null;
      throw error;
    });
    return this.#prepared;
  }

  /** One round: enqueue what schedules made due, then run a batch of due jobs. True when there may be more now. */
  async work(): Promise<boolean> {
    await this.prepare();
    await this.#enqueueScheduled();
    return (await this.#runBatch()) === BATCH_SIZE;
  }

  /** Runs every job due now, retries due now included, until none is left (tests, scripts); how many runs. */
  async runDue(): Promise<number> {
    await this.prepare();
    let runs = 0;
    for (;;) {
      await this.#enqueueScheduled();
      const ran = await this.#runBatch();
      if (ran === 0) return runs;
      runs += ran;
    }
  }

  async #storeSchedules(): Promise<void> {
    for (const [name, { when, data }] of this.#schedules) {
      const cron = 'cron' in when ? when.cron : null;
      const everyMs = 'everyMs' in when ? when.everyMs : null;
      const first = cron ? nextCronTime(cron, new Date()) : new Date();
      await this.db
        .insertInto('job_schedules')
        .values({ name, cron, every_ms: everyMs, data: jsonPayload(data), next_run_at: first })
        .onConflict((oc) =>
          oc.column('name').doUpdateSet((eb) => ({
            cron: eb.ref('excluded.cron'),
            every_ms: eb.ref('excluded.every_ms'),
            data: eb.ref('excluded.data'),
            // A changed timing starts over; the same one keeps its next time across restarts.
            next_run_at: sql<Date>`case when job_schedules.cron is not distinct from excluded.cron
              and job_schedules.every_ms is not distinct from excluded.every_ms
              then job_schedules.next_run_at else excluded.next_run_at end`,
            updated_at: new Date(),
          })),
        )
        .execute();
    }
  }

  /** Each due schedule enqueues its job and moves on, in one transaction under the schedule's row lock. */
  async #enqueueScheduled(): Promise<void> {
    const names = [...this.#schedules.keys()];
    if (names.length === 0) return;
    await this.db.transaction().execute(async (trx) => {
      const due = await trx
        .selectFrom('job_schedules')
        .select(['name', 'cron', 'every_ms', 'data', 'next_run_at', sql<Date>`now()`.as('now')])
        .where('name', 'in', names)
        .where('next_run_at', '<=', sql<Date>`now()`)
        .forUpdate()
        .skipLocked()
        .execute();
      for (const schedule of due) {
        const definition = this.#definitions.get(schedule.name)!;
        await trx
          .insertInto('jobs')
          .values({
            name: schedule.name,
            data: JSON.stringify(schedule.data),
            singleton_key: SCHEDULE_KEY,
            max_attempts: 1,
            lease_seconds: definition.leaseSeconds,
          })
          .onConflict((oc) =>
            oc
              .columns(['name', 'singleton_key'])
              .where('singleton_key', 'is not', null)
              .where('failed_at', 'is', null)
              .doNothing(),
          )
          .execute();
        await trx
          .updateTable('job_schedules')
          .set({ next_run_at: nextTime(schedule, schedule.now) })
          .where('name', '=', schedule.name)
          .execute();
      }
    });
  }

  /** Claims up to a batch of due jobs under a lease, runs them side by side; how many ran. */
  async #runBatch(): Promise<number> {
    const names = [...this.#definitions.keys()];
    if (names.length === 0) return 0;
    // A process that died on a job's last attempt leaves it leased: it has failed; a
    // scheduled run is dropped instead, its schedule's next time runs it again.
    await this.db
      .deleteFrom('jobs')
      .where('singleton_key', '=', SCHEDULE_KEY)
      .where('failed_at', 'is', null)
      .where('locked_until', '<=', sql<Date>`now()`)
      .where((eb) => eb('attempts', '>=', eb.ref('max_attempts')))
      .execute();
    await this.db
      .updateTable('jobs')
      .set({ failed_at: sql`now()`, locked_until: null, last_error: 'its lease ran out on the last attempt' })
      .where('failed_at', 'is', null)
      .where('locked_until', '<=', sql<Date>`now()`)
      .where((eb) => eb('attempts', '>=', eb.ref('max_attempts')))
      .execute();
    const claimed = await this.db
      .updateTable('jobs')
      .set((eb) => ({
        attempts: eb('attempts', '+', 1),
        locked_until: sql<Date>`now() + make_interval(secs => lease_seconds)`,
      }))
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('jobs')
          .select('id')
          .where('name', 'in', names)
          .where('failed_at', 'is', null)
          .where('run_at', '<=', sql<Date>`now()`)
          .where((w) => w.or([w('locked_until', 'is', null), w('locked_until', '<=', sql<Date>`now()`)]))
          .where((w) => w('attempts', '<', w.ref('max_attempts')))
          .orderBy('run_at')
          .orderBy('id')
          .limit(BATCH_SIZE)
          .forUpdate()
          .skipLocked(),
      )
      .returning(['id', 'name', 'data', 'singleton_key', 'attempts', 'max_attempts'])
      .execute();
    await Promise.all(claimed.map((job) => this.#run(job)));
    return claimed.length;
  }

  async #run(job: {
    id: bigint;
    name: string;
    data: Record<string, unknown>;
    singleton_key: string | null;
    attempts: number;
    max_attempts: number;
  }): Promise<void> {
    const definition = this.#definitions.get(job.name)!;
    try {
      await definition.handler(job.data, { id: job.id, attempt: job.attempts });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (job.singleton_key === SCHEDULE_KEY) {
        this.log.error({ job: job.name, jobId: String(job.id), error: message }, 'scheduled job failed');
        await this.db.deleteFrom('jobs').where('id', '=', job.id).execute();
        return;
      }
      if (job.attempts >= job.max_attempts) {
        this.log.error({ job: job.name, jobId: String(job.id), attempts: job.attempts, error: message }, 'job failed');
        await this.db
          .updateTable('jobs')
          .set({ failed_at: sql`now()`, locked_until: null, last_error: message })
          .where('id', '=', job.id)
          .execute();
        return;
      }
      const delayMs = Math.min(definition.retryDelayMs * 2 ** (job.attempts - 1), MAX_RETRY_DELAY_MS);
      this.log.warn(
        { job: job.name, jobId: String(job.id), attempt: job.attempts, delayMs, error: message },
        'job will retry',
      );
      await this.db
        .updateTable('jobs')
        .set({
          run_at: sql`now() + make_interval(secs => ${delayMs / 1000})`,
          locked_until: null,
          last_error: message,
        })
        .where('id', '=', job.id)
        .execute();
      return;
    }
    await this.db.deleteFrom('jobs').where('id', '=', job.id).execute();
  }
}

function nextCronTime(pattern: string, from: Date): Date {
  const next = new Cron(pattern, { timezone: 'UTC', paused: true }).nextRun(from);
  if (!next) throw new Error(`Cron pattern ${pattern} never runs`);
  return next;
}

/** The schedule's next time after this run: missed times while nobody ran are skipped, not caught up. */
function nextTime(schedule: { cron: string | null; every_ms: number | null; next_run_at: Date }, now: Date): Date {
  if (schedule.cron) return nextCronTime(schedule.cron, now);
  const next = schedule.next_run_at.getTime() + schedule.every_ms!;
  return new Date(next > now.getTime() ? next : now.getTime() + schedule.every_ms!);
}
