import { maskEmail } from '@casino/shared/player';
import { CheckCircle2, LoaderCircle, XCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useRevalidator } from 'react-router';
import { useT } from '../../i18n/i18n';
import { buttonSecondary, FormError, SubmitButton } from '../../ui/form';
import type { PopupViewProps } from '../popups/popup-views';
import { ApiError, api } from '../session/api-client';
import { notify } from '../toasts/toast-queue';
import { CODE_RULES, CodeField } from './code-field';
import { rulesResolver } from './rules-resolver';

/** confirm-email: opened from the e-mailed link (`?confirm-email={token}`), confirms at once. */
export function ConfirmEmailView({ popup, close }: PopupViewProps) {
  const t = useT();
  const revalidator = useRevalidator();
  const [state, setState] = useState<'pending' | 'done' | 'failed'>('pending');
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    api('/api/player/profile/email/verify/confirm', { method: 'POST', body: { token: popup.value } })
      .then(async () => {
        setState('done');
        await revalidator.revalidate();
      })
      .catch(() => setState('failed'));
  }, [popup.value, revalidator]);
  const Icon = state === 'pending' ? LoaderCircle : state === 'done' ? CheckCircle2 : XCircle;
  const text =
    state === 'pending'
      ? t('confirm.confirming')
      : state === 'done'
        ? t('confirm.emailConfirmed')
        : t('confirm.linkInvalid');
  return (
    <div
      className="flex flex-col items-center gap-4 text-center"
      role="status"
      data-testid="confirm-email-state"
      data-state={state}
    >
      <Icon
        aria-hidden
        className={`size-10 ${state === 'pending' ? 'animate-spin text-muted' : state === 'done' ? 'text-accent' : 'text-danger'}`}
      />
      <p>{text}</p>
      {state !== 'pending' && (
        <button type="button" onClick={close} className={buttonSecondary}>
          {t('common.close')}
        </button>
      )}
    </div>
  );
}

/** code-verify: the six-digit code for the e-mail, typed in. `value` carries the address to show. */
export function CodeVerifyView({ popup, close }: PopupViewProps) {
  const t = useT();
  const revalidator = useRevalidator();
  const [formError, setFormError] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  const form = useForm<{ code: string }>({
    defaultValues: { code: '' },
    resolver: rulesResolver(CODE_RULES),
  });
  const submit = form.handleSubmit(async ({ code }) => {
    setFormError(null);
    try {
      await api('/api/player/profile/email/verify/confirm', { method: 'POST', body: { code } });
      close();
      notify({ kind: 'success', title: t('confirm.emailConfirmed') });
      await revalidator.revalidate();
    } catch (error) {
      setFormError(
        error instanceof ApiError && error.key === 'CODE_INVALID' ? t('recovery.codeInvalid') : t('form.genericError'),
      );
    }
  });
  const email = popup.value.includes('@') ? maskEmail(popup.value) : '';
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" data-testid="code-verify-form">
      <p className="text-sm text-muted">{t('confirm.emailText', { email })}</p>
      <FormError message={formError} />
      <CodeField label={t('confirm.code')} error={form.formState.errors.code?.message} {...form.register('code')} />
      <SubmitButton pending={form.formState.isSubmitting}>{t('confirm.submit')}</SubmitButton>
      <button
        type="button"
        disabled={resending}
        className="text-sm font-medium text-accent hover:underline disabled:opacity-60"
        onClick={async () => {
          setResending(true);
          try {
            await api('/api/player/profile/confirmations/email/resend', { method: 'POST' });
            notify({ kind: 'attention', title: t('confirm.resent') });
          } catch (error) {
            notify({
              kind: 'error',
              title: t(
                error instanceof ApiError && error.status === 429 ? 'form.tooManyRequests' : 'form.genericError',
              ),
            });
          } finally {
            setResending(false);
          }
        }}
      >
        {t('confirm.resend')}
      </button>
    </form>
  );
}
