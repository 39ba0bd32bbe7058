import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '../i18n/i18n';
import { messagesFor } from '../i18n/messages.server';
import UiCatalogue, { loader } from './ui-catalogue';

const SECTIONS = [
  'Colour tokens',
  'Elevation',
  'Type scale',
  'Brand',
  'Buttons',
  'Form',
  'Choices',
  'Marks',
  'Illustrations and empty state',
  'Toast',
  'Skeleton',
];

/** The catalogue page as development serves it, its loader's data already in the router. */
async function renderCatalogue() {
  const router = createMemoryRouter([{ id: 'ui', path: '/ui', loader, Component: UiCatalogue }], {
    initialEntries: ['/ui'],
    hydrationData: { loaderData: { ui: await loader() } },
  });
  return renderToStaticMarkup(
    <I18nProvider locale="en" messages={await messagesFor('en')}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
}

const count = (html: string, text: string) => html.split(text).length - 1;

describe('the /ui component catalogue in development', () => {
  it('shows every section of components three times: dark, light and Arabic', async () => {
    const html = await renderCatalogue();
    for (const section of SECTIONS) expect(count(html, `>${section}</h3>`)).toBe(3);
  });

  it('shows the components in the dark theme, the light theme and right-to-left Arabic', async () => {
    const html = await renderCatalogue();
    expect(html).toContain('<div data-theme="dark" class=');
    expect(html).toContain('<div data-theme="light" class=');
    expect(html).toContain('<div data-theme="dark" dir="rtl" lang="ar"');
  });

  it('writes the Arabic catalogue in Arabic', async () => {
    const html = await renderCatalogue();
    expect(html).toContain(`>${(await messagesFor('ar'))['nav.casino']}</p>`);
    expect(html).toContain(`>${(await messagesFor('en'))['nav.casino']}</p>`);
  });
});
