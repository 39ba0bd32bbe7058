import { afterEach, vi } from 'vitest';

// Any console.error during a test fails it (DESIGN §6): it is always a bug or a missing assertion.
const errors: unknown[][] = [];
const spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  errors.push(args);
});

afterEach(() => {
  if (errors.length === 0) return;
  const found = errors.splice(0).map((args) => args.map(String).join(' '));
  spy.mockClear();
  throw new Error(`console.error was called during the test:\n${found.join('\n')}`);
});
