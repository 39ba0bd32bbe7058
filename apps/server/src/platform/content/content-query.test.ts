import type { ContentQueryInput } from '@casino/shared/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { contentFixture } from './content-fixture.js';
import { loadContent } from './loader.js';

let t: TestApp;
const fixture = contentFixture();

beforeAll(async () => {
  fixture.write({
    'en/question-pages/01.deposits.md': '---\ntitle: Deposits\norder: 1\ntopic: money\n---\nHow to **deposit**.',
    'en/question-pages/02.withdrawals.md': '---\ntitle: Withdrawals\norder: 2\ntopic: money\n---\nHow to withdraw.',
    'en/question-pages/03.verification.md': '---\ntitle: Verification\norder: 10\n---\nWhy we verify.',
    'en/question-pages/04.security.md': '---\ntitle: Security\norder: 3\ntopic: account\n---\nKeep it safe.',
    'de/question-pages/01.deposits.md': '---\ntitle: Einzahlungen\norder: 1\ntopic: money\n---\nSo zahlen Sie ein.',
    'pt/question-pages/02.withdrawals.md': '---\ntitle: Levantamentos\norder: 2\n---\nComo levantar.',
    'pt-br/question-pages/01.deposits.md': '---\ntitle: Depósitos\norder: 1\n---\nComo depositar.',
    'de/static/terms.md': '---\ntitle: AGB\npageIdentity: agb\n---\nText.',
    'en/static/terms.md': '---\ntitle: Terms\n---\nText.',
  });
  t = await createTestApp();
  await loadContent(t.database, fixture.dir);
});
afterAll(async () => {
  await t.close();
  fixture.cleanup();
});

const query = async (body: unknown) => {
  const res = await t.app.inject({ method: 'POST', url: '/api/content/query', payload: body as object });
  return { status: res.statusCode, body: res.json() };
};

const titles = async (body: ContentQueryInput) => {
  const { status, body: json } = await query(body);
  expect(status).toBe(200);
  return json.data.map((r: { title: string }) => r.title);
};

const faq = { kind: 'question-pages', locale: 'en' } as const;

describe('content query: shape of conditions', () => {
  it('refuses IN without an array with 400 and the error envelope', async () => {
    const { status, body } = await query({ ...faq, where: [{ field: 'stem', operator: 'IN', value: 'x' }] });
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ key: 'BAD_REQUEST', code: 10400 });
    expect(body.error.fields['where.0.value']).toEqual(['IN requires an array']);
  });

  it('refuses NOT IN without an array with 400', async () => {
    const { status, body } = await query({ ...faq, where: [{ field: 'stem', operator: 'NOT IN', value: 'x' }] });
    expect(status).toBe(400);
    expect(body.error.fields['where.0.value']).toEqual(['NOT IN requires an array']);
  });

  it('refuses BETWEEN with one or three items with 400', async () => {
    for (const value of [['a'], ['a', 'b', 'c'], 'a']) {
      const { status, body } = await query({ ...faq, where: [{ field: 'stem', operator: 'BETWEEN', value }] });
      expect(status).toBe(400);
      expect(body.error.fields['where.0.value']).toEqual(['BETWEEN requires an array of two items']);
    }
  });

  it('refuses a field that is not a record field or meta key, so no SQL can ride in it', async () => {
    const { status, body } = await query({
      ...faq,
      where: [{ field: "meta.x'); drop table content_records; --", operator: '=', value: 'a' }],
    });
    expect(status).toBe(400);
    expect(Object.keys(body.error.fields)).toEqual(['where.0.field']);
  });

  it('refuses an unknown operator, kind or locale with 400', async () => {
    expect((await query({ ...faq, where: [{ field: 'stem', operator: 'LIKE', value: '%' }] })).status).toBe(400);
    expect((await query({ kind: 'blog', locale: 'en' })).status).toBe(400);
    expect((await query({ kind: 'static', locale: 'xx' })).status).toBe(400);
  });

  it('keeps the records intact after a refused query', async () => {
    await query({ ...faq, where: [{ field: 'stem', operator: 'IN', value: "'; delete from content_records; --" }] });
    expect(await titles(faq)).toHaveLength(4);
  });
});

describe('content query: filtering and order', () => {
  it('orders by stem ascending by default', async () => {
    expect(await titles(faq)).toEqual(['Deposits', 'Withdrawals', 'Verification', 'Security']);
  });

  it('filters with =', async () => {
    expect(await titles({ ...faq, where: [{ field: 'pageIdentity', operator: '=', value: 'security' }] })).toEqual([
      'Security',
    ]);
  });

  it('filters with IN and NOT IN', async () => {
    const pages = ['deposits', 'security'];
    expect(await titles({ ...faq, where: [{ field: 'pageIdentity', operator: 'IN', value: pages }] })).toEqual([
      'Deposits',
      'Security',
    ]);
    expect(await titles({ ...faq, where: [{ field: 'pageIdentity', operator: 'NOT IN', value: pages }] })).toEqual([
      'Withdrawals',
      'Verification',
    ]);
  });

  it('compares front-matter numbers as numbers with BETWEEN', async () => {
    expect(await titles({ ...faq, where: [{ field: 'meta.order', operator: 'BETWEEN', value: [2, 10] }] })).toEqual([
      'Withdrawals',
      'Verification',
      'Security',
    ]);
  });

  it('matches records without the field with <> and NOT IN', async () => {
    expect(await titles({ ...faq, where: [{ field: 'meta.topic', operator: '<>', value: 'money' }] })).toEqual([
      'Verification',
      'Security',
    ]);
    expect(await titles({ ...faq, where: [{ field: 'meta.topic', operator: 'NOT IN', value: ['account'] }] })).toEqual([
      'Deposits',
      'Withdrawals',
      'Verification',
    ]);
  });

  it('orders by another field when asked', async () => {
    expect(await titles({ ...faq, orderBy: [{ field: 'meta.order', direction: 'DESC' }] })).toEqual([
      'Verification',
      'Security',
      'Withdrawals',
      'Deposits',
    ]);
  });

  it('returns id, extension, meta, pageIdentity and stem with the rendered body', async () => {
    const { body } = await query({ ...faq, where: [{ field: 'stem', operator: '=', value: '01.deposits' }] });
    expect(body.data[0]).toEqual({
      id: 'en/question-pages/01.deposits.md',
      locale: 'en',
      kind: 'question-pages',
      stem: '01.deposits',
      extension: 'md',
      pageIdentity: 'deposits',
      title: 'Deposits',
      description: null,
      meta: { order: 1, topic: 'money' },
      body: [['p', {}, 'How to ', ['strong', {}, 'deposit'], '.']],
    });
  });

  it('leaves the body out when withBody is false', async () => {
    const { body } = await query({ ...faq, withBody: false });
    expect(body.data.every((r: { body: unknown }) => r.body === null)).toBe(true);
  });

  it('reports the kind version, prefixed 3.5.0', async () => {
    const { body } = await query(faq);
    expect(body.meta.version).toMatch(/^3\.5\.0--[0-9a-f]{16}$/);
  });
});

describe('content query: locale fallback', () => {
  it('uses the locale’s own record and the default locale’s for the rest', async () => {
    const { body } = await query({ ...faq, locale: 'de' });
    expect(body.data.map((r: { title: string; locale: string }) => [r.title, r.locale])).toEqual([
      ['Einzahlungen', 'de'],
      ['Withdrawals', 'en'],
      ['Verification', 'en'],
      ['Security', 'en'],
    ]);
  });

  it('reads the default locale once when it is the locale asked for', async () => {
    const { body } = await query(faq);
    expect(body.meta.locales).toEqual(['en']);
    expect(body.data).toHaveLength(4);
  });

  it('reads a regional locale, then its base language, then the default', async () => {
    const { body } = await query({ ...faq, locale: 'pt-br' });
    expect(body.meta.locales).toEqual(['pt-br', 'pt', 'en']);
    expect(body.data.map((r: { title: string }) => r.title)).toEqual([
      'Depósitos',
      'Levantamentos',
      'Verification',
      'Security',
    ]);
  });

  it('applies conditions to the locale’s record, not to the record it replaces', async () => {
    const terms = (value: string) => ({
      kind: 'static' as const,
      locale: 'de',
      where: [{ field: 'pageIdentity', operator: '=' as const, value }],
    });
    expect(await titles(terms('agb'))).toEqual(['AGB']);
    expect(await titles(terms('terms'))).toEqual([]);
  });

  it('answers an empty list for a kind without content', async () => {
    const { status, body } = await query({ kind: 'alerts', locale: 'de' });
    expect(status).toBe(200);
    expect(body).toEqual({ data: [], meta: { locales: ['de', 'en'], version: null } });
  });
});
