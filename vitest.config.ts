import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const TEST_FILES = ['apps/*/src/**/*.test.ts', 'apps/web/app/**/*.test.{ts,tsx}', 'packages/*/src/**/*.test.ts'];
/** Files that mock a module (vi.mock). */
const MOCKING_FILES = [
  'apps/server/src/platform/player/code-limits.test.ts',
  'apps/server/src/platform/player/login-limits.test.ts',
];

export default defineConfig({
  test: {
    // A file per core, not Vitest's one less: the main process only hands out files.
    maxWorkers: availableParallelism(),
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // A console.error during a test is a failure (DESIGN §6).
    onConsoleLog(_log, type) {
      if (type === 'stderr') return true;
    },
    setupFiles: ['./scripts/vitest-setup.ts'],
    globalSetup: ['./scripts/vitest-global-setup.ts'],
    projects: [
      {
        extends: true,
        // Test files share their worker's module cache: loading the server's modules again for
        // every file cost more than half of the suite's time on two cores.
        test: { name: 'shared', include: TEST_FILES, exclude: MOCKING_FILES, isolate: false },
      },
      // vi.mock replaces a module for the whole worker, so these files get one of their own.
      { extends: true, test: { name: 'isolated', include: MOCKING_FILES } },
    ],
  },
});
