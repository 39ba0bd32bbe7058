import { useT } from '../i18n/i18n';
import { LocalizedLink } from '../features/locale/localized-link';
import { useRootData } from '../lib/root-data';

/** §2 error page: title, description and a Homepage button, each overridable by site content. */
export function ErrorScreen({ notFound = true }: { notFound?: boolean }) {
  const t = useT();
  const texts = useRootData()?.layout.errorScreen;
  return (
    <section
      data-testid="error-screen"
      className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-20 text-center"
    >
      <span aria-hidden className="text-6xl font-black text-accent">
        {notFound ? '404' : '!'}
      </span>
      <h1 className="text-2xl font-bold">{texts?.title ?? t('error.title')}</h1>
      <p className="text-muted">{notFound ? (texts?.description ?? t('error.description')) : t('error.unexpected')}</p>
      <LocalizedLink
        to="/"
        reloadDocument
        className="rounded-lg bg-accent px-5 py-2.5 font-semibold text-accent-contrast hover:bg-accent-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
      >
        {texts?.button ?? t('error.homepage')}
      </LocalizedLink>
    </section>
  );
}

/** Crawlers get the 404 status with no error screen (§1, §8). */
export function BotNotFound() {
  return <p>Page not found</p>;
}
