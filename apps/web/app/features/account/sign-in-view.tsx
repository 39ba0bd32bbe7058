import { LOGIN_RULES } from '@casino/shared/player';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useT } from '../../i18n/i18n';
import { FormError, PasswordField, SubmitButton } from '../../ui/form';
import { usePopup } from '../popups/use-popup';
import type { PopupViewProps } from '../popups/popup-views';
import { notify } from '../toasts/toast-queue';
import { ApiError, api } from '../session/api-client';
import { useSessionActions } from '../session/use-session';
import { fetchCaptcha, solveProofOfWork } from './captcha';
import { CodeSignInForm, isLoginCodeRequired, type SignedIn } from './code-sign-in';
import { ContactField } from './contact-field';
import { MethodSwitch, type LoginMethod } from './method-switch';
import { RecaptchaWidget } from './recaptcha-widget';
import { rulesResolver } from './rules-resolver';
import { SocialLoginButtons } from './social-login-buttons';
import { challengeOf, takePendingChallenge } from './two-factor-api';
import { TwoFactorChallengeForm } from './two-factor-challenge';

interface SignInValues {
  email: string;
  phone: string;
  password: string;
}

function loginErrorKey(error: unknown): string {
  if (!(error instanceof ApiError)) return 'form.genericError';
  if (error.status === 429) return 'auth.tooManyAttempts';
  if (error.key === 'ACCOUNT_BLOCKED') return 'auth.blocked';
  if (error.key === 'ACCOUNT_LOCKED') return 'auth.locked';
  if (error.key === 'INVALID_CREDENTIALS') return 'auth.wrongCredentials';
  if (error.key === 'CAPTCHA_UNAVAILABLE') return 'auth.captchaUnavailable';
  return 'form.genericError';
}

export function SignInView(_props: PopupViewProps) {
  const t = useT();
  const { open } = usePopup();
  const { signIn } = useSessionActions();
  const [method, setMethod] = useState<LoginMethod>('email');
  const methodRef = useRef(method);
  methodRef.current = method;
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<SignInValues>({
    defaultValues: { email: '', phone: '', password: '' },
    resolver: (values, context, options) =>
      rulesResolver<SignInValues>(LOGIN_RULES[methodRef.current])(values, context, options),
  });

  const [verifying, setVerifying] = useState(false);
  // reCAPTCHA's box, shown once the server asks for it; a new round shows a fresh box.
  const [recaptcha, setRecaptcha] = useState<{ siteKey: string; round: number } | null>(null);
  const recaptchaToken = useRef<string | null>(null);
  // Set once the password (or a provider, or Telegram) passed and the account asks for its second factor.
  const [challenge, setChallenge] = useState<string | null>(null);
  // Set when the account is under attack and this address needs the code sent to its owner.
  const [loginCode, setLoginCode] = useState<{ method: LoginMethod; target: string } | null>(null);
  useEffect(() => {
    const pending = takePendingChallenge();
    if (pending) setChallenge(pending);
  }, []);

  async function finish(result: SignedIn) {
    // Signed in, the guest-only popup is no longer allowed and leaves the query by itself (§2).
    await signIn(result.accessToken);
    notify({
      kind: 'success',
      title: t('auth.signedIn'),
      ...(result.profile.nickname ? { description: t('auth.welcome', { name: result.profile.nickname }) } : {}),
    });
  }

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    const credentials =
      method === 'email'
        ? { email: values.email, password: values.password }
        : { phone: values.phone, password: values.password };
    const attempt = (captcha?: string) =>
      api<SignedIn>('/api/player/sessions', {
        method: 'POST',
        body: captcha ? { ...credentials, captcha } : credentials,
      });
    // A reCAPTCHA token is good for one check only.
    const token = recaptchaToken.current;
    recaptchaToken.current = null;
    try {
      let result;
      try {
        result = await attempt(token ?? undefined);
      } catch (error) {
        if (!(error instanceof ApiError && error.key === 'CAPTCHA_REQUIRED')) throw error;
        const captcha = await fetchCaptcha({ login: values[method] });
        if (captcha.kind === 'recaptcha') {
          // The player ticks the box; its callback sends the form again with the token.
          setRecaptcha((shown) => ({ siteKey: captcha.siteKey, round: (shown?.round ?? 0) + 1 }));
          return;
        }
        // The proof of work needs nobody: solve it and try once more.
        setVerifying(true);
        try {
          result = await attempt(await solveProofOfWork(captcha));
        } finally {
          setVerifying(false);
        }
      }
      await finish(result);
    } catch (error) {
      const challengeToken = challengeOf(error);
      if (challengeToken) {
        setChallenge(challengeToken);
        return;
      }
      if (isLoginCodeRequired(error)) {
        setLoginCode({ method, target: values[method] });
        return;
      }
      if (token) setRecaptcha((shown) => shown && { ...shown, round: shown.round + 1 });
      setFormError(t(loginErrorKey(error)));
    }
  });

  const errors = form.formState.errors;
  if (challenge) {
    return (
      <TwoFactorChallengeForm
        challengeToken={challenge}
        onSignedIn={finish}
        onRestart={() => {
          setChallenge(null);
          setLoginCode(null);
          form.setValue('password', '');
        }}
      />
    );
  }
  if (loginCode) {
    return (
      <CodeSignInForm
        method={loginCode.method}
        target={loginCode.target}
        testId="sign-in-code-form"
        intro={
          <p role="status" className="rounded-lg border border-accent/40 bg-accent/10 px-3 py-2 text-sm">
            {t(loginCode.method === 'email' ? 'auth.attackCodeEmail' : 'auth.attackCodePhone')}
          </p>
        }
        onSignedIn={finish}
        onChallenge={setChallenge}
      />
    );
  }
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" data-testid="sign-in-form">
      <MethodSwitch
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
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <div className="flex flex-wrap justify-between gap-2">
        <button
          type="button"
          onClick={() => open('get-code')}
          className="text-sm font-medium text-accent hover:underline"
        >
          {t('contact.signInWithCode')}
        </button>
        <button
          type="button"
          onClick={() => open('forgot-pass')}
          className="text-sm font-medium text-accent hover:underline"
        >
          {t('auth.forgotPassword')}
        </button>
      </div>
      {recaptcha && (
        <div className="flex flex-col gap-2">
          <p className="text-center text-sm text-muted">{t('auth.captchaPrompt')}</p>
          <RecaptchaWidget
            key={recaptcha.round}
            siteKey={recaptcha.siteKey}
            onToken={(captcha) => {
              recaptchaToken.current = captcha;
              void submit();
            }}
            onExpired={() => {
              recaptchaToken.current = null;
            }}
            onUnavailable={() => setFormError(t('auth.captchaUnavailable'))}
          />
        </div>
      )}
      {verifying && (
        <p role="status" className="text-center text-sm text-muted">
          {t('auth.verifyingHuman')}
        </p>
      )}
      <SubmitButton pending={form.formState.isSubmitting}>{t('auth.signIn')}</SubmitButton>
      <SocialLoginButtons />
      <p className="text-center text-sm text-muted">
        {t('auth.noAccount')}{' '}
        <button type="button" onClick={() => open('sign-up')} className="font-semibold text-accent hover:underline">
          {t('auth.signUp')}
        </button>
      </p>
    </form>
  );
}
