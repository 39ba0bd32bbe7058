import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCALES } from '@casino/shared/locales';
import { intlWarmUpScript } from './intl-warm-up';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

interface StartedWorker {
  code: string;
  url: string;
  onmessage: (() => void) | null;
}

/** Runs the head script with a Worker that only records what it was given. */
async function startIn(intlTag: string): Promise<StartedWorker> {
  const blobs = new Map<string, Blob>();
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  const started: StartedWorker[] = [];
  vi.stubGlobal(
    'Worker',
    class implements StartedWorker {
      code = '';
      onmessage: (() => void) | null = null;
      constructor(public url: string) {
        started.push(this);
      }
    },
  );
  new Function(intlWarmUpScript(intlTag))();
  expect(started).toHaveLength(1);
  const worker = started[0]!;
  worker.code = await blobs.get(worker.url)!.text();
  return worker;
}

/** The worker's code against an Intl that counts what it makes. */
function runWorker(code: string) {
  const made: string[] = [];
  const counting = Object.fromEntries(
    (['NumberFormat', 'PluralRules', 'DateTimeFormat', 'DisplayNames'] as const).map((kind) => [
      kind,
      function (...args: unknown[]) {
        const object = new (Intl[kind] as unknown as new (...a: unknown[]) => object)(...args);
        made.push(kind);
        return object;
      },
    ]),
  );
  const posted: unknown[] = [];
  const close = vi.fn();
  new Function('Intl', 'postMessage', 'close', code)(counting, (message: unknown) => posted.push(message), close);
  return { made, posted, close };
}

describe('intlWarmUpScript', () => {
  it('makes one object of every Intl kind the pages use, in each of our locales', async () => {
    for (const { intl } of LOCALES) {
      const { made } = runWorker((await startIn(intl)).code);
      expect(new Set(made), intl).toEqual(new Set(['NumberFormat', 'PluralRules', 'DateTimeFormat', 'DisplayNames']));
      expect(made, intl).toHaveLength(8);
      vi.restoreAllMocks();
    }
  });

  it('ends its worker when the work is done and frees the worker’s address', async () => {
    const worker = await startIn('de-DE');
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const { posted, close } = runWorker(worker.code);
    expect(posted).toHaveLength(1);
    expect(close).toHaveBeenCalledOnce();
    worker.onmessage?.();
    expect(revoke).toHaveBeenCalledWith(worker.url);
  });

  it('leaves the page alone where workers cannot start', () => {
    vi.stubGlobal('Worker', undefined);
    expect(() => new Function(intlWarmUpScript('en-GB'))()).not.toThrow();
  });
});
