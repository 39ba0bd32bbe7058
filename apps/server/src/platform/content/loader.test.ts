import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { contentFixture } from './content-fixture.js';
import { loadContent } from './loader.js';
import { readContentSource } from './source.js';
import { watchContent } from './watch.js';

let t: TestApp;
let fixture: ReturnType<typeof contentFixture>;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  fixture = contentFixture();
  for (const table of ['content_records', 'content_versions', 'content_redirects'] as const) {
    await t.database.db.deleteFrom(table).execute();
  }
});
afterEach(() => fixture.cleanup());

const records = (kind: string) =>
  t.database.db
    .selectFrom('content_records')
    .select(['id', 'locale', 'stem', 'extension', 'page_identity', 'title', 'meta'])
    .where('kind', '=', kind)
    .orderBy('id')
    .execute();

describe('loading the content folder', () => {
  it('reads Markdown front matter, YAML and JSON into records', async () => {
    fixture.write({
      'en/bonus/welcome/01.pack-1.md': '---\ntitle: Pack 1\ntype: welcome\npercent: 100\n---\nBody',
      'en/layout/footer.yaml': 'title: Footer\nlicence: Licensed.\n',
      'en/info/contacts.json': '{"title": "Contacts", "email": "help@example.com"}',
    });
    const report = await loadContent(t.database, fixture.dir);
    expect(report.errors).toEqual([]);
    expect(report.loaded.sort()).toEqual(['bonus', 'info', 'layout']);
    expect(await records('bonus')).toEqual([
      {
        id: 'en/bonus/welcome/01.pack-1.md',
        locale: 'en',
        stem: 'welcome/01.pack-1',
        extension: 'md',
        page_identity: 'pack-1',
        title: 'Pack 1',
        meta: { type: 'welcome', percent: 100 },
      },
    ]);
    expect((await records('layout'))[0]).toMatchObject({ page_identity: 'footer', meta: { licence: 'Licensed.' } });
    expect((await records('info'))[0]).toMatchObject({ extension: 'json', meta: { email: 'help@example.com' } });
  });

  it('stores a version prefixed 3.5.0 per kind', async () => {
    fixture.write({ 'en/static/terms.md': 'Terms' });
    await loadContent(t.database, fixture.dir);
    const row = await t.database.db.selectFrom('content_versions').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ kind: 'static', version: expect.stringMatching(/^3\.5\.0--/) });
  });

  it('leaves a kind alone when none of its files changed', async () => {
    fixture.write({ 'en/static/terms.md': 'Terms', 'en/pages/about.md': 'About' });
    await loadContent(t.database, fixture.dir);
    fixture.write({ 'en/pages/about.md': 'About us' });
    const report = await loadContent(t.database, fixture.dir);
    expect(report.loaded).toEqual(['pages']);
    expect(report.unchanged).toEqual(['static']);
  });

  it('does not parse again a kind whose files match its stored version', async () => {
    fixture.write({ 'en/static/terms.md': 'Terms', 'en/pages/about.md': 'About' });
    const first = await readContentSource(fixture.dir);
    const known = new Map([['static', first.kinds.get('static')!.version]]);
    const again = await readContentSource(fixture.dir, known);
    expect(again.unchanged).toEqual(['static']);
    expect([...again.kinds.keys()]).toEqual(['pages']);
  });

  it('keeps the previous records of a kind when one of its files is broken', async () => {
    fixture.write({ 'en/static/terms.md': '---\ntitle: Terms\n---\nText', 'en/static/privacy.md': 'Privacy' });
    await loadContent(t.database, fixture.dir);
    fixture.write({ 'en/static/privacy.md': '---\ntitle: [unclosed\n---\nPrivacy', 'en/static/new.md': 'New' });
    const report = await loadContent(t.database, fixture.dir);
    expect(report.errors).toEqual([expect.stringContaining('en/static/privacy.md')]);
    expect((await records('static')).map((r) => r.page_identity)).toEqual(['privacy', 'terms']);
  });

  it('refuses two files of a locale with one pageIdentity', async () => {
    fixture.write({ 'en/static/terms.md': 'A', 'en/static/01.terms.md': 'B' });
    const report = await loadContent(t.database, fixture.dir);
    expect(report.errors).toEqual([expect.stringMatching(/same pageIdentity/)]);
    expect(await records('static')).toEqual([]);
  });

  it('refuses a pageIdentity that is not a lowercase slug', async () => {
    fixture.write({ 'en/static/terms.md': '---\npageIdentity: "../Terms"\n---\nA' });
    const report = await loadContent(t.database, fixture.dir);
    expect(report.errors).toEqual([expect.stringContaining('must be lowercase words')]);
  });

  it('ignores folders of unknown locales and kinds', async () => {
    fixture.write({ 'xx/static/a.md': 'A', 'en/blog/a.md': 'A', 'en/static/logo.png': 'png' });
    const report = await loadContent(t.database, fixture.dir);
    expect(report.ignored.sort()).toEqual(['en/blog/a.md', 'en/static/logo.png', 'xx/static/a.md']);
    expect(report.loaded).toEqual([]);
  });

  it('removes a kind whose files are all gone', async () => {
    fixture.write({ 'en/static/terms.md': 'Terms', 'en/pages/about.md': 'About' });
    await loadContent(t.database, fixture.dir);
    fixture.remove('en/pages');
    const report = await loadContent(t.database, fixture.dir);
    expect(report.removed).toEqual(['pages']);
    expect(await records('pages')).toEqual([]);
  });

  it('changes nothing when the content folder is missing', async () => {
    fixture.write({ 'en/static/terms.md': 'Terms' });
    await loadContent(t.database, fixture.dir);
    const report = await loadContent(t.database, `${fixture.dir}/nope`);
    expect(report.errors).toEqual([expect.stringContaining('does not exist')]);
    expect(await records('static')).toHaveLength(1);
  });

  it('reloads a changed file while watched (development)', async () => {
    fixture.write({ 'en/static/terms.md': '---\ntitle: Terms\n---\nOld' });
    await loadContent(t.database, fixture.dir);
    const reloaded = new Promise<void>((resolve, reject) => {
      const watcher = watchContent(
        t.database,
        fixture.dir,
        () => {
          watcher.close();
          resolve();
        },
        reject,
        20,
      );
      fixture.write({ 'en/static/terms.md': '---\ntitle: Terms and conditions\n---\nNew' });
    });
    await reloaded;
    expect((await records('static'))[0]?.title).toBe('Terms and conditions');
  });
});
