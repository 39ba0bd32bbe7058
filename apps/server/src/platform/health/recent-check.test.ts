import { describe, expect, it } from 'vitest';
import { recentCheck } from './recent-check.js';

function counted(answers: boolean[]) {
  let calls = 0;
  return {
    check: async () => answers[calls++] ?? false,
    get calls() {
      return calls;
    },
  };
}

describe('a recent check', () => {
  it('answers from the last check while it is younger than its maximum age', async () => {
    let clock = 0;
    const source = counted([true, false]);
    const check = recentCheck(source.check, 1_000, () => clock);
    expect(await check()).toBe(true);
    clock = 999;
    expect(await check()).toBe(true);
    expect(source.calls).toBe(1);
  });

  it('checks again once the last answer is as old as its maximum age', async () => {
    let clock = 0;
    const source = counted([true, false]);
    const check = recentCheck(source.check, 1_000, () => clock);
    await check();
    clock = 1_000;
    expect(await check()).toBe(false);
    expect(source.calls).toBe(2);
  });

  it('shares one running check between callers', async () => {
    const source = counted([true]);
    const check = recentCheck(source.check, 1_000, () => 0);
    expect(await Promise.all([check(), check(), check()])).toEqual([true, true, true]);
    expect(source.calls).toBe(1);
  });

  it('keeps no failed check: the next caller checks again', async () => {
    let calls = 0;
    const check = recentCheck(
      async () => {
        calls += 1;
        if (calls === 1) throw new Error('down');
        return true;
      },
      1_000,
      () => 0,
    );
    await expect(check()).rejects.toThrow('down');
    expect(await check()).toBe(true);
  });
});
