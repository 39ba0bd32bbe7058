import type { AppLoadContext } from 'react-router';
import { ROW_SIZE } from '../games/game-row';
import { tilesOf, type GameListing, type GameTile, type Paged } from '../games/game-types';
import { gamesApiPath } from '../games/games-params';
import { HOME_COLLECTIONS } from '../games/home-casino';
import { findContent, queryContent } from './content-api.server';
import { slideOf } from './slides';

/**
 * Home's game rows read on the server: the ones a phone or a desktop shows without scrolling and
 * the ones within the lazy-loading margin below them (§9), which a browser would ask for at once.
 * Fetched after hydration, they cost a phone a second render and a relayout of the page.
 */
const SERVER_ROWS = 4;

/** The first game rows, by collection; a catalogue that cannot answer leaves them to the browser. */
async function loadRows(context: AppLoadContext) {
  if (context.customer.isGamesDisabled) return {};
  const rows = await Promise.all(
    HOME_COLLECTIONS.slice(0, SERVER_ROWS).map(async (collection) => {
      const page = await context.api<Paged<GameListing>>(gamesApiPath({ collection }, 1, ROW_SIZE));
      return [collection, page.ok ? tilesOf(page.data) : undefined] as const;
    }),
  );
  return Object.fromEntries(rows.filter(([, page]) => page !== undefined)) as Record<string, Paged<GameTile>>;
}

/** The home slider (ordered by stem) and the home page's title and description. */
export async function loadHome(context: AppLoadContext, locale: string) {
  const [slides, seo, rows] = await Promise.all([
    queryContent(context, { kind: 'slides', locale, withBody: false }),
    findContent(context, 'global-components', locale, 'home'),
    loadRows(context),
  ]);
  return {
    slides: slides.map(slideOf),
    rows,
    readAt: Date.now(),
    seo: seo ? { title: seo.title ?? '', description: seo.description, image: seo.meta.image } : null,
  };
}
