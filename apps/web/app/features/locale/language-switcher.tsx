import { LOCALES } from '@casino/shared/locales';
import { Globe } from 'lucide-react';
import { useId } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useI18n } from '../../i18n/i18n';
import { LANGUAGE_NAMES } from './language-names';
import { USER_LANGUAGE_KEY, rememberPageLocale, switchLocalePath } from './locale-paths';

/** Changing language keeps the page and stores the choice as the user-language (§2). */
export function LanguageSwitcher() {
  const { locale, t } = useI18n();
  const location = useLocation();
  const navigate = useNavigate();
  const id = useId();
  return (
    <div className="flex items-center gap-2 rounded-lg bg-surface-2 px-3 py-1.5">
      <Globe aria-hidden className="size-4 shrink-0 text-muted" />
      <label htmlFor={id} className="sr-only">
        {t('language.label')}
      </label>
      <select
        id={id}
        data-testid="language-switcher"
        value={locale}
        onChange={(event) => {
          const next = event.target.value;
          try {
            localStorage.setItem(USER_LANGUAGE_KEY, next);
          } catch {
            // Without storage the choice still applies through the address.
          }
          // An exempt page keeps its address: the cookie carries the new locale to the server.
          rememberPageLocale(next);
          void navigate(`${switchLocalePath(location.pathname, next)}${location.search}${location.hash}`);
        }}
        className="w-full min-w-0 bg-transparent text-sm focus-visible:outline-2 focus-visible:outline-accent"
      >
        {LOCALES.map((l) => (
          // One string, not three: React would part the texts with comments, eight nodes an option.
          <option key={l.code} value={l.code} lang={l.code}>
            {`${LANGUAGE_NAMES[l.code] ?? l.code} (${l.code})`}
          </option>
        ))}
      </select>
    </div>
  );
}
