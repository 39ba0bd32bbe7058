import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '../../i18n/i18n';
import { messagesFor } from '../../i18n/messages.server';
import type { GameTile } from './game-types';
import { GameTileCard, TileActions } from './game-tile';

const game: GameTile = {
  identity: 'nova-studio-pharaohs-fortune',
  name: "Pharaoh's Fortune",
  provider: { identity: 'nova-studio', name: 'Nova Studio' },
  rtp: 96.5,
  hasDemo: true,
  isNew: true,
  tileImage: '/providers/nova-studio/art/pharaohs-fortune/tile.svg',
  bannerImage: null,
};

async function inPage(node: React.ReactNode, locale = 'en') {
  return renderToStaticMarkup(
    <MemoryRouter>
      <I18nProvider locale={locale} messages={await messagesFor(locale)}>
        {node}
      </I18nProvider>
    </MemoryRouter>,
  );
}

function render(tile: GameTile, options: { locale?: string; onFavorite?: () => void; isFavorite?: boolean } = {}) {
  return inPage(
    <GameTileCard game={tile} isFavorite={options.isFavorite ?? false} onFavorite={options.onFavorite} />,
    options.locale,
  );
}

const actions = (tile: GameTile, locale = 'en') =>
  inPage(<TileActions game={tile} href={`/game/${tile.identity}`} />, locale);

describe('a game tile', () => {
  it('shows the art lazily in a 3:4 frame with name and provider', async () => {
    const html = await render(game);
    expect(html).toContain('aspect-[3/4]');
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('src="/providers/nova-studio/art/pharaohs-fortune/tile.svg"');
    expect(html).toContain('Pharaoh&#x27;s Fortune');
    expect(html).toContain('Nova Studio');
  });

  it("asks for its art after the page's hero when it sits under one, at the default priority elsewhere", async () => {
    const under = await inPage(<GameTileCard game={game} isFavorite={false} eager behindHero />);
    expect(under).toContain('fetchPriority="low"');
    expect(under).toContain('loading="eager"');
    expect(await render(game)).not.toContain('fetchPriority="low"');
  });

  it('offers Play, and Demo only for a game that has one', async () => {
    expect(await actions(game)).toContain('href="/game/nova-studio-pharaohs-fortune?mode=demo"');
    const html = await actions({ ...game, hasDemo: false });
    expect(html).toContain('data-testid="tile-play"');
    expect(html).not.toContain('data-testid="tile-demo"');
  });

  it('comes from the server without Play and Demo, its name first for the keyboard', async () => {
    const html = await render(game);
    expect(html).not.toContain('tile-play');
    expect(html).not.toContain('tile-demo');
    expect(html.indexOf('Pharaoh&#x27;s Fortune</a>')).toBeLessThan(html.indexOf('<img'));
    expect(html).toContain('class="order-last');
  });

  it('badges NEW in the top right corner, clear of the art ribbon top left, in every direction', async () => {
    for (const locale of ['en', 'ar']) {
      const html = await render(game, { locale });
      expect(html).toMatch(
        /class="pointer-events-none absolute right-1\.5 top-1\.5[^"]*"><span data-testid="tile-new"/,
      );
    }
    expect(await render({ ...game, isNew: false })).not.toContain('tile-new');
  });

  it('has a heart for players only, pressed for a favourite', async () => {
    expect(await render(game)).not.toContain('tile-favorite');
    const html = await render(game, { onFavorite: () => undefined, isFavorite: true });
    expect(html).toContain('aria-pressed="true"');
    expect(html).toContain('Remove Pharaoh&#x27;s Fortune from favourites');
  });

  it('speaks the page language and links within its locale', async () => {
    expect(await render(game, { locale: 'de' })).toContain('href="/de/game/nova-studio-pharaohs-fortune"');
    expect(await actions(game, 'de')).toContain('Spielen');
    expect(await actions(game, 'de')).toContain('href="/de/game/nova-studio-pharaohs-fortune?mode=demo"');
  });
});
