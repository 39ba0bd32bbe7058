import { PRELOADER_DELAY_MS } from '@casino/shared/customer';
import { useT } from '../../i18n/i18n';

/**
 * Covers the first paint and fades after the §4 delay through CSS alone; held
 * while an auto-login (state query) or social callback (code and state) runs.
 */
export function Preloader({ hold, projectName }: { hold: boolean; projectName: string }) {
  const t = useT();
  return (
    <div
      className="preloader fixed inset-0 z-[3000] grid place-items-center bg-bg"
      data-hold={hold}
      data-testid="preloader"
      style={{ ['--preloader-delay' as string]: `${PRELOADER_DELAY_MS}ms` }}
      role="status"
      aria-label={t('common.loading')}
    >
      <div className="flex flex-col items-center gap-3">
        <span
          aria-hidden
          className="grid size-14 animate-pulse place-items-center rounded-2xl bg-accent text-3xl text-accent-contrast"
        >
          ♠
        </span>
        <span className="font-bold">{projectName}</span>
      </div>
    </div>
  );
}

/** §4: the preloader stays during auto-login with a state query or a social callback with code and state. */
export function holdsPreloader(pathname: string, search: URLSearchParams): boolean {
  if (pathname.endsWith('/auth/autologin')) return search.has('state');
  if (/\/auth\/social\/[^/]+\/callback$/.test(pathname)) return search.has('code') && search.has('state');
  return false;
}
