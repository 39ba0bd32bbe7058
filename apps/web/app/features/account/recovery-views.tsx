import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useT } from '../../i18n/i18n';
import { buttonSecondary, FormError, PasswordField, SubmitButton, TextField } from '../../ui/form';
import type { PopupViewProps } from '../popups/popup-views';
import { usePopup } from '../popups/use-popup';
import { ApiError, api } from '../session/api-client';
import { notify } from '../toasts/toast-queue';
import { applyServerErrors } from './apply-server-errors';
import { CODE_RULES, CodeField } from './code-field';
import { rulesResolver } from './rules-resolver';

function requestErrorKey(error: unknown) {
  return error instanceof ApiError && error.status === 429 ? 'form.tooManyRequests' : 'form.genericError';
}

/** forgot-pass: asks for the e-mail; the answer never says whether it has an account. */
export function ForgotPasswordView(_props: PopupViewProps) {
  const t = useT();
  const { open } = usePopup();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<{ email: string }>({
    defaultValues: { email: '' },
    resolver: rulesResolver({ email: [{ rule: 'required' }, { rule: 'email' }] }),
  });
  const submit = form.handleSubmit(async ({ email }) => {
    setFormError(null);
    try {
      await api('/api/player/passwords/reset', { method: 'POST', body: { email } });
      sessionStorage.setItem('reset-email', email);
      open('reset-email-send');
    } catch (error) {
      setFormError(t(requestErrorKey(error)));
    }
  });
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" data-testid="forgot-password-form">
      <p className="text-sm text-muted">{t('recovery.forgotText')}</p>
      <FormError message={formError} />
      <TextField
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        error={form.formState.errors.email?.message}
        {...form.register('email')}
      />
      <SubmitButton pending={form.formState.isSubmitting}>{t('recovery.send')}</SubmitButton>
    </form>
  );
}

/** reset-email-send: the message that the link is on its way. */
export function ResetEmailSentView({ close }: PopupViewProps) {
  const t = useT();
  const { open } = usePopup();
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted">{t('recovery.sentText')}</p>
      <div className="grid grid-cols-2 gap-2">
        <button type="button" onClick={close} className={buttonSecondary}>
          {t('common.close')}
        </button>
        <button type="button" onClick={() => open('reset-pass')} className={buttonSecondary}>
          {t('recovery.haveCode')}
        </button>
      </div>
    </div>
  );
}

interface ResetValues {
  email: string;
  code: string;
  password: string;
  password_confirmation: string;
}

/** reset-pass: from the e-mailed link (`?reset-pass={token}`) or with the e-mail and the code. */
export function ResetPasswordView({ popup }: PopupViewProps) {
  const t = useT();
  const { open } = usePopup();
  const token = popup.value.length >= 10 ? popup.value : null;
  const [formError, setFormError] = useState<string | null>(null);
  const password = [{ rule: 'required' as const }, { rule: 'min' as const, param: 8 }];
  const form = useForm<ResetValues>({
    defaultValues: {
      email: typeof sessionStorage === 'undefined' ? '' : (sessionStorage.getItem('reset-email') ?? ''),
      code: '',
      password: '',
      password_confirmation: '',
    },
    resolver: rulesResolver<ResetValues>({
      ...(token
        ? {}
        : {
            email: [{ rule: 'required' }, { rule: 'email' }],
            ...CODE_RULES,
          }),
      password,
      password_confirmation: [{ rule: 'required' }, { rule: 'confirmed', param: 'password' }],
    }),
  });
  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    const proof = token ? { token } : { email: values.email, code: values.code };
    try {
      await api('/api/player/passwords/confirm', {
        method: 'POST',
        body: { ...proof, password: values.password, password_confirmation: values.password_confirmation },
      });
      sessionStorage.removeItem('reset-email');
      notify({ kind: 'success', title: t('recovery.done') });
      open('sign-in');
    } catch (error) {
      setFormError(
        error instanceof ApiError && error.key === 'CODE_INVALID'
          ? t('recovery.codeInvalid')
          : applyServerErrors(error, form.setError, t('form.genericError')),
      );
    }
  });
  const errors = form.formState.errors;
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" data-testid="reset-password-form">
      <p className="text-sm text-muted">{t('recovery.newPasswordText')}</p>
      <FormError message={formError} />
      {!token && (
        <>
          <TextField
            label={t('auth.email')}
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...form.register('email')}
          />
          <CodeField label={t('recovery.code')} error={errors.code?.message} {...form.register('code')} />
        </>
      )}
      <PasswordField
        label={t('profile.newPassword')}
        autoComplete="new-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <PasswordField
        label={t('profile.repeatNewPassword')}
        autoComplete="new-password"
        error={errors.password_confirmation?.message}
        {...form.register('password_confirmation')}
      />
      <SubmitButton pending={form.formState.isSubmitting}>{t('recovery.setPassword')}</SubmitButton>
    </form>
  );
}
