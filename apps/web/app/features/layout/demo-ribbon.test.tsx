import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '../../i18n/i18n';
import { messagesFor } from '../../i18n/messages.server';
import { DemoRibbon } from './demo-ribbon';

const render = async (isDemoMode: boolean, locale = 'en') =>
  renderToStaticMarkup(
    <I18nProvider locale={locale} messages={await messagesFor(locale)}>
      <DemoRibbon isDemoMode={isDemoMode} />
    </I18nProvider>,
  );

describe('DemoRibbon', () => {
  it('is server-rendered with demo mode on, in the page language', async () => {
    expect(await render(true)).toContain('data-testid="demo-ribbon"');
    expect(await render(true)).toContain('Demo — no real money');
    expect(await render(true, 'de')).toContain('Demo — kein echtes Geld');
  });

  it('is absent with demo mode off', async () => {
    expect(await render(false)).toBe('');
  });
});
