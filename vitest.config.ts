import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['apps/*/src/**/*.test.ts', 'apps/web/app/**/*.test.{ts,tsx}', 'packages/*/src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // A console.error during a test is a failure (DESIGN §6).
    onConsoleLog(_log, type) {
      if (type === 'stderr') return true;
    },
    setupFiles: ['./scripts/vitest-setup.ts'],
  },
});
