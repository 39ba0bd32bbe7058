import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { I18nProvider, useI18n } from './i18n';
import { compileMessages } from './messages.server';

function Show({ keys, values }: { keys: string[]; values?: Record<string, string | number> }) {
  const { t } = useI18n();
  return <>{keys.map((key) => t(key, values)).join('|')}</>;
}

const render = (messages: Record<string, string>, keys: string[], values?: Record<string, string | number>) =>
  renderToStaticMarkup(
    <I18nProvider locale="en" messages={compileMessages(messages)}>
      <Show keys={keys} values={values} />
    </I18nProvider>,
  );

describe('t', () => {
  it('gives a message without arguments as it is written', () => {
    expect(render({ a: 'Deposit & play' }, ['a'])).toBe('Deposit &amp; play');
  });

  it('fills arguments and plurals in the locale’s number format', () => {
    const messages = { n: '{count, plural, one {# game} other {# games}}', p: 'Hi {name}' };
    expect(render(messages, ['n', 'p'], { count: 1234, name: 'Ann' })).toBe('1,234 games|Hi Ann');
  });

  it('reads quoted syntax the ICU way', () => {
    expect(render({ q: "It's '{'braces'}'" }, ['q'])).toBe('It&#x27;s {braces}');
  });

  it('answers an unknown key with the key', () => {
    expect(render({}, ['missing.key'])).toBe('missing.key');
  });
});
