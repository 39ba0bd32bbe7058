import type { TestProject } from 'vitest/node';
import { buildPgliteTemplate } from '../apps/server/src/test/pglite-template.js';

/** Once per run: the migrated PGlite database the test files' databases are copied from. */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) return;
  const template = await buildPgliteTemplate();
  project.provide('pgliteTemplate', template.file);
  return template.remove;
}
