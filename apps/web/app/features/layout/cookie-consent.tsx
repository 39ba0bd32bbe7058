import { Cookie } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useT } from '../../i18n/i18n';

export const COOKIE_CONSENT_KEY = 'cookie-consent';

/** Asks once; the answer is kept in localStorage and the banner does not return. */
export function CookieConsent() {
  const t = useT();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    try {
      setVisible(!localStorage.getItem(COOKIE_CONSENT_KEY));
    } catch {
      setVisible(false);
    }
  }, []);

  if (!visible) return null;
  const answer = (value: 'all' | 'essential') => {
    try {
      localStorage.setItem(COOKIE_CONSENT_KEY, value);
    } catch {
      // Without storage the banner simply goes away for this page.
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
