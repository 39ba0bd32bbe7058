import type { CustomerConfig } from '@casino/shared/customer';
import type { WebSession } from '@casino/shared/web-context';
import { useRouteLoaderData } from 'react-router';
import type { LayoutContent } from '../features/content/layout-content';
import type { Theme } from '../features/theme/theme';
import { messagesAt } from '../i18n/messages-store';
import type { Messages } from '../i18n/messages';

export interface RootData {
  locale: string;
  dir: 'ltr' | 'rtl';
  theme: Theme;
  customer: CustomerConfig;
  session: WebSession | null;
  /** The visitor's country from the CDN header (§9), for defaults such as the phone prefix. */
  country: string | null;
  /** Where the locale's UI strings are (`i18n/messages-store.ts`); read them with `messagesOf`. */
  messagesHref: string;
  origin: string;
  isBot: boolean;
  /** The request came from a phone's browser (`@casino/shared/phone-browser`): a guess, for what the server renders. */
  isPhone: boolean;
  /** The visitor has answered the cookie banner (its cookie), so the page is rendered without it. */
  cookieConsentAnswered: boolean;
  /** Header and footer links, licence text and error-screen texts from content. */
  layout: LayoutContent;
}

/** The root loader's data; undefined only when the root loader itself failed. */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData('root') as RootData | undefined;
}

/** The signed-in player's id, null for a guest. */
export function usePlayerId(): string | null {
  return useRootData()?.session?.playerId ?? null;
}

/** The page's UI strings, empty when the root loader failed. */
export function messagesOf(data: RootData | undefined): Readonly<Messages> {
  return messagesAt(data?.messagesHref) ?? {};
}
