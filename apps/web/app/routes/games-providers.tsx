import { useQuery } from '@tanstack/react-query';
import { useLoaderData } from 'react-router';
import { CategoryChips } from '../features/games/category-chips';
import type { GameProvider } from '../features/games/game-types';
import { providersQuery } from '../features/games/games-queries';
import { ProviderCard } from '../features/games/providers-row';
import { useT } from '../i18n/i18n';
import { gameLineRedirect } from '../lib/guards.server';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/games-providers';

export async function loader(args: Route.LoaderArgs) {
  gameLineRedirect(args, 'games');
  const providers = await args.context.api<{ data: GameProvider[] }>('/api/game/providers');
  return { providers: providers.ok ? providers.data.data : undefined };
}

export const meta = (args: Route.MetaArgs) => pageMeta(args, 'page.games.providers');

/** `/games/providers`: every provider with enabled games, with its game count. */
export default function GamesProviders() {
  const t = useT();
  const { providers: initial } = useLoaderData<typeof loader>();
  const providers = useQuery({ ...providersQuery(), initialData: initial });
  return (
    <div className="flex flex-col gap-5">
      <CategoryChips />
      <h1 className="text-2xl font-black tracking-tight sm:text-3xl">{t('page.games.providers')}</h1>
      <div className="grid gap-3 xs:grid-cols-2 sm:grid-cols-3 lg:grid-cols-4" data-testid="providers">
        {(providers.data ?? []).map((provider) => (
          <ProviderCard key={provider.identity} provider={provider} />
        ))}
        {providers.isPending &&
          Array.from({ length: 8 }, (_, i) => (
            <div key={i} aria-hidden className="h-[4.75rem] animate-pulse rounded-xl bg-surface" />
          ))}
      </div>
    </div>
  );
}
