import type { OpenPopup, PopupKey } from '@casino/shared/popups';
import { useQuery } from '@tanstack/react-query';
import { LoaderCircle } from 'lucide-react';
import { lazy, type ComponentType } from 'react';
import { useT } from '../../i18n/i18n';
import { profileQuery } from '../account/profile-query';

export interface PopupViewProps {
  popup: OpenPopup;
  close(): void;
}

/**
 * Each view is its own chunk, fetched when its popup opens: no page pays up front for the
 * forms, phone metadata and wallet of popups it may never show (issue 14's JavaScript budget).
 */
function view<K extends string>(load: () => Promise<Record<K, ComponentType<PopupViewProps>>>, name: K) {
  const component = lazy(() => load().then((module) => ({ default: module[name] })));
  return Object.assign(component, { preload: () => void load().catch(() => undefined) });
}

const walletView = view(() => import('../wallet/wallet-view'), 'WalletView');

type PopupView = ComponentType<PopupViewProps> & { preload(): void };

/** The body of each popup; a feature registers its view here when it lands. */
export const POPUP_VIEWS: Partial<Record<PopupKey, PopupView>> = {
  'sign-in': view(() => import('../account/sign-in-view'), 'SignInView'),
  'sign-up': view(() => import('../account/sign-up-view'), 'SignUpView'),
  'change-pass': view(() => import('../account/change-password-view'), 'ChangePasswordView'),
  'confirm-session-logout': view(() => import('../account/confirm-session-logout-view'), 'ConfirmSessionLogoutView'),
  'forgot-pass': view(() => import('../account/recovery-views'), 'ForgotPasswordView'),
  'reset-email-send': view(() => import('../account/recovery-views'), 'ResetEmailSentView'),
  'reset-pass': view(() => import('../account/recovery-views'), 'ResetPasswordView'),
  'confirm-email': view(() => import('../account/confirm-email-views'), 'ConfirmEmailView'),
  'code-verify': view(() => import('../account/confirm-email-views'), 'CodeVerifyView'),
  avatars: view(() => import('../account/avatars-view'), 'AvatarsView'),
  'change-nickname': view(() => import('../account/contact-views'), 'ChangeNicknameView'),
  email: view(() => import('../account/contact-views'), 'EmailView'),
  phone: view(() => import('../account/contact-views'), 'PhoneView'),
  'get-code': view(() => import('../account/contact-views'), 'GetCodeView'),
  wallet: walletView,
  'wallet-telegram-app': walletView,
  'deposit-status': view(() => import('../wallet/deposit-result-views'), 'DepositStatusView'),
  'deposit-success': view(() => import('../wallet/deposit-result-views'), 'DepositSuccessView'),
  'deposit-error': view(() => import('../wallet/deposit-result-views'), 'DepositErrorView'),
  fiat: view(() => import('../wallet/fiat-view'), 'FiatView'),
  'cancel-deposit': view(() => import('../history/cancel-invoice-view'), 'CancelInvoiceView'),
  'demo-game': view(() => import('../games/game-popups'), 'DemoGameView'),
  'demo-unavailable': view(() => import('../games/game-popups'), 'DemoUnavailableView'),
  'game-geo-restricted': view(() => import('../games/game-popups'), 'GameGeoRestrictedView'),
  'mobile-game': view(() => import('../games/game-popups'), 'MobileGameView'),
  'games-filter': view(() => import('../games/games-filter-view'), 'GamesFilterView'),
  'global-search': view(() => import('../games/global-search-view'), 'GlobalSearchView'),
  'add-limit': view(() => import('../limits/limit-popups'), 'AddLimitView'),
  'edit-limit': view(() => import('../limits/limit-popups'), 'EditLimitView'),
  'confirm-delete-limit': view(() => import('../limits/limit-popups'), 'ConfirmDeleteLimitView'),
  'confirm-limit-update': view(() => import('../limits/limit-popups'), 'ConfirmLimitUpdateView'),
  'game-limit-reached': view(() => import('../limits/limit-popups'), 'GameLimitReachedView'),
};

/** The popups most visits open: fetched at the visitor's first interaction, so they open at once. */
export const LIKELY_POPUPS: readonly PopupKey[] = ['sign-in', 'sign-up', 'wallet'];

/** Popups that fill the screen and draw their own bar (the game on a phone). */
export const FULLSCREEN_POPUPS: ReadonlySet<PopupKey> = new Set(['mobile-game']);

function popupTitleKey(popup: OpenPopup): string {
  if ((popup.key === 'wallet' || popup.key === 'wallet-telegram-app') && popup.walletType) {
    return `popup.wallet.${popup.walletType}`;
  }
  return `popup.${popup.key}`;
}

/** The title of an open popup: change-pass offers to set a password to a player who has none. */
export function usePopupTitleKey(popup: OpenPopup | null): string | null {
  const profile = useQuery({ ...profileQuery, enabled: popup?.key === 'change-pass' });
  if (!popup) return null;
  if (popup.key === 'change-pass' && profile.data?.hasPassword === false) return 'profile.setPassword';
  return popupTitleKey(popup);
}

/** Shown for the moment a popup's chunk is on its way. */
export function LoadingPopupView() {
  return (
    <div role="status" aria-busy="true" className="flex min-h-32 items-center justify-center">
      <LoaderCircle aria-hidden className="size-6 animate-spin text-muted" />
    </div>
  );
}

export function PendingPopupView() {
  const t = useT();
  return <p className="text-muted">{t('popup.notYetAvailable')}</p>;
}
