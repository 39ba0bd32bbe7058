import { splitLocalePath } from '@casino/shared/locales';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useT } from '../../i18n/i18n';
import { buttonSecondary, SelectField } from '../../ui/form';
import { SegmentedControl } from '../../ui/segmented-control';
import { useLocalizePath } from '../locale/use-locale';
import { GAME_KINDS, GAME_SORTS, type GameKind, type GameSort } from './game-types';
import { ctaButton } from './games-empty';
import { gamesPagePath, parseGamesParams, type GamesFilter, type GamesListPage } from './games-params';
import { featuresQuery, providersQuery } from './games-queries';
import { featureLabel, kindLabel } from './labels';

const chip =
  'rounded-full px-3 py-1.5 text-sm font-semibold ring-1 ring-border transition-colors aria-pressed:bg-accent aria-pressed:text-accent-contrast aria-pressed:ring-accent hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-accent';

/** Where the filter applies: the list page it was opened on, or a new list from the lobby. */
export function filterTarget(current: GamesListPage | null, filter: GamesFilter): string {
  if (current) return gamesPagePath(current.scope, current.value, filter);
  if (filter.provider) return gamesPagePath('provider', filter.provider, filter);
  if (filter.kind) return gamesPagePath('kind', filter.kind, filter);
  if (filter.feature) return gamesPagePath('feature', filter.feature, filter);
  return gamesPagePath('collection', 'popular', filter);
}

/** games-filter (§2): provider, feature, kind and sort of a games list; a bottom sheet on phones. */
export function GamesFilterView({ close }: { close(): void }) {
  const t = useT();
  const location = useLocation();
  const navigate = useNavigate();
  const localize = useLocalizePath();
  const { path } = splitLocalePath(location.pathname);
  const current = path.startsWith('/games/') ? parseGamesParams(path.slice('/games/'.length), location.search) : null;
  const [filter, setFilter] = useState<GamesFilter>(current?.filter ?? {});
  const providers = useQuery(providersQuery());
  const features = useQuery(featuresQuery());
  const fixed = current?.scope;
  const toggle = <K extends 'feature' | 'kind'>(key: K, value: GamesFilter[K]) =>
    setFilter((f) => ({ ...f, [key]: f[key] === value ? undefined : value }));

  const apply = () => void navigate(localize(filterTarget(current, filter)), { replace: true });
  return (
    <form
      data-testid="games-filter"
      className="flex flex-col gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        apply();
      }}
    >
      {fixed !== 'provider' && (
        <SelectField
          label={t('games.filterProvider')}
          name="provider"
          value={filter.provider ?? ''}
          onChange={(event) => setFilter((f) => ({ ...f, provider: event.target.value || undefined }))}
        >
          <option value="">{t('games.allProviders')}</option>
          {providers.data?.map((provider) => (
            <option key={provider.identity} value={provider.identity}>
              {provider.name}
            </option>
          ))}
        </SelectField>
      )}
      {fixed !== 'kind' && (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-medium">{t('games.kindLabel')}</legend>
          <div className="flex flex-wrap gap-2">
            {GAME_KINDS.map((kind: GameKind) => (
              <button
                key={kind}
                type="button"
                aria-pressed={filter.kind === kind}
                onClick={() => toggle('kind', kind)}
                className={chip}
              >
                {kindLabel(t, kind)}
              </button>
            ))}
          </div>
        </fieldset>
      )}
      {fixed !== 'feature' && (features.data?.length ?? 0) > 0 && (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-medium">{t('games.features')}</legend>
          <div className="flex flex-wrap gap-2">
            {features.data!.map((feature) => (
              <button
                key={feature.identity}
                type="button"
                aria-pressed={filter.feature === feature.identity}
                onClick={() => toggle('feature', feature.identity)}
                className={chip}
              >
                {featureLabel(t, feature.identity)}
                <span className="ms-1.5 text-xs opacity-70">{feature.gameCount}</span>
              </button>
            ))}
          </div>
        </fieldset>
      )}
      <div className="flex flex-col gap-2">
        <span className="text-sm font-medium">{t('games.sortBy')}</span>
        <SegmentedControl<GameSort>
          label={t('games.sortBy')}
          value={filter.sort ?? 'popular'}
          onChange={(sort) => setFilter((f) => ({ ...f, sort }))}
          options={GAME_SORTS.map((sort) => ({ value: sort, label: t(`games.sort.${sort}`) }))}
        />
      </div>
      <div className="flex flex-col gap-2 xs:flex-row-reverse">
        <button type="submit" className={ctaButton} data-testid="apply-games-filter">
          {t('games.applyFilters')}
        </button>
        <button
          type="button"
          className={buttonSecondary}
          onClick={() => {
            setFilter({});
            if (current) void navigate(localize(gamesPagePath(current.scope, current.value)), { replace: true });
            else close();
          }}
        >
          {t('history.filter.reset')}
        </button>
      </div>
    </form>
  );
}
