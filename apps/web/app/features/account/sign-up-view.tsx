import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useI18n } from '../../i18n/i18n';
import { useRootData } from '../../lib/root-data';
import { CheckboxField, FormError, PasswordField, SelectField, SubmitButton, TextField } from '../../ui/form';
import { LocalizedLink } from '../locale/localized-link';
import { currencyName } from '../wallet/currency-label';
import { usePopup } from '../popups/use-popup';
import type { PopupViewProps } from '../popups/popup-views';
import { api, ApiError } from '../session/api-client';
import { useSessionActions } from '../session/use-session';
import { notify } from '../toasts/toast-queue';
import { applyServerErrors } from './apply-server-errors';
import { fetchCaptcha, solveProofOfWork } from './captcha';
import { readAffiliateTag } from './affiliate-tag';
import { ContactField } from './contact-field';
import { MethodSwitch, type LoginMethod } from './method-switch';
import { rulesResolver } from './rules-resolver';
import { SocialLoginButtons } from './social-login-buttons';
import { useCurrencies, useFieldRules } from './use-settings';

interface SignUpValues {
  email: string;
  phone: string;
  password: string;
  password_confirmation: string;
  currency: string;
  nickname: string;
  agreements: boolean;
  receiveEmailPromo: boolean;
}

export function SignUpView(_props: PopupViewProps) {
  const { t, locale } = useI18n();
  const { open } = usePopup();
  const { signIn } = useSessionActions();
  const root = useRootData();
  const rules = useFieldRules('registration');
  const currencies = useCurrencies();
  const [method, setMethod] = useState<LoginMethod>('email');
  const [formError, setFormError] = useState<string | null>(null);
  const rulesRef = useRef(rules.data?.[method]);
  rulesRef.current = rules.data?.[method];

  const form = useForm<SignUpValues>({
    defaultValues: {
      email: '',
      phone: '',
      password: '',
      password_confirmation: '',
      currency: '',
      nickname: '',
      agreements: false,
      receiveEmailPromo: false,
    },
    resolver: (values, context, options) =>
      rulesResolver<SignUpValues>(rulesRef.current ?? {})(values, context, options),
  });

  const firstCurrency = currencies.data?.[0]?.code;
  useEffect(() => {
    if (firstCurrency && !form.getValues('currency')) form.setValue('currency', firstCurrency);
  }, [firstCurrency, form]);

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    const { email, phone, nickname, ...rest } = values;
    const affiliateTag = readAffiliateTag();
    const body = {
      ...rest,
      ...(method === 'email' ? { email } : { phone }),
      ...(nickname ? { nickname } : {}),
      ...(affiliateTag ? { affiliateTag } : {}),
      ...(root?.country ? { country: root.country } : {}),
      locale,
    };
    const attempt = (captcha?: string) =>
      api<{ accessToken: string }>(method === 'email' ? '/api/player/register' : '/api/player/register/phone', {
        method: 'POST',
        body: captcha ? { ...body, captcha } : body,
      });
    try {
      let result;
      try {
        result = await attempt();
      } catch (error) {
        // After a few sign-ups from one address the server asks for proof of work, which needs nobody: solve and retry.
        if (!(error instanceof ApiError && error.key === 'CAPTCHA_REQUIRED')) throw error;
        const captcha = await fetchCaptcha({ scenario: 'registration' });
        if (captcha.kind !== 'altcha') throw error;
        result = await attempt(await solveProofOfWork(captcha));
      }
      const { accessToken } = result;
      // Signed in, the guest-only popup is no longer allowed and leaves the query by itself (§2).
      await signIn(accessToken);
      notify({ kind: 'success', title: t('auth.signedIn') });
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError, t('form.genericError')));
    }
  });

  const errors = form.formState.errors;
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" data-testid="sign-up-form">
      <MethodSwitch
        purpose="sign-up"
        value={method}
        onChange={(m) => {
          setMethod(m);
          form.clearErrors();
        }}
      />
      <FormError message={formError} />
      <ContactField method={method} control={form.control} register={form.register} errors={errors} />
      <PasswordField
        label={t('auth.password')}
        autoComplete="new-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <PasswordField
        label={t('auth.passwordConfirmation')}
        autoComplete="new-password"
        error={errors.password_confirmation?.message}
        {...form.register('password_confirmation')}
      />
      <div className="grid gap-4 xs:grid-cols-2">
        <SelectField label={t('auth.currency')} error={errors.currency?.message} {...form.register('currency')}>
          {(currencies.data ?? []).map((c) => (
            <option key={c.code} value={c.code}>
              {c.code} · {currencyName(c, locale)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('auth.nickname')}
          autoComplete="username"
          hint={t('auth.nicknameHint')}
          error={errors.nickname?.message}
          {...form.register('nickname')}
        />
      </div>
      <CheckboxField label={<AgreementsLabel />} error={errors.agreements?.message} {...form.register('agreements')} />
      <CheckboxField label={t('auth.promo')} {...form.register('receiveEmailPromo')} />
      <SubmitButton pending={form.formState.isSubmitting || rules.isPending}>{t('auth.signUp')}</SubmitButton>
      <SocialLoginButtons />
      <p className="text-center text-sm text-muted">
        {t('auth.haveAccount')}{' '}
        <button type="button" onClick={() => open('sign-in')} className="font-semibold text-accent hover:underline">
          {t('auth.signIn')}
        </button>
      </p>
    </form>
  );
}

/** The age and terms statement, with the terms and the privacy policy one tap away (in a new tab: the form stays). */
function AgreementsLabel() {
  const { rich } = useI18n();
  const link = (to: string) => (chunks: ReactNode[]) => (
    <LocalizedLink to={to} target="_blank" className="font-semibold text-accent underline underline-offset-2">
      {chunks}
    </LocalizedLink>
  );
  return rich('auth.agreementsLinked', { terms: link('/static/terms'), privacy: link('/static/privacy') });
}
