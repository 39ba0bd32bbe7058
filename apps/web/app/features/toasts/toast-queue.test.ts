import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_GAP_MS, ToastQueue, toastDuration } from './toast-queue';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(0);
});

afterEach(() => {
  vi.useRealTimers();
});

/** The time, on the fake clock, at which each toast id first became visible. */
function recordShownAt(queue: ToastQueue): Map<number, number> {
  const shownAt = new Map<number, number>();
  queue.subscribe((toasts) => {
    for (const t of toasts) if (!shownAt.has(t.id)) shownAt.set(t.id, Date.now());
  });
  return shownAt;
}

const ids = (queue: ToastQueue) => queue.visible.map((t) => t.id);

describe('toastDuration', () => {
  it('keeps a toast with a description for 5000 ms', () => {
    expect(toastDuration({ title: 'Deposit received', description: '100 EUR' })).toBe(5000);
  });

  it('keeps a toast without a description for 3000 ms', () => {
    expect(toastDuration({ title: 'Saved' })).toBe(3000);
  });
});

describe('ToastQueue', () => {
  it('spaces toasts at least 400 ms apart', () => {
    expect(TOAST_GAP_MS).toBe(400);
  });

  it('shows a single toast with its title, description, kind and duration', () => {
    const queue = new ToastQueue();
    const id = queue.push({ title: 'Deposit received', description: '100 EUR', kind: 'success' });
    vi.advanceTimersByTime(0);
    expect(queue.visible).toEqual([
      { id, title: 'Deposit received', description: '100 EUR', kind: 'success', duration: 5000 },
    ]);
  });

  it('defaults the kind to info', () => {
    const queue = new ToastQueue();
    queue.push({ title: 'Hello' });
    vi.advanceTimersByTime(0);
    expect(queue.visible[0]?.kind).toBe('info');
  });

  it('shows two toasts pushed together 400 ms apart', () => {
    const queue = new ToastQueue();
    const shownAt = recordShownAt(queue);
    const a = queue.push({ title: 'A' });
    const b = queue.push({ title: 'B' });

    vi.advanceTimersByTime(0);
    expect(ids(queue)).toEqual([a]);
    vi.advanceTimersByTime(399);
    expect(ids(queue)).toEqual([a]);
    vi.advanceTimersByTime(1);
    expect(ids(queue)).toEqual([a, b]);
    expect([shownAt.get(a), shownAt.get(b)]).toEqual([0, 400]);
  });

  it('shows three toasts pushed together at 0, 400 and 800 ms', () => {
    const queue = new ToastQueue();
    const shownAt = recordShownAt(queue);
    const pushed = [queue.push({ title: 'A' }), queue.push({ title: 'B' }), queue.push({ title: 'C' })];

    vi.advanceTimersByTime(1000);
    expect(pushed.map((id) => shownAt.get(id))).toEqual([0, 400, 800]);
  });

  it('waits only for the rest of the gap when a toast follows shortly after another', () => {
    const queue = new ToastQueue();
    const shownAt = recordShownAt(queue);
    const a = queue.push({ title: 'A' });
    vi.advanceTimersByTime(150);
    const b = queue.push({ title: 'B' });

    vi.advanceTimersByTime(1000);
    expect([shownAt.get(a), shownAt.get(b)]).toEqual([0, 400]);
  });

  it('shows a toast pushed long after the previous one immediately', () => {
    const queue = new ToastQueue();
    const shownAt = recordShownAt(queue);
    queue.push({ title: 'A' });
    vi.advanceTimersByTime(10_000);

    const b = queue.push({ title: 'B' });
    vi.advanceTimersByTime(0);
    expect(shownAt.get(b)).toBe(10_000);
    expect(ids(queue)).toEqual([b]);
  });

  it('removes a toast without a description after 3000 ms', () => {
    const queue = new ToastQueue();
    const id = queue.push({ title: 'Saved' });
    vi.advanceTimersByTime(2999);
    expect(ids(queue)).toEqual([id]);
    vi.advanceTimersByTime(1);
    expect(ids(queue)).toEqual([]);
  });

  it('removes a toast with a description 5000 ms after it appears', () => {
    const queue = new ToastQueue();
    queue.push({ title: 'A' });
    const b = queue.push({ title: 'B', description: 'details' });
    // B appears at 400 and stays until 5400.
    vi.advanceTimersByTime(5399);
    expect(ids(queue)).toEqual([b]);
    vi.advanceTimersByTime(1);
    expect(ids(queue)).toEqual([]);
  });

  it('removes a toast on dismiss and tells the subscribers', () => {
    const queue = new ToastQueue();
    const listener = vi.fn();
    const id = queue.push({ title: 'A' });
    vi.advanceTimersByTime(0);
    queue.subscribe(listener);

    queue.dismiss(id);
    expect(queue.visible).toEqual([]);
    expect(listener).toHaveBeenCalledWith([]);
  });

  it('never shows a toast dismissed while it waited for its turn', () => {
    const queue = new ToastQueue();
    queue.push({ title: 'A' });
    const second = queue.push({ title: 'B' });
    vi.advanceTimersByTime(0);
    queue.dismiss(second);
    vi.advanceTimersByTime(TOAST_GAP_MS);
    expect(queue.visible.map((t) => t.title)).toEqual(['A']);
  });

  it('tells no one when dismissing a toast that is not visible', () => {
    const queue = new ToastQueue();
    const listener = vi.fn();
    queue.subscribe(listener);
    queue.dismiss(42);
    expect(listener).not.toHaveBeenCalled();
  });

  it('stops telling a subscriber after it unsubscribes', () => {
    const queue = new ToastQueue();
    const listener = vi.fn();
    const unsubscribe = queue.subscribe(listener);
    unsubscribe();
    queue.push({ title: 'A' });
    vi.advanceTimersByTime(5000);
    expect(listener).not.toHaveBeenCalled();
  });

  it('works with a hand-made injected clock', () => {
    let now = 1000;
    const timers: { at: number; fn: () => void }[] = [];
    const queue = new ToastQueue({
      now: () => now,
      setTimeout: (fn, ms) => timers.push({ at: now + ms, fn }),
    });
    const runUntil = (t: number) => {
      now = t;
      for (const timer of timers.filter((x) => x.at <= t).sort((x, y) => x.at - y.at)) {
        timers.splice(timers.indexOf(timer), 1);
        timer.fn();
      }
    };

    const a = queue.push({ title: 'A' });
    const b = queue.push({ title: 'B' });
    runUntil(1000);
    expect(ids(queue)).toEqual([a]);
    runUntil(1400);
    expect(ids(queue)).toEqual([a, b]);
  });
});
