import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '../../i18n/i18n';
import { messagesFor } from '../../i18n/messages.server';
import { ApiError } from '../session/api-client';
import { CodeSignInForm, codeErrorMessage, isLoginCodeRequired } from './code-sign-in';

const apiError = (status: number, key: string) => new ApiError(status, key, 'server text');

describe('signing in with the code sent to the owner of an attacked account', () => {
  it('recognises the login that asks for the e-mailed code, and nothing else', () => {
    expect(isLoginCodeRequired(apiError(403, 'LOGIN_CODE_REQUIRED'))).toBe(true);
    expect(isLoginCodeRequired(apiError(403, 'ACCOUNT_BLOCKED'))).toBe(false);
    expect(isLoginCodeRequired(apiError(401, 'INVALID_CREDENTIALS'))).toBe(false);
    expect(isLoginCodeRequired(new TypeError('Failed to fetch'))).toBe(false);
  });

  it('renders the explanation above a one-time-code field, in the page language', async () => {
    const catalogs: Record<string, Awaited<ReturnType<typeof messagesFor>>> = {
      en: await messagesFor('en'),
      de: await messagesFor('de'),
    };
    const render = (locale: string, method: 'email' | 'phone') => {
      const messages = catalogs[locale]!;
      return renderToStaticMarkup(
        <I18nProvider locale={locale} messages={messages}>
          <CodeSignInForm
            method={method}
            target="player@example.com"
            testId="sign-in-code-form"
            intro={<p>{messages[method === 'email' ? 'auth.attackCodeEmail' : 'auth.attackCodePhone'] as string}</p>}
            onSignedIn={async () => undefined}
            onChallenge={() => undefined}
          />
        </I18nProvider>,
      );
    };
    const html = render('en', 'email');
    expect(html).toContain('data-testid="sign-in-code-form"');
    expect(html).toContain('We noticed many failed sign-ins on this account. We sent a code to your e-mail');
    expect(html).toContain('autoComplete="one-time-code"');
    expect(render('de', 'phone')).toContain('per SMS');
  });

  it('tells a wrong code and too many tries apart', () => {
    const t = (key: string) => key;
    expect(codeErrorMessage(apiError(422, 'CODE_INVALID'), t)).toBe('recovery.codeInvalid');
    expect(codeErrorMessage(apiError(429, 'RATE_LIMITED'), t)).toBe('form.tooManyRequests');
    expect(codeErrorMessage(apiError(500, 'INTERNAL'), t)).toBe('form.genericError');
  });
});
