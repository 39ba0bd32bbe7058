// The whole test command (README): types, lint, format, unit + API tests (PGlite,
// and PostgreSQL when TEST_DATABASE_URL is set), the web build, then end-to-end
// tests in Chromium. Ends with one "tests: N passed, N failed" line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const reports = mkdtempSync(path.join(tmpdir(), 'casino-test-'));
const failures = [];
const failedTests = [];
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

// CI keeps only the tail of the output, so the failed tests are named again at the end.
function addVitest(file, stage) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  for (const suite of report.testResults) {
    const where = path.relative(process.cwd(), suite.name);
    for (const test of suite.assertionResults) {
      if (test.status === 'failed') {
        const why = (test.failureMessages[0] ?? '').split('\n')[0].slice(0, 300);
        failedTests.push(`${stage}: ${where} › ${test.fullName}: ${why}`);
      }
    }
    if (suite.status === 'failed' && suite.assertionResults.length === 0)
      failedTests.push(`${stage}: ${where} (${suite.message.split('\n')[0]})`);
  }
  counts.passed += report.numPassedTests;
  counts.failed += report.numFailedTests;
  counts.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
}

function playwrightFailures(suites, stage) {
  for (const suite of suites ?? []) {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status === 'unexpected') failedTests.push(`${stage}: ${spec.file}:${spec.line} › ${spec.title}`);
      }
    }
    playwrightFailures(suite.suites, stage);
  }
}

function addPlaywright(file, stage) {
  if (!existsSync(file)) return;
  const { stats, suites } = JSON.parse(readFileSync(file, 'utf8'));
  playwrightFailures(suites, stage);
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
addVitest(unitReport, 'PGlite');

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
  addVitest(pgReport, 'PostgreSQL');
}

if (run('web build', 'npm', ['run', 'build'])) {
  const e2eReport = path.join(reports, 'playwright.json');
  run('end-to-end tests (Chromium)', npx, ['playwright', 'test'], { PLAYWRIGHT_JSON: e2eReport });
  addPlaywright(e2eReport, 'e2e');
}

console.log('');
for (const test of failedTests) console.log(`failed: ${test}`);
if (failures.length > 0) console.log(`failed stages: ${failures.join(', ')}`);
console.log(`tests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(failures.length > 0 ? 1 : 0);
