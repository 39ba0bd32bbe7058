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

await stringsOfThisPage();
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
