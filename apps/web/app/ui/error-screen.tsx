import { useT } from '../i18n/i18n';
import { LocalizedLink } from '../features/locale/localized-link';
import { useRootData } from '../lib/root-data';
import { buttonClass } from './button';
import { Illustration } from './illustrations';

/** §2 error page: title, description and a Homepage button, each overridable by site content. */
export function ErrorScreen({ notFound = true }: { notFound?: boolean }) {
  const t = useT();
  const texts = useRootData()?.layout.errorScreen;
  return (
    <section
      data-testid="error-screen"
      className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-20 text-center"
    >
      <Illustration name={notFound ? 'not-found' : 'error'} className="h-36 w-auto" />
      <span aria-hidden className="text-5xl font-black tracking-tight text-accent">
        {notFound ? '404' : '!'}
      </span>
      <h1 className="text-2xl font-bold">{texts?.title ?? t('error.title')}</h1>
      <p className="text-muted">{notFound ? (texts?.description ?? t('error.description')) : t('error.unexpected')}</p>
      <LocalizedLink to="/" reloadDocument className={buttonClass('primary', 'lg')}>
        {texts?.button ?? t('error.homepage')}
      </LocalizedLink>
    </section>
  );
}

/** Crawlers get the 404 status with no error screen (§1, §8). */
export function BotNotFound() {
  return <p>Page not found</p>;
}
