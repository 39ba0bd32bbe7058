import type { ContentRecord } from '@casino/shared/content';
import { describe, expect, it } from 'vitest';
import { layoutContent } from './layout-content';

const record = (overrides: Partial<ContentRecord>): ContentRecord => ({
  id: 'x',
  locale: 'de',
  kind: 'layout',
  stem: 'x',
  extension: 'yaml',
  pageIdentity: 'x',
  title: null,
  description: null,
  meta: {},
  body: null,
  ...overrides,
});

const errorScreen = (locale: string) =>
  record({
    kind: 'global-components',
    pageIdentity: 'error-screen',
    locale,
    title: 'Etwas ist schiefgelaufen',
    meta: { button: 'Startseite' },
  });

describe('layoutContent', () => {
  it('takes header links, footer groups and the licence text from the layout records', () => {
    const layout = layoutContent(
      [
        record({ pageIdentity: 'header', meta: { links: [{ label: 'Casino', to: '/games', line: 'games' }] } }),
        record({
          pageIdentity: 'footer',
          meta: { groups: [{ title: 'Hilfe', links: [{ label: 'FAQ', to: '/questions' }] }] },
          body: [['p', {}, 'Lizenz']],
        }),
      ],
      null,
      'de',
    );
    expect(layout).toEqual({
      headerLinks: [{ label: 'Casino', to: '/games', line: 'games' }],
      footerGroups: [{ title: 'Hilfe', links: [{ label: 'FAQ', to: '/questions' }] }],
      licence: [['p', {}, 'Lizenz']],
      errorScreen: null,
    });
  });

  it('leaves out links that do not fit the shape', () => {
    const header = record({ pageIdentity: 'header', meta: { links: [{ label: 'A' }, 'B', { label: 'C', to: '/c' }] } });
    expect(layoutContent([header], null, 'de').headerLinks).toEqual([{ label: 'C', to: '/c' }]);
  });

  it('overrides the error-screen texts with the locale’s own content', () => {
    expect(layoutContent([], errorScreen('de'), 'de').errorScreen).toEqual({
      title: 'Etwas ist schiefgelaufen',
      button: 'Startseite',
    });
  });

  it('keeps the translated UI strings when the error-screen content is only the default locale’s', () => {
    expect(layoutContent([], errorScreen('en'), 'fr').errorScreen).toBeNull();
    expect(layoutContent([], errorScreen('en'), 'en').errorScreen).not.toBeNull();
  });
});
