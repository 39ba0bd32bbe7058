import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { MESSAGES_LINK_ID } from './i18n/messages';
import { loadMessages } from './i18n/messages-store';

/**
 * React Router's default entry, once the page's strings are here: they are a file of their own
 * (`i18n/messages-store.ts`), and hydrating without them would render every text anew. If they
 * cannot be fetched the page is hydrated all the same and shows the texts it can.
 */
async function stringsOfThisPage() {
  const href = document.getElementById(MESSAGES_LINK_ID)?.getAttribute('href');
  if (!href) return;
  try {
    await loadMessages(href);
  } catch {
    await loadMessages(href).catch(() => undefined);
  }
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

await stringsOfThisPage();
// The page's first Intl object makes V8 list the locales it has: about 15 ms of a fast
// machine, four times that on a phone. Done in a task of its own, not in hydration's.
await nextTask();
try {
  Intl.NumberFormat.supportedLocalesOf(document.documentElement.lang);
} catch {
  // A tag Intl refuses only loses the head start.
}
await nextTask();
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
