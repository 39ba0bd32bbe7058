import { useQuery } from '@tanstack/react-query';
import { Building2 } from 'lucide-react';
import { useT } from '../../i18n/i18n';
import { LocalizedLink } from '../locale/localized-link';
import type { GameProvider } from './game-types';
import { providersQuery } from './games-queries';
import { RowFrame } from './game-row';

/** A provider as a card: its monogram, name and how many games it has here. */
export function ProviderCard({ provider, compact = false }: { provider: GameProvider; compact?: boolean }) {
  const t = useT();
  const monogram = provider.name
    .split(/\s+/)
    .map((word) => word[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return (
    <LocalizedLink
      to={`/games/provider/${provider.identity}`}
      data-testid="provider-card"
      className={`group flex snap-start items-center gap-3 rounded-xl bg-surface ring-1 ring-border transition-colors hover:bg-surface-2 hover:ring-accent focus-visible:outline-2 focus-visible:outline-accent ${
        compact ? 'p-3' : 'p-4'
      }`}
    >
      <span
        aria-hidden
        className="grid size-11 shrink-0 place-items-center rounded-lg bg-gradient-to-br from-accent/80 to-gold/80 text-sm font-black tracking-tight text-accent-contrast"
      >
        {monogram}
      </span>
      <span className="flex min-w-0 flex-col">
        <span className="truncate font-bold group-hover:text-accent">{provider.name}</span>
        <span className="text-xs text-muted">{t('games.gameCount', { count: provider.gameEnabledCount })}</span>
      </span>
    </LocalizedLink>
  );
}

export function ProvidersRow() {
  const t = useT();
  const providers = useQuery(providersQuery());
  if (!providers.data?.length) return null;
  return (
    <RowFrame
      title={t('games.providers')}
      icon={<Building2 aria-hidden className="size-4" />}
      seeAllTo="/games/providers"
    >
      {providers.data.map((provider) => (
        <div key={provider.identity} className="col-span-2 snap-start">
          <ProviderCard provider={provider} compact />
        </div>
      ))}
    </RowFrame>
  );
}
