import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { durableDatabase, secondProcessDatabase } from '../events/test-databases.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const jobName = () => `test.${randomUUID()}`;

describe('jobs', () => {
  it('run an enqueued job once with its data, then forget it', async () => {
    const name = jobName();
    const runs: unknown[] = [];
    t.app.jobs.define(name, async (data) => {
      runs.push(data);
    });

    await t.app.jobs.enqueue(name, { invoiceId: 'i-1', amount: 5n });
    await t.app.jobs.runDue();
    await t.app.jobs.runDue();

    expect(runs).toEqual([{ invoiceId: 'i-1', amount: '5' }]);
    expect(await t.database.db.selectFrom('jobs').select('id').where('name', '=', name).execute()).toEqual([]);
  });

  it('wait for runAt', async () => {
    const name = jobName();
    let runs = 0;
    t.app.jobs.define(name, async () => {
      runs += 1;
    });

    await t.app.jobs.enqueue(name, {}, { runAt: new Date(Date.now() + 300) });
    await t.app.jobs.runDue();
    expect(runs).toBe(0);
    await sleep(350);
    await t.app.jobs.runDue();

    expect(runs).toBe(1);
  });

  it('keep one unfinished job per singleton key and accept the key again once it ran', async () => {
    const name = jobName();
    const runs: unknown[] = [];
    t.app.jobs.define(name, async (data) => {
      runs.push(data.n);
    });

    const first = await t.app.jobs.enqueue(name, { n: 1 }, { singletonKey: 'bonus-42' });
    const second = await t.app.jobs.enqueue(name, { n: 2 }, { singletonKey: 'bonus-42' });
    const otherKey = await t.app.jobs.enqueue(name, { n: 3 }, { singletonKey: 'bonus-43' });
    await t.app.jobs.runDue();
    const afterRun = await t.app.jobs.enqueue(name, { n: 4 }, { singletonKey: 'bonus-42' });
    await t.app.jobs.runDue();

    expect(first).not.toBeNull();
    expect(second).toBeNull();
    expect(otherKey).not.toBeNull();
    expect(afterRun).not.toBeNull();
    expect(runs.sort()).toEqual([1, 3, 4]);
  });

  it('never run a job enqueued in a transaction that rolled back', async () => {
    const name = jobName();
    let runs = 0;
    t.app.jobs.define(name, async () => {
      runs += 1;
    });

    await t.database.db
      .transaction()
      .execute(async (trx) => {
        await t.app.jobs.enqueue(name, {}, { trx });
        throw new Error('undo');
      })
      .catch(() => undefined);
    await t.app.jobs.runDue();

    expect(runs).toBe(0);
  });

  it('retry a failing job until it succeeds', async () => {
    const name = jobName();
    const attempts: number[] = [];
    t.app.jobs.define(
      name,
      async (_data, job) => {
        attempts.push(job.attempt);
        if (job.attempt < 3) throw new Error('provider down');
      },
      { retryDelayMs: 0 },
    );

    await t.app.jobs.enqueue(name);
    await t.app.jobs.runDue();

    expect(attempts).toEqual([1, 2, 3]);
  });

  it('keep a job that failed maxAttempts times, with its error, and run it no more', async () => {
    const name = jobName();
    let runs = 0;
    t.app.jobs.define(
      name,
      async () => {
        runs += 1;
        throw new Error('bad data');
      },
      { maxAttempts: 2, retryDelayMs: 0 },
    );

    await t.app.jobs.enqueue(name);
    await t.app.jobs.runDue();
    await t.app.jobs.runDue();

    expect(runs).toBe(2);
    const [job] = await t.database.db.selectFrom('jobs').selectAll().where('name', '=', name).execute();
    expect(job).toMatchObject({ attempts: 2, last_error: 'bad data', failed_at: expect.any(Date) });
  });

  it('run a scheduled job once per time, skipping the times missed', async () => {
    const name = jobName();
    let runs = 0;
    t.app.jobs.define(name, async () => {
      runs += 1;
    });
    // Long enough that two passes in a row fall in one period even on a loaded machine, where a
    // pass also runs every other domain's due jobs.
    t.app.jobs.schedule(name, { everyMs: 3_000 });

    await t.app.jobs.runDue();
    await t.app.jobs.runDue();
    expect(runs).toBe(1);
    await sleep(3_100);
    await t.app.jobs.runDue();

    expect(runs).toBe(2);
  });

  it('refuse a cron pattern that does not parse', () => {
    const name = jobName();
    t.app.jobs.define(name, async () => undefined);

    expect(() => t.app.jobs.schedule(name, { cron: 'every tuesday' })).toThrow();
  });
});

describe('jobs across restarts', () => {
  it('run a job enqueued before a restart once it is due after it', async () => {
    const store = durableDatabase();
    const name = 'test.after-restart';
    try {
      const before = await store.open();
      const first = await createTestApp({}, { database: before });
      first.app.jobs.define(name, async () => undefined);
      await first.app.jobs.enqueue(name, { reminder: 'due soon' }, { runAt: new Date(Date.now() + 200) });
      await first.close();
      await before.close();

      const after = await store.open();
      const second = await createTestApp({ JOBS_POLL_MS: '20' }, { database: after });
      const runs: unknown[] = [];
      second.app.jobs.define(name, async (data) => {
        runs.push(data);
      });
      try {
        await second.app.jobs.start();
        const deadline = Date.now() + 5_000;
        while (runs.length === 0 && Date.now() < deadline) await sleep(20);
        expect(runs).toEqual([{ reminder: 'due soon' }]);
      } finally {
        await second.close();
        await after.close();
      }
    } finally {
      await store.remove();
    }
  }, 30_000);
});

describe('jobs on two processes (PostgreSQL)', () => {
  it.runIf(process.env.TEST_DATABASE_URL)(
    'run a schedule once per time and every job once while both run',
    async () => {
      const other = await secondProcessDatabase(t.database);
      const apps = [
        await createTestApp({ JOBS_POLL_MS: '20' }, { database: t.database }),
        await createTestApp({ JOBS_POLL_MS: '20' }, { database: other! }),
      ];
      const scheduled = jobName();
      const queued = jobName();
      let scheduledRuns = 0;
      let running = 0;
      let overlapped = false;
      const queuedRuns: number[] = [];
      for (const { app } of apps) {
        app.jobs.define(scheduled, async () => {
          running += 1;
          overlapped ||= running > 1;
          scheduledRuns += 1;
          await sleep(30);
          running -= 1;
        });
        app.jobs.schedule(scheduled, { everyMs: 250 });
        app.jobs.define(queued, async (data) => {
          queuedRuns.push(data.n as number);
        });
      }
      try {
        const started = Date.now();
        await Promise.all(apps.map(({ app }) => app.jobs.start()));
        await Promise.all(Array.from({ length: 50 }, (_, n) => apps[n % 2]!.app.jobs.enqueue(queued, { n })));
        await sleep(1_500);
        await Promise.all(apps.map(({ app }) => app.jobs.stop()));
        const times = Math.ceil((Date.now() - started) / 250) + 1;

        expect(scheduledRuns).toBeGreaterThanOrEqual(2);
        expect(scheduledRuns).toBeLessThanOrEqual(times);
        expect(overlapped).toBe(false);
        expect(queuedRuns.sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, n) => n));
      } finally {
        for (const { close } of apps) await close();
        await other!.close();
      }
    },
    30_000,
  );
});
