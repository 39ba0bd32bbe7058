import { isPrefixExempt, localeInfo, splitLocalePath } from '@casino/shared/locales';
import { isCrawler } from '@casino/shared/crawler';
import { isPhoneBrowser } from '@casino/shared/phone-browser';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useRouteError,
} from 'react-router';
import type { Route } from './+types/root';
import appStylesheet from './app.css?url';
import { loadLayoutContent } from './features/content/layout-content.server';
import { AlternateLinks } from './features/locale/alternate-links';
import { pageLocale } from './features/locale/page-locale.server';
import { useFirstLoadRedirect } from './features/locale/use-first-load-redirect';
import { useRememberLocale } from './features/locale/use-remember-locale';
import { DemoRibbon } from './features/layout/demo-ribbon';
import { DRAWER_BOOT_SCRIPT } from './features/layout/drawer-state';
import { SPLASH_BOOT_SCRIPT } from './features/layout/preloader';
import { AffiliateTagCapture } from './features/account/affiliate-tag-capture';
import { ValidationLocaleSync } from './features/account/use-validation-messages';
import { SessionSync } from './features/session/session-sync';
import { sessionEndReasonWaiting } from './features/limits/session-ended';
import { PushConnection } from './features/push/push-connection';
import { WebPushSetup } from './features/notifications/web-push-setup';
import { DEFAULT_THEME, themeFromCookie } from './features/theme/theme';
import { I18nProvider } from './i18n/i18n';
import fallbackMessages from './i18n/messages/en/error.json';
import { messageCatalog } from './i18n/messages.server';
import { loadMessages, messagesAt } from './i18n/messages-store';
import { MESSAGES_LINK_ID } from './i18n/messages';
import type { RootData } from './lib/root-data';
import { useRootData } from './lib/root-data';
import { intlWarmUpScript } from './lib/intl-warm-up';
import { useNonce } from './lib/nonce';
import { BotNotFound, ErrorScreen } from './ui/error-screen';
import { BRAND_THEME_COLOR } from './ui/brand/manifest';
import { markDataUrl } from './ui/brand/mark';
import { interFontsFor, scriptFontFor } from './ui/fonts/font-links';
import { errorMeta, type MetaArgs } from './lib/meta';
import { afterPartsHydrate } from './lib/hydrate-apart';
import { allowRouteDiscovery } from './lib/route-discovery';
import { consentAnswered } from './features/layout/cookie-consent';

// Player protection's dialogs are for signed-in players and for the one page after a timed-out
// session: nobody else downloads them (issue 14's JavaScript budget).
const SessionGuard = lazy(() =>
  import('./features/limits/session-guard').then((module) => ({ default: module.SessionGuard })),
);
const SessionEndedNotice = lazy(() =>
  import('./features/limits/session-guard').then((module) => ({ default: module.SessionEndedNotice })),
);

export async function loader({ request, context }: Route.LoaderArgs): Promise<RootData> {
  const url = new URL(request.url);
  const locale = pageLocale(request);
  return {
    locale,
    dir: localeInfo(locale).dir,
    theme: themeFromCookie(request.headers.get('cookie')),
    customer: context.customer,
    session: context.session,
    country: context.country,
    messagesHref: (await messageCatalog(locale)).href,
    origin: url.origin,
    isBot: isCrawler(request.headers.get('user-agent')),
    isPhone: isPhoneBrowser(request.headers.get('user-agent'), request.headers.get('sec-ch-ua-mobile')),
    cookieConsentAnswered: consentAnswered(request.headers.get('cookie')),
    layout: await loadLayoutContent(context, locale),
  };
}

/** A page of another locale renders once its strings are here. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const data = await serverLoader();
  await loadMessages(data.messagesHref);
  return data;
}

/** Root data changes with the locale or after an action (sign-in); plain navigation keeps it. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  // An action, or an explicit revalidation after sign-in, reloads everything.
  if (formMethod && formMethod !== 'GET') return defaultShouldRevalidate;
  if (currentUrl.href === nextUrl.href) return defaultShouldRevalidate;
  const current = splitLocalePath(currentUrl.pathname);
  const next = splitLocalePath(nextUrl.pathname);
  // A prefix-exempt page takes its locale from a cookie, not from the address.
  if (isPrefixExempt(current.path) || isPrefixExempt(next.path)) return true;
  return current.locale !== next.locale;
}

const FAVICON = markDataUrl();

export function Layout({ children }: { children: ReactNode }) {
  const data = useRootData();
  const location = useLocation();
  const locale = data?.locale ?? splitLocalePath(location.pathname).locale;
  const dir = data?.dir ?? localeInfo(locale).dir;
  const nonce = useNonce();
  const scriptFont = scriptFontFor(locale);
  return (
    <html lang={locale} dir={dir} data-theme={data?.theme ?? DEFAULT_THEME} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <script
          nonce={nonce}
          dangerouslySetInnerHTML={{
            __html: DRAWER_BOOT_SCRIPT + SPLASH_BOOT_SCRIPT + intlWarmUpScript(localeInfo(locale).intl),
          }}
        />
        {interFontsFor(locale).map((font) => (
          <link key={font} rel="preload" href={font} as="font" type="font/woff2" crossOrigin="anonymous" />
        ))}
        {/* Hydration waits for the strings (entry.client.tsx): fetched with the page, after what it paints with. */}
        {data && (
          <link
            id={MESSAGES_LINK_ID}
            rel="preload"
            href={data.messagesHref}
            as="fetch"
            crossOrigin="anonymous"
            fetchPriority="low"
          />
        )}
        {/* With a precedence React writes the stylesheets right after the charset and the first
            preloads, ahead of the metadata and the script preloads: first paint waits on them. */}
        <link rel="stylesheet" href={appStylesheet} precedence="default" />
        {scriptFont && <link rel="stylesheet" href={scriptFont} precedence="default" />}
        <meta name="theme-color" content={BRAND_THEME_COLOR} />
        <link rel="icon" href={FAVICON} type="image/svg+xml" />
        <link rel="icon" href="/brand/favicon-32.png" sizes="32x32" type="image/png" />
        <link rel="apple-touch-icon" href="/brand/apple-touch-icon.png" />
        <link rel="manifest" href="/manifest.webmanifest" />
        <Meta />
        {data && <AlternateLinks origin={data.origin} pathname={location.pathname} />}
        <Links />
      </head>
      <body className="min-h-dvh font-sans antialiased">
        <I18nProvider locale={locale} messages={messagesAt(data?.messagesHref) ?? fallbackMessages}>
          <DemoRibbon isDemoMode={data?.customer.isDemoMode ?? false} />
          {children}
        </I18nProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** Only the error screen speaks for itself here; every page below names its own title. */
export const meta = (args: { error?: unknown; matches: MetaArgs['matches'] }) => (args.error ? errorMeta(args) : []);

export default function App() {
  const data = useRootData();
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } }),
  );
  useFirstLoadRedirect();
  useRememberLocale();
  const [endedNoticeWaiting, setEndedNoticeWaiting] = useState(false);
  useEffect(() => setEndedNoticeWaiting(sessionEndReasonWaiting()), []);
  useEffect(() => {
    afterPartsHydrate(() => {
      // Lets end-to-end tests (and scripts) know the page has come alive, every part of it.
      document.documentElement.dataset.hydrated = 'true';
      allowRouteDiscovery();
    });
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <SessionSync isLoggedIn={Boolean(data?.session)} />
      <Suspense fallback={null}>
        {data?.session && <SessionGuard />}
        {endedNoticeWaiting && <SessionEndedNotice />}
      </Suspense>
      <PushConnection />
      <WebPushSetup playerId={data?.session?.playerId ?? null} />
      <AffiliateTagCapture />
      <ValidationLocaleSync />
      <Outlet />
    </QueryClientProvider>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const data = useRootData();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (notFound && data?.isBot) return <BotNotFound />;
  return <ErrorScreen notFound={notFound} />;
}
