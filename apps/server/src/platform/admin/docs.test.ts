import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createTestOperator } from '../../test/operators.js';
import { bearer, registerTestPlayer } from '../../test/players.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the OpenAPI documents', () => {
  it('leave every /api/admin route out of the public documentation', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const paths = Object.keys(doc.paths);
    expect(paths).toContain('/api/health');
    expect(paths.filter((p) => p.startsWith('/api/admin'))).toEqual([]);
    expect(JSON.stringify(doc)).not.toContain('/api/admin');
  });

  it('refuse the operator documentation without operator auth, a player token included', async () => {
    const player = await registerTestPlayer(t.app);
    for (const headers of [{}, bearer(player.accessToken)]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/admin/docs/json', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json().error.key).toBe('UNAUTHORIZED');
    }
  });

  it('describe the operator API, and only it, to a signed-in operator of any role', async () => {
    const { headers } = await createTestOperator(t.app, 'support');
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/docs/json', headers });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/admin/session', '/api/admin/payment/invoices', '/api/admin/wallet/adjustments']),
    );
    expect(paths.filter((p) => !p.startsWith('/api/admin'))).toEqual([]);
    expect(paths).not.toContain('/api/admin/docs/json');
  });
});
