// The whole test command (README): types, lint, format, unit + API tests (PGlite,
// and PostgreSQL when TEST_DATABASE_URL is set), the web build, then end-to-end
// tests in Chromium. Ends with one "tests: N passed, N failed" line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const reports = mkdtempSync(path.join(tmpdir(), 'casino-test-'));
const failures = [];
const counts = { passed: 0, failed: 0, skipped: 0 };

function run(name, command, args, env = {}) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) failures.push(name);
  console.log(`=== ${name}: ${result.status === 0 ? 'ok' : 'FAILED'} (${seconds}s) ===`);
  return result.status === 0;
}

function addVitest(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  counts.passed += report.numPassedTests;
  counts.failed += report.numFailedTests;
  counts.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
}

function addPlaywright(file) {
  if (!existsSync(file)) return;
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  counts.passed += stats.expected + stats.flaky;
  counts.failed += stats.unexpected;
  counts.skipped += stats.skipped;
}

const npx = 'npx';
if (run('route types', npx, ['--workspace', 'apps/web', 'react-router', 'typegen']))
  run('typecheck', npx, ['tsc', '-b']);
run('lint', npx, ['eslint', '.', '--max-warnings', '0']);
run('format', npx, ['prettier', '--check', '.']);

const unitReport = path.join(reports, 'vitest.json');
run(
  'unit and API tests (PGlite)',
  npx,
  ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${unitReport}`],
  {
    TEST_DATABASE_URL: '',
  },
);
addVitest(unitReport);

if (process.env.TEST_DATABASE_URL) {
  const pgReport = path.join(reports, 'vitest-pg.json');
  run('API tests (PostgreSQL)', npx, [
    'vitest',
    'run',
    'apps/server',
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${pgReport}`,
  ]);
  addVitest(pgReport);
}

if (run('web build', 'npm', ['run', 'build'])) {
  const e2eReport = path.join(reports, 'playwright.json');
  run('end-to-end tests (Chromium)', npx, ['playwright', 'test'], { PLAYWRIGHT_JSON: e2eReport });
  addPlaywright(e2eReport);
}

console.log('');
if (failures.length > 0) console.log(`failed stages: ${failures.join(', ')}`);
console.log(`tests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(failures.length > 0 ? 1 : 0);
