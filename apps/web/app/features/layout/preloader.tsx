import { PRELOADER_DELAY_MS } from '@casino/shared/customer';
import { useT } from '../../i18n/i18n';
import { BrandMark } from '../../ui/brand/logo';

/** sessionStorage key: set on the first page of a browser session. */
export const SPLASH_SEEN_KEY = 'splash-seen';

/**
 * Runs before the body is painted: the first load of a browser session keeps the splash,
 * every later load (a reload, another tab of the session) marks the page so CSS hides it
 * at once. After the first splash has faded the mark is set too, so an error page that
 * mounts a new preloader during client navigation never shows it again.
 */
export const SPLASH_BOOT_SCRIPT = `try{var d=document.documentElement;if(sessionStorage.getItem('${SPLASH_SEEN_KEY}'))d.dataset.splash='off';else{sessionStorage.setItem('${SPLASH_SEEN_KEY}','1');setTimeout(function(){d.dataset.splash='off'},${PRELOADER_DELAY_MS + 300})}}catch(e){}`;

/**
 * Covers the first paint of a session and fades after the §4 delay through CSS alone;
 * held while an auto-login (state query) or social callback (code and state) runs.
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
      <div className="flex flex-col items-center gap-4">
        <span className="relative grid place-items-center">
          <span aria-hidden className="absolute size-24 animate-ping rounded-pill bg-accent/15 motion-reduce:hidden" />
          <BrandMark className="size-16" />
        </span>
        <span className="text-lg font-black tracking-tight uppercase italic">{projectName}</span>
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
