import { Cookie } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useT } from '../../i18n/i18n';
import { cookieIn, secureAttribute } from '../../lib/cookie';
import { useRootData } from '../../lib/root-data';

export const COOKIE_CONSENT_KEY = 'cookie-consent';
type Answer = 'all' | 'essential';

/** Whether the visitor's cookies hold an answer: the server renders the banner only without one. */
export function consentAnswered(cookieHeader: string | null): boolean {
  const stored = cookieIn(cookieHeader, COOKIE_CONSENT_KEY);
  return stored === 'all' || stored === 'essential';
}

function keepAnswer(value: Answer) {
  document.cookie = `${COOKIE_CONSENT_KEY}=${value}; path=/; max-age=${60 * 60 * 24 * 365}; samesite=lax${secureAttribute()}`;
}

/**
 * Asks once; the answer is kept in a cookie, so the server renders pages without the banner,
 * and in localStorage, where answers were kept before the cookie (copied to it on the next
 * visit). Rendered by the server, the banner is part of the first paint instead of appearing
 * after the scripts: on a phone it was the page's largest paint (issue 14's LCP).
 */
export function CookieConsent() {
  const t = useT();
  const answered = useRootData()?.cookieConsentAnswered ?? true;
  const [visible, setVisible] = useState(!answered);

  useEffect(() => {
    if (answered) return;
    try {
      const stored = localStorage.getItem(COOKIE_CONSENT_KEY);
      if (stored === 'all' || stored === 'essential') {
        keepAnswer(stored);
        setVisible(false);
      }
    } catch {
      // Without storage the banner stays until it is answered.
    }
  }, [answered]);

  if (!visible) return null;
  const answer = (value: Answer) => {
    keepAnswer(value);
    try {
      localStorage.setItem(COOKIE_CONSENT_KEY, value);
    } catch {
      // The cookie holds the answer.
    }
    setVisible(false);
  };
  return (
    <section
      role="region"
      aria-label={t('cookie.title')}
      data-testid="cookie-consent"
      className="fixed inset-x-3 bottom-[calc(4.5rem+env(safe-area-inset-bottom))] z-[950] flex flex-col gap-3 rounded-2xl border border-border bg-surface p-4 shadow-modal sm:inset-x-auto sm:end-4 sm:bottom-3 sm:max-w-md"
    >
      <div className="flex items-start gap-3">
        <Cookie aria-hidden className="mt-0.5 size-5 shrink-0 text-gold" />
        <p className="text-sm">{t('cookie.text')}</p>
      </div>
      <div className="flex justify-end gap-2">
        <button
          type="button"
          onClick={() => answer('essential')}
          className="rounded-lg bg-surface-2 px-3 py-2 text-sm font-semibold hover:bg-border focus-visible:outline-2 focus-visible:outline-accent"
        >
          {t('cookie.essential')}
        </button>
        <button
          type="button"
          onClick={() => answer('all')}
          className="rounded-lg bg-accent px-3 py-2 text-sm font-semibold text-accent-contrast hover:bg-accent-strong focus-visible:outline-2 focus-visible:outline-accent"
        >
          {t('cookie.accept')}
        </button>
      </div>
    </section>
  );
}
