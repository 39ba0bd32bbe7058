import { Gauge, Layers, Percent, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { useI18n } from '../../i18n/i18n';
import { LocalizedLink } from '../locale/localized-link';
import type { GameInfo } from './game-types';
import { featureLabel, formatRtp, kindLabel } from './labels';
import { useFormatMoney } from './use-money';

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex items-center gap-3 rounded-xl bg-surface-2/60 p-3">
      <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-accent/15 text-accent">{icon}</span>
      <dl className="flex min-w-0 flex-col">
        <dt className="text-xs text-muted">{label}</dt>
        <dd className="text-sm font-bold break-words">{children}</dd>
      </dl>
    </div>
  );
}

/** Game info (§3): RTP, volatility, kind, bet range, features and the provider. */
export function GameDetails({ game, currency }: { game: GameInfo; currency: string | null }) {
  const { t, locale } = useI18n();
  const { format } = useFormatMoney();
  return (
    <section
      className="flex flex-col gap-4 rounded-2xl bg-surface p-4 ring-1 ring-border sm:p-5"
      data-testid="game-info"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-bold">{t('games.info')}</h2>
        <LocalizedLink
          to={`/games/provider/${game.provider.identity}`}
          className="text-sm font-semibold text-accent hover:underline"
        >
          {game.provider.name}
        </LocalizedLink>
      </div>
      <div className="grid grid-cols-2 gap-2 lg:grid-cols-4">
        <Fact icon={<Percent aria-hidden className="size-4" />} label={t('games.rtp')}>
          <span dir="ltr">{formatRtp(game.rtp, locale)}</span>
        </Fact>
        <Fact icon={<Gauge aria-hidden className="size-4" />} label={t('games.volatility')}>
          {t(`games.volatility.${game.volatility}`)}
        </Fact>
        <Fact icon={<Layers aria-hidden className="size-4" />} label={t('games.kindLabel')}>
          {kindLabel(t, game.kind)}
        </Fact>
        <Fact icon={<Wallet aria-hidden className="size-4" />} label={t('games.betRange')}>
          {currency ? (
            <span dir="ltr">
              {format(game.minBet, currency)} – {format(game.maxBet, currency)}
            </span>
          ) : (
            '—'
          )}
        </Fact>
      </div>
      {game.features.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={t('games.features')}>
          {game.features.map((feature) => (
            <li key={feature}>
              <LocalizedLink
                to={`/games/feature/${feature}`}
                className="inline-block rounded-full bg-surface-2 px-3 py-1 text-xs font-semibold text-muted hover:text-text"
              >
                {featureLabel(t, feature)}
              </LocalizedLink>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
