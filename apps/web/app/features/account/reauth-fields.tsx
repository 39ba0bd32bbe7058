import type { FieldRules } from '@casino/shared/validation';
import { useState } from 'react';
import type { FieldValues, Path, UseFormRegisterReturn, UseFormSetError } from 'react-hook-form';
import { useT } from '../../i18n/i18n';
import { buttonSecondary, FormError, PasswordField } from '../../ui/form';
import { ApiError, api } from '../session/api-client';
import { CodeField } from './code-field';

/** What a change of e-mail, phone or password sends to prove the player is at the keyboard. */
export interface ReauthValues {
  currentPassword: string;
  reauthCode: string;
}

export const REAUTH_DEFAULTS: ReauthValues = { currentPassword: '', reauthCode: '' };

/** The current password when the player has one, else the code sent to their own address. */
export function reauthRules(hasPassword: boolean): FieldRules {
  return hasPassword
    ? { currentPassword: [{ rule: 'required' }] }
    : { reauthCode: [{ rule: 'required' }, { rule: 'digits', param: 6 }] };
}

/** The body fields for the change request: only the proof the player gave. */
export function reauthBody(hasPassword: boolean, values: ReauthValues) {
  return hasPassword ? { currentPassword: values.currentPassword } : { reauthCode: values.reauthCode };
}

/**
 * Shows a refused proof in the page's language, on its field or (when none was sent)
 * above the form; false when the error is about something else.
 */
export function showReauthError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  setFormError: (message: string | null) => void,
  t: (key: string) => string,
): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.key === 'REAUTHENTICATION_REQUIRED') {
    setFormError(t('reauth.required'));
  } else if (error.key === 'CURRENT_PASSWORD_WRONG') {
    setError('currentPassword' as Path<T>, { type: 'server', message: t('reauth.passwordWrong') });
  } else if (error.key === 'CODE_INVALID' && 'reauthCode' in error.fields) {
    setError('reauthCode' as Path<T>, { type: 'server', message: t('recovery.codeInvalid') });
  } else {
    return false;
  }
  return true;
}

interface Props {
  hasPassword: boolean;
  password: UseFormRegisterReturn;
  code: UseFormRegisterReturn;
  errors: { currentPassword?: { message?: string | undefined }; reauthCode?: { message?: string | undefined } };
}

/**
 * Asks for the current password, or (for a player who signed up through a provider and
 * has none) sends a code to their own e-mail or phone and asks for it: a stolen session
 * alone must not be enough to move the account elsewhere.
 */
export function ReauthFields({ hasPassword, password, code, errors }: Props) {
  const t = useT();
  const [sent, setSent] = useState<'email' | 'phone' | null>(null);
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);

  if (hasPassword) {
    return (
      <PasswordField
        label={t('profile.currentPassword')}
        autoComplete="current-password"
        hint={t('reauth.passwordHint')}
        error={errors.currentPassword?.message}
        {...password}
      />
    );
  }

  const send = async () => {
    setSending(true);
    setSendError(null);
    try {
      const { channel } = await api<{ channel: 'email' | 'phone' }>('/api/player/reauth/send', { method: 'POST' });
      setSent(channel);
    } catch (error) {
      setSendError(
        error instanceof ApiError && error.status === 429 ? t('form.tooManyRequests') : t('form.genericError'),
      );
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="flex flex-col gap-2" data-testid="reauth-code">
      <p className="text-sm text-muted">{sent ? t('reauth.codeSent', { channel: sent }) : t('reauth.codeText')}</p>
      <FormError message={sendError} />
      <button type="button" onClick={() => void send()} disabled={sending} className={buttonSecondary}>
        {t(sent ? 'reauth.sendAgain' : 'reauth.sendCode')}
      </button>
      <CodeField label={t('reauth.code')} error={errors.reauthCode?.message} {...code} />
    </div>
  );
}
