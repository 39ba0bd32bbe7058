import { LOCALES } from '@casino/shared/locales';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '../../i18n/i18n';
import { messagesFor } from '../../i18n/messages.server';
import { LanguageSwitcher } from './language-switcher';

const render = async () => {
  const router = createMemoryRouter([{ path: '*', element: <LanguageSwitcher /> }], { initialEntries: ['/de/games'] });
  return renderToString(
    <I18nProvider locale="de" messages={await messagesFor('de')}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
};

describe('the language switcher', () => {
  it('offers every locale, named in its own language with its code', async () => {
    const html = await render();
    expect(html.match(/<option /g)).toHaveLength(LOCALES.length);
    expect(html).toContain('<option value="de" lang="de" selected="">Deutsch (de)</option>');
  });

  it('writes each option as one text, with no separators for the page to parse and hydrate', async () => {
    expect(await render()).not.toMatch(/<option[^>]*>[^<]*<!-- -->/);
  });
});
