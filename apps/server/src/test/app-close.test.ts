import { expect, it } from 'vitest';
import { createTestApp } from './app.js';

// On PostgreSQL a sweep left running at close deadlocked with the schema being dropped.
it('an app closed the moment it is ready leaves no work running against its database', async () => {
  for (let round = 0; round < 4; round++) {
    const apps = await Promise.all([0, 1, 2].map(() => createTestApp()));
    await expect(Promise.all(apps.map((app) => app.close()))).resolves.toHaveLength(3);
  }
}, 120_000);
