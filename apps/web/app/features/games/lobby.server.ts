import type { AppLoadContext } from 'react-router';
import { tilesOf, type GameCollection, type GameListing, type GameTile, type Paged } from './game-types';
import { gamesApiPath } from './games-params';

/** Rows rendered on the server: the rest load in the browser as the player scrolls (§9). */
const SERVER_ROWS = 2;

/**
 * The lobby's first screen, read on the server so the page arrives with its art: the
 * visible collections and the first rows. A catalogue that cannot answer leaves the
 * browser to try again rather than failing the page.
 */
export async function loadLobby(context: AppLoadContext, rowSize: number) {
  const collections = await context.api<{ data: GameCollection[] }>('/api/game/collections');
  const list = collections.ok ? collections.data.data : [];
  const rows = await Promise.all(
    list.slice(0, SERVER_ROWS).map(async (collection) => {
      const page = await context.api<Paged<GameListing>>(gamesApiPath({ collection: collection.identity }, 1, rowSize));
      return [collection.identity, page.ok ? tilesOf(page.data) : undefined] as const;
    }),
  );
  return {
    collections: collections.ok ? list : undefined,
    rows: Object.fromEntries(rows.filter(([, page]) => page !== undefined)) as Record<string, Paged<GameTile>>,
  };
}
