import type { OpenPopup, PopupKey } from '@casino/shared/popups';
import { useQuery } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { useT } from '../../i18n/i18n';
import { ChangePasswordView } from '../account/change-password-view';
import { AvatarsView } from '../account/avatars-view';
import { ChangeNicknameView, EmailView, GetCodeView, PhoneView } from '../account/contact-views';
import { CodeVerifyView, ConfirmEmailView } from '../account/confirm-email-views';
import { ConfirmSessionLogoutView } from '../account/confirm-session-logout-view';
import { profileQuery } from '../account/profile-query';
import { ForgotPasswordView, ResetEmailSentView, ResetPasswordView } from '../account/recovery-views';
import { SignInView } from '../account/sign-in-view';
import { SignUpView } from '../account/sign-up-view';
import { CancelInvoiceView } from '../history/cancel-invoice-view';
import { DepositErrorView, DepositStatusView, DepositSuccessView } from '../wallet/deposit-result-views';
import { FiatView } from '../wallet/fiat-view';
import { DemoGameView, DemoUnavailableView, GameGeoRestrictedView, MobileGameView } from '../games/game-popups';
import { GamesFilterView } from '../games/games-filter-view';
import { GlobalSearchView } from '../games/global-search-view';
import { WalletView } from '../wallet/wallet-view';
import {
  AddLimitView,
  ConfirmDeleteLimitView,
  ConfirmLimitUpdateView,
  EditLimitView,
  GameLimitReachedView,
} from '../limits/limit-popups';

export interface PopupViewProps {
  popup: OpenPopup;
  close(): void;
}

/** The body of each popup; a feature registers its view here when it lands. */
export const POPUP_VIEWS: Partial<Record<PopupKey, ComponentType<PopupViewProps>>> = {
  'sign-in': SignInView,
  'sign-up': SignUpView,
  'change-pass': ChangePasswordView,
  'confirm-session-logout': ConfirmSessionLogoutView,
  'forgot-pass': ForgotPasswordView,
  'reset-email-send': ResetEmailSentView,
  'reset-pass': ResetPasswordView,
  'confirm-email': ConfirmEmailView,
  'code-verify': CodeVerifyView,
  avatars: AvatarsView,
  'change-nickname': ChangeNicknameView,
  email: EmailView,
  phone: PhoneView,
  'get-code': GetCodeView,
  wallet: WalletView,
  'wallet-telegram-app': WalletView,
  'deposit-status': DepositStatusView,
  'deposit-success': DepositSuccessView,
  'deposit-error': DepositErrorView,
  fiat: FiatView,
  'cancel-deposit': CancelInvoiceView,
  'demo-game': DemoGameView,
  'demo-unavailable': DemoUnavailableView,
  'game-geo-restricted': GameGeoRestrictedView,
  'mobile-game': MobileGameView,
  'games-filter': GamesFilterView,
  'global-search': GlobalSearchView,
  'add-limit': AddLimitView,
  'edit-limit': EditLimitView,
  'confirm-delete-limit': ConfirmDeleteLimitView,
  'confirm-limit-update': ConfirmLimitUpdateView,
  'game-limit-reached': GameLimitReachedView,
};

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

export function PendingPopupView() {
  const t = useT();
  return <p className="text-muted">{t('popup.notYetAvailable')}</p>;
}
