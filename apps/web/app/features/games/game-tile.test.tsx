import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '../../i18n/i18n';
import { messagesFor } from '../../i18n/messages.server';
import type { GameTile } from './game-types';
import { GameTileCard } from './game-tile';

const game: GameTile = {
  identity: 'nova-studio-pharaohs-fortune',
  name: "Pharaoh's Fortune",
  provider: { identity: 'nova-studio', name: 'Nova Studio' },
  kind: 'slot',
  features: ['free-spins'],
  themes: ['egypt'],
  rtp: 96.5,
  volatility: 'high',
  hasDemo: true,
  isNew: true,
  tileImage: '/providers/nova-studio/art/pharaohs-fortune/tile.svg',
  bannerImage: null,
  devices: ['desktop', 'mobile'],
};

function render(tile: GameTile, options: { locale?: string; onFavorite?: () => void; isFavorite?: boolean } = {}) {
  const locale = options.locale ?? 'en';
  return renderToStaticMarkup(
    <MemoryRouter>
      <I18nProvider locale={locale} messages={messagesFor(locale)}>
        <GameTileCard game={tile} isFavorite={options.isFavorite ?? false} onFavorite={options.onFavorite} />
      </I18nProvider>
    </MemoryRouter>,
  );
}

describe('a game tile', () => {
  it('shows the art lazily in a 3:4 frame with name and provider', () => {
    const html = render(game);
    expect(html).toContain('aspect-[3/4]');
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('src="/providers/nova-studio/art/pharaohs-fortune/tile.svg"');
    expect(html).toContain('Pharaoh&#x27;s Fortune');
    expect(html).toContain('Nova Studio');
  });

  it('offers Play, and Demo only for a game that has one', () => {
    expect(render(game)).toContain('href="/game/nova-studio-pharaohs-fortune?mode=demo"');
    const html = render({ ...game, hasDemo: false });
    expect(html).toContain('data-testid="tile-play"');
    expect(html).not.toContain('data-testid="tile-demo"');
  });

  it('badges NEW in the top right corner, clear of the art ribbon top left, in every direction', () => {
    for (const locale of ['en', 'ar']) {
      const html = render(game, { locale });
      expect(html).toMatch(
        /class="pointer-events-none absolute right-1\.5 top-1\.5[^"]*"><span data-testid="tile-new"/,
      );
    }
    expect(render({ ...game, isNew: false })).not.toContain('tile-new');
  });

  it('has a heart for players only, pressed for a favourite', () => {
    expect(render(game)).not.toContain('tile-favorite');
    const html = render(game, { onFavorite: () => undefined, isFavorite: true });
    expect(html).toContain('aria-pressed="true"');
    expect(html).toContain('Remove Pharaoh&#x27;s Fortune from favourites');
  });

  it('speaks the page language and links within its locale', () => {
    const html = render(game, { locale: 'de' });
    expect(html).toContain('Spielen');
    expect(html).toContain('href="/de/game/nova-studio-pharaohs-fortune"');
  });
});
