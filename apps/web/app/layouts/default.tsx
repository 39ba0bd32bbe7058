import { useEffect, useState, type ReactNode } from 'react';
import { isTelegramApp } from '../features/session/telegram';
import { isRouteErrorResponse, Outlet, useLocation, useRouteError } from 'react-router';
import { CookieConsent } from '../features/layout/cookie-consent';
import { Footer } from '../features/layout/footer';
import { Header } from '../features/layout/header';
import { holdsPreloader, Preloader } from '../features/layout/preloader';
import { SideDrawer } from '../features/layout/side-drawer';
import { TabBar } from '../features/layout/tab-bar';
import { PopupHost } from '../features/popups/popup-host';
import { SearchHotkey } from '../features/games/search-hotkey';
import { Toaster } from '../features/toasts/toaster';
import { InvoiceAlerts } from '../features/wallet/invoice-alerts';
import { HydrateApart } from '../lib/hydrate-apart';
import { useRootData, type RootData } from '../lib/root-data';
import { BotNotFound, ErrorScreen } from '../ui/error-screen';
import { errorMeta, type MetaArgs } from '../lib/meta';

function Shell({ data, children }: { data: RootData; children: ReactNode }) {
  const location = useLocation();
  const holdPreloader = holdsPreloader(location.pathname, new URLSearchParams(location.search));
  const [telegram, setTelegram] = useState(false);
  // Known only in the browser: the server renders the web variant.
  useEffect(() => setTelegram(isTelegramApp()), []);
  const viewer = {
    isLoggedIn: data.session !== null,
    isProfileConfirmed: data.session?.isProfileConfirmed ?? false,
    isTelegram: telegram,
  };
  return (
    <>
      <Preloader hold={holdPreloader} projectName={data.customer.projectName} />
      <Header customer={data.customer} session={data.session} />
      <div className="flex">
        <SideDrawer customer={data.customer} theme={data.theme} />
        <div className="flex min-h-[calc(100dvh-3.5rem)] min-w-0 flex-1 flex-col pb-[calc(4rem+env(safe-area-inset-bottom))] sm:min-h-[calc(100dvh-4rem)] sm:pb-0">
          <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-3 py-4 sm:px-6 sm:py-6">
            <HydrateApart>{children}</HydrateApart>
          </main>
          <HydrateApart>
            <Footer customer={data.customer} />
          </HydrateApart>
        </div>
      </div>
      <HydrateApart>
        <TabBar customer={data.customer} />
      </HydrateApart>
      <PopupHost viewer={viewer} />
      {!data.customer.isGamesDisabled && <SearchHotkey />}
      <CookieConsent />
      <Toaster />
      {viewer.isLoggedIn && <InvoiceAlerts />}
    </>
  );
}

/** Only the error screen speaks for itself here; every page below names its own title. */
export const meta = (args: { error?: unknown; matches: MetaArgs['matches'] }) => (args.error ? errorMeta(args) : []);

export default function DefaultLayout() {
  const data = useRootData()!;
  return (
    <Shell data={data}>
      <Outlet />
    </Shell>
  );
}

/** Errors of a page keep the header and drawer around the §2 error screen. */
export function ErrorBoundary() {
  const error = useRouteError();
  const data = useRootData();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (notFound && data?.isBot) return <BotNotFound />;
  if (!data) return <ErrorScreen notFound={notFound} />;
  return (
    <Shell data={data}>
      <ErrorScreen notFound={notFound} />
    </Shell>
  );
}
