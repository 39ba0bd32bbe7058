import { index, layout, route, type RouteConfig, type RouteConfigEntry } from '@react-router/dev/routes';

/**
 * The route table of SPEC §2. Every page exists twice: as itself for the default
 * locale and under `:locale` with the id prefixed `locale-` (route names such as
 * games-id and locale-games-id). The questions pages are exempt from the prefix.
 */
function pages(prefix: '' | 'locale-'): RouteConfigEntry[] {
  const id = (name: string) => ({ id: `${prefix}${name}` });
  return [
    index('routes/home.tsx', id('index')),
    route('wallet', 'routes/wallet.tsx', id('wallet'), [
      index('routes/wallet-index.tsx', id('wallet-index')),
      route('balance', 'routes/wallet-balance.tsx', id('wallet-balance')),
      route('history', 'routes/wallet-history.tsx', id('wallet-history')),
    ]),
    route('bonuses', 'routes/bonuses.tsx', id('bonuses')),
    route('contact', 'routes/contact.tsx', id('contact')),
    route('profile', 'routes/profile.tsx', id('profile'), [
      index('routes/profile-index.tsx', id('profile-index')),
      route('info', 'routes/profile-info.tsx', id('profile-info')),
      route('limits', 'routes/profile-limits.tsx', id('profile-limits')),
      route('personal', 'routes/profile-personal.tsx', id('profile-personal')),
      route('sessions', 'routes/profile-sessions.tsx', id('profile-sessions')),
      route('settings', 'routes/profile-settings.tsx', id('profile-settings'), [
        index('routes/profile-settings-index.tsx', id('profile-settings-index')),
        route('account', 'routes/profile-settings-account.tsx', id('profile-settings-account')),
        route('notifications', 'routes/profile-settings-notifications.tsx', id('profile-settings-notifications')),
      ]),
    ]),
    route('support', 'routes/support.tsx', id('support')),
    route('referral', 'routes/referral.tsx', id('referral')),
    route('promotions', 'routes/promotions.tsx', id('promotions')),
    route('games', 'routes/games.tsx', id('games')),
    route('games/providers', 'routes/games-providers.tsx', id('games-providers')),
    route('games/*', 'routes/games-params.tsx', id('games-params')),
    route('game/:id', 'routes/game.tsx', id('games-id')),
    route('favorites', 'routes/favorites.tsx', id('favorites')),
    route('provably-fair', 'routes/provably-fair.tsx', id('provably-fair')),
    route('recently-played', 'routes/recently-played.tsx', id('recently-played')),
    route('bonus/:pageIdentity', 'routes/bonus-page.tsx', id('bonus-pageIdentity')),
    route('bonus/welcome/:pageIdentity', 'routes/bonus-welcome-page.tsx', id('bonus-welcome-pageIdentity')),
    route('static/:pageIdentity', 'routes/static-page.tsx', id('static-pageIdentity')),
    route('welcome-package', 'routes/welcome-package.tsx', id('welcome-package')),
    route('sport/*', 'routes/sport.tsx', id('sport')),
    route('auth/autologin', 'routes/auth-autologin.tsx', id('auth-autologin')),
    route('auth/undo-change', 'routes/auth-undo-change.tsx', id('auth-undo-change')),
    route('auth/social/:connection/callback', 'routes/auth-social-callback.tsx', id('auth-social-callback')),
    route('*', prefix ? 'routes/locale-slug.tsx' : 'routes/slug.tsx', id('slug')),
  ];
}

export default [
  route('sitemap.xml', 'routes/sitemap.ts', { id: 'sitemap' }),
  route('manifest.webmanifest', 'routes/manifest.ts', { id: 'manifest' }),
  route('i18n/:catalog', 'routes/messages-catalog.ts', { id: 'messages-catalog' }),
  layout('layouts/empty.tsx', { id: 'empty-layout' }, [route('redirect', 'routes/redirect.tsx', { id: 'redirect' })]),
  layout('layouts/default.tsx', { id: 'default-layout' }, [
    route('questions', 'routes/questions.tsx', { id: 'questions' }),
    route('questions/:pageIdentity', 'routes/question-page.tsx', { id: 'questions-pageIdentity' }),
    route('confirm-code', 'routes/confirm-code.tsx', { id: 'confirm-code' }),
    route('password-reset-code', 'routes/password-reset-code.tsx', { id: 'password-reset-code' }),
    // The component catalogue: development only (a 404 in production).
    route('ui', 'routes/ui-catalogue.tsx', { id: 'ui-catalogue' }),
    ...pages(''),
    route(':locale', 'routes/locale.tsx', { id: 'locale' }, pages('locale-')),
  ]),
] satisfies RouteConfig;
