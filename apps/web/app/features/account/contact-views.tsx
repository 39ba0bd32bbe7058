import { NICKNAME_RULES } from '@casino/shared/player';
import { useQuery } from '@tanstack/react-query';
import { LoaderCircle } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import { Controller, useForm, type FieldValues, type UseFormSetError } from 'react-hook-form';
import { useRevalidator } from 'react-router';
import { useT } from '../../i18n/i18n';
import { useRootData } from '../../lib/root-data';
import { buttonSecondary, FormError, SubmitButton, TextField } from '../../ui/form';
import type { PopupViewProps } from '../popups/popup-views';
import { usePopup } from '../popups/use-popup';
import { ApiError, api } from '../session/api-client';
import { useSessionActions } from '../session/use-session';
import { notify } from '../toasts/toast-queue';
import { applyServerErrors } from './apply-server-errors';
import { ContactField } from './contact-field';
import { MethodSwitch, type LoginMethod } from './method-switch';
import { PhoneField } from './phone-field';
import { CODE_RULES, CodeField } from './code-field';
import { CodeSignInForm, codeErrorMessage } from './code-sign-in';
import { profileQuery } from './profile-query';
import {
  REAUTH_DEFAULTS,
  ReauthFields,
  reauthBody,
  showReauthError,
  reauthRules,
  type ReauthValues,
} from './reauth-fields';
import { rulesResolver } from './rules-resolver';
import { TwoFactorChallengeForm } from './two-factor-challenge';

/** change-nickname */
export function ChangeNicknameView({ close }: PopupViewProps) {
  const t = useT();
  const revalidator = useRevalidator();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<{ nickname: string }>({
    defaultValues: { nickname: '' },
    resolver: rulesResolver({ nickname: [{ rule: 'required' }, ...NICKNAME_RULES] }),
  });
  const submit = form.handleSubmit(async ({ nickname }) => {
    setFormError(null);
    try {
      await api('/api/player/profile', { method: 'PUT', body: { nickname } });
      notify({ kind: 'success', title: t('contact.nicknameSaved') });
      // The header shows the nickname from the root data.
      await revalidator.revalidate();
      close();
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError, t('form.genericError')));
    }
  });
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" data-testid="change-nickname-form">
      <FormError message={formError} />
      <TextField
        label={t('profile.nickname')}
        autoComplete="username"
        hint={t('auth.nicknameHint')}
        error={form.formState.errors.nickname?.message}
        {...form.register('nickname')}
      />
      <SubmitButton pending={form.formState.isSubmitting}>{t('form.save')}</SubmitButton>
    </form>
  );
}

/** Waits for the profile, which says whether the player confirms changes with a password or a code. */
function WithProfile({ children }: { children: (hasPassword: boolean) => ReactNode }) {
  const profile = useQuery(profileQuery);
  if (profile.isPending) return <LoaderCircle aria-hidden className="mx-auto size-6 animate-spin text-muted" />;
  return children(profile.data?.hasPassword ?? true);
}

/** A form error in the page's language for a send that failed; a refused proof goes on its field. */
function showSendError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  setFormError: (message: string | null) => void,
  t: (key: string) => string,
) {
  if (showReauthError(error, setError, setFormError, t)) return;
  setFormError(
    error instanceof ApiError && error.status === 429
      ? t('form.tooManyRequests')
      : applyServerErrors(error, setError, t('form.genericError')),
  );
}

/** email: a new address gets a code; it becomes the player's e-mail in code-verify. */
export function EmailView(props: PopupViewProps) {
  return <WithProfile>{(hasPassword) => <EmailForm {...props} hasPassword={hasPassword} />}</WithProfile>;
}

function EmailForm({ hasPassword }: PopupViewProps & { hasPassword: boolean }) {
  const t = useT();
  const { open } = usePopup();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<{ email: string } & ReauthValues>({
    defaultValues: { email: '', ...REAUTH_DEFAULTS },
    resolver: rulesResolver({ email: [{ rule: 'required' }, { rule: 'email' }], ...reauthRules(hasPassword) }),
  });
  const submit = form.handleSubmit(async ({ email, ...proof }) => {
    setFormError(null);
    try {
      await api('/api/player/profile/email/verify/send', {
        method: 'POST',
        body: { email, ...reauthBody(hasPassword, proof) },
      });
      open('code-verify', email);
    } catch (error) {
      showSendError(error, form.setError, setFormError, t);
    }
  });
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" data-testid="email-form">
      <p className="text-sm text-muted">{t('contact.emailText')}</p>
      <FormError message={formError} />
      <TextField
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        error={form.formState.errors.email?.message}
        {...form.register('email')}
      />
      <ReauthFields
        hasPassword={hasPassword}
        password={form.register('currentPassword')}
        code={form.register('reauthCode')}
        errors={form.formState.errors}
      />
      <SubmitButton pending={form.formState.isSubmitting}>{t('contact.sendCode')}</SubmitButton>
    </form>
  );
}

/** phone: sends a code by SMS to the number, then confirms it with the code. */
export function PhoneView(props: PopupViewProps) {
  return <WithProfile>{(hasPassword) => <PhoneForm {...props} hasPassword={hasPassword} />}</WithProfile>;
}

function PhoneForm({ close, hasPassword }: PopupViewProps & { hasPassword: boolean }) {
  const t = useT();
  const root = useRootData();
  const revalidator = useRevalidator();
  const [phone, setPhone] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const numberForm = useForm<{ phone: string } & ReauthValues>({
    defaultValues: { phone: '', ...REAUTH_DEFAULTS },
    resolver: rulesResolver({ phone: [{ rule: 'required' }, { rule: 'phone' }], ...reauthRules(hasPassword) }),
  });
  const codeForm = useForm<{ code: string }>({ defaultValues: { code: '' }, resolver: rulesResolver(CODE_RULES) });

  const sendCode = numberForm.handleSubmit(async ({ phone: number, ...proof }) => {
    setFormError(null);
    try {
      await api('/api/player/otp/send', { method: 'POST', body: { phone: number, ...reauthBody(hasPassword, proof) } });
      setPhone(number);
    } catch (error) {
      showSendError(error, numberForm.setError, setFormError, t);
    }
  });
  const confirm = codeForm.handleSubmit(async ({ code }) => {
    setFormError(null);
    try {
      await api('/api/player/otp/verify', { method: 'POST', body: { phone, code } });
      notify({ kind: 'success', title: t('contact.phoneConfirmed') });
      close();
      await revalidator.revalidate();
    } catch (error) {
      setFormError(codeErrorMessage(error, t));
    }
  });

  if (!phone) {
    return (
      <form onSubmit={sendCode} noValidate className="flex flex-col gap-4" data-testid="phone-form">
        <p className="text-sm text-muted">{t('contact.phoneText')}</p>
        <FormError message={formError} />
        <Controller
          control={numberForm.control}
          name="phone"
          render={({ field }) => (
            <PhoneField
              label={t('auth.phone')}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={numberForm.formState.errors.phone?.message}
              defaultCountry={root?.country ?? null}
            />
          )}
        />
        <ReauthFields
          hasPassword={hasPassword}
          password={numberForm.register('currentPassword')}
          code={numberForm.register('reauthCode')}
          errors={numberForm.formState.errors}
        />
        <SubmitButton pending={numberForm.formState.isSubmitting}>{t('contact.sendCode')}</SubmitButton>
      </form>
    );
  }
  return (
    <form onSubmit={confirm} noValidate className="flex flex-col gap-4" data-testid="phone-code-form">
      <p className="text-sm text-muted" dir="auto">
        {t('contact.phoneCodeText', { phone })}
      </p>
      <FormError message={formError} />
      <CodeField
        label={t('confirm.code')}
        error={codeForm.formState.errors.code?.message}
        {...codeForm.register('code')}
      />
      <SubmitButton pending={codeForm.formState.isSubmitting}>{t('confirm.submit')}</SubmitButton>
      <button type="button" onClick={() => setPhone(null)} className={buttonSecondary}>
        {t('contact.otherNumber')}
      </button>
    </form>
  );
}

/** get-code: a guest signs in with a one-time code sent by e-mail or SMS. */
export function GetCodeView(_props: PopupViewProps) {
  const t = useT();
  const { signIn } = useSessionActions();
  const [method, setMethod] = useState<LoginMethod>('email');
  const methodRef = useRef(method);
  methodRef.current = method;
  const [target, setTarget] = useState<string | null>(null);
  const [challenge, setChallenge] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const requestForm = useForm<{ email: string; phone: string }>({
    defaultValues: { email: '', phone: '' },
    resolver: (values, context, options) =>
      rulesResolver<{ email: string; phone: string }>(
        methodRef.current === 'email'
          ? { email: [{ rule: 'required' }, { rule: 'email' }] }
          : { phone: [{ rule: 'required' }, { rule: 'phone' }] },
      )(values, context, options),
  });
  const send = requestForm.handleSubmit(async (values) => {
    setFormError(null);
    const value = method === 'email' ? values.email : values.phone;
    try {
      await api(method === 'email' ? '/api/player/otp/email/send' : '/api/player/otp/send', {
        method: 'POST',
        body: method === 'email' ? { email: value } : { phone: value },
      });
      setTarget(value);
    } catch (error) {
      setFormError(
        error instanceof ApiError && error.status === 429
          ? t('form.tooManyRequests')
          : applyServerErrors(error, requestForm.setError, t('form.genericError')),
      );
    }
  });

  if (challenge) {
    return (
      <TwoFactorChallengeForm
        challengeToken={challenge}
        onSignedIn={(result) => signIn(result.accessToken)}
        onRestart={() => {
          setChallenge(null);
          setTarget(null);
        }}
      />
    );
  }
  if (!target) {
    return (
      <form onSubmit={send} noValidate className="flex flex-col gap-4" data-testid="get-code-form">
        <p className="text-sm text-muted">{t('contact.getCodeText')}</p>
        <MethodSwitch
          value={method}
          onChange={(m) => {
            setMethod(m);
            requestForm.clearErrors();
          }}
        />
        <FormError message={formError} />
        <ContactField
          method={method}
          control={requestForm.control}
          register={requestForm.register}
          errors={requestForm.formState.errors}
        />
        <SubmitButton pending={requestForm.formState.isSubmitting}>{t('contact.sendCode')}</SubmitButton>
      </form>
    );
  }
  return (
    <CodeSignInForm
      method={method}
      target={target}
      testId="get-code-verify-form"
      intro={
        <p className="text-sm text-muted" dir="auto">
          {t('contact.codeSentText', { target })}
        </p>
      }
      onSignedIn={(result) => signIn(result.accessToken)}
      onChallenge={setChallenge}
    />
  );
}
