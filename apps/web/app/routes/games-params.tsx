import { useLoaderData } from 'react-router';
import { seoMeta } from '../features/content/content-meta';
import {
  tilesOf,
  type GameCollection,
  type GameListing,
  type GameProvider,
  type Paged,
} from '../features/games/game-types';
import { GamesListView } from '../features/games/games-list-page';
import { gamesApiPath, parseGamesParams } from '../features/games/games-params';
import { catalogT, listTitle } from '../features/games/list-title';
import { useT } from '../i18n/i18n';
import { gameLineRedirect } from '../lib/guards.server';
import { notFound } from '../lib/http.server';
import { rootData } from '../lib/meta';
import { messagesOf } from '../lib/root-data';
import type { Route } from './+types/games-params';

/** `/games/{params}` (scheme in features/games/games-params.ts); an address outside it, or an unknown collection or provider, is a 404. */
export async function loader(args: Route.LoaderArgs) {
  gameLineRedirect(args, 'games');
  const { request, context } = args;
  const page = parseGamesParams(args.params['*'] ?? '', new URL(request.url).search);
  if (!page) notFound(request);
  const [collections, first, provider] = await Promise.all([
    context.api<{ data: GameCollection[] }>('/api/game/collections'),
    context.api<Paged<GameListing>>(gamesApiPath(page.filter)),
    page.scope === 'provider'
      ? context.api<GameProvider>(`/api/game/providers/${encodeURIComponent(page.value)}`)
      : Promise.resolve(null),
  ]);
  if (provider?.status === 404) notFound(request);
  const collection = collections.ok ? collections.data.data.find((c) => c.identity === page.value) : undefined;
  if (page.scope === 'collection' && collections.ok && !collection) notFound(request);
  return {
    page,
    collections: collections.ok ? collections.data.data : undefined,
    firstPage: first.ok ? tilesOf(first.data) : undefined,
    names: { collection: collection?.name, provider: provider?.ok ? provider.data.name : undefined },
  };
}

export const meta = (args: Route.MetaArgs) => {
  const root = rootData(args);
  const data = args.loaderData;
  if (!root || !data) return [];
  return seoMeta(args, {
    title: listTitle(catalogT(messagesOf(root), root.locale), data.page, data.names),
    type: 'website',
  });
};

export default function GamesParams() {
  const t = useT();
  const { page, collections, firstPage, names } = useLoaderData<typeof loader>();
  return (
    <GamesListView
      key={`${page.scope}/${page.value}`}
      page={page}
      title={listTitle(t, page, names)}
      initialPage={firstPage}
      initialCollections={collections}
    />
  );
}
