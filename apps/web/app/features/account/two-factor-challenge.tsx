import { ShieldCheck } from 'lucide-react';
import { useRef, useState } from 'react';
import { useForm, type FieldErrors, type FieldValues, type Resolver } from 'react-hook-form';
import { useT } from '../../i18n/i18n';
import { FormError, SubmitButton, TextField } from '../../ui/form';
import { ApiError, api } from '../session/api-client';
import { CodeField } from './code-field';
import { twoFactorErrorKey } from './two-factor-api';

/** A resolver from a check that names each invalid field with its message. */
export function checkResolver<T extends FieldValues>(check: (values: T) => Record<string, string>): Resolver<T> {
  return (values) => {
    const errors = Object.entries(check(values));
    if (errors.length === 0) return { values, errors: {} };
    return {
      values: {},
      errors: Object.fromEntries(
        errors.map(([field, message]) => [field, { type: 'rules', message }]),
      ) as FieldErrors<T>,
    };
  };
}

/** What is wrong with a typed code, if anything: six digits from the app, or a recovery code. */
export function codeProblem(value: string, recovery = false): string | null {
  const typed = value.trim();
  if (!typed) return 'twoFactor.error.required';
  if (recovery ? typed.length < 8 : !/^\d{6}$/.test(typed)) return 'twoFactor.error.format';
  return null;
}

export interface SignInResult {
  accessToken: string;
  profile: { nickname: string | null };
  locale: string | null;
}

interface Values {
  code: string;
  recoveryCode: string;
}

/**
 * The second step of a sign-in when the player has 2FA on: the code from the app, or
 * one of the recovery codes, exchanged with the challenge for the session.
 */
export function TwoFactorChallengeForm({
  challengeToken,
  onSignedIn,
  onRestart,
}: {
  challengeToken: string;
  onSignedIn(result: SignInResult): Promise<void>;
  onRestart(): void;
}) {
  const t = useT();
  const [useRecovery, setUseRecovery] = useState(false);
  const recoveryRef = useRef(useRecovery);
  recoveryRef.current = useRecovery;
  const [formError, setFormError] = useState<string | null>(null);
  const [expired, setExpired] = useState(false);
  const form = useForm<Values>({
    defaultValues: { code: '', recoveryCode: '' },
    resolver: checkResolver((values) => {
      const field = recoveryRef.current ? 'recoveryCode' : 'code';
      const problem = codeProblem(values[field], recoveryRef.current);
      return problem ? { [field]: t(problem) } : {};
    }),
  });

  const submit = form.handleSubmit(async ({ code, recoveryCode }) => {
    setFormError(null);
    try {
      const result = await api<SignInResult>('/api/player/sessions/2fa', {
        method: 'POST',
        body: useRecovery
          ? { challengeToken, recoveryCode: recoveryCode.trim() }
          : { challengeToken, code: code.trim() },
      });
      await onSignedIn(result);
    } catch (error) {
      const key = twoFactorErrorKey(error);
      if (error instanceof ApiError && error.key === 'TWO_FACTOR_CODE_INVALID') {
        form.setError(useRecovery ? 'recoveryCode' : 'code', { type: 'server', message: t(key) });
        return;
      }
      setExpired(error instanceof ApiError && error.key === 'TWO_FACTOR_CHALLENGE_INVALID');
      setFormError(t(key));
    }
  });

  const toggle = () => {
    setUseRecovery((on) => !on);
    form.clearErrors();
    setFormError(null);
  };

  const errors = form.formState.errors;
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" data-testid="two-factor-challenge">
      <div className="flex items-start gap-3">
        <ShieldCheck aria-hidden className="mt-0.5 size-6 shrink-0 text-accent" />
        <div className="flex flex-col gap-1">
          <h3 className="font-semibold">{t('twoFactor.title')}</h3>
          <p className="text-sm text-muted">{t(useRecovery ? 'twoFactor.step.recoveryText' : 'twoFactor.step.text')}</p>
        </div>
      </div>
      <FormError message={formError} />
      {expired ? (
        <button type="button" onClick={onRestart} className="font-semibold text-accent hover:underline">
          {t('twoFactor.signInAgain')}
        </button>
      ) : (
        <>
          {useRecovery ? (
            <TextField
              key="recovery"
              label={t('twoFactor.recoveryCode')}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              dir="ltr"
              autoFocus
              error={errors.recoveryCode?.message}
              {...form.register('recoveryCode')}
            />
          ) : (
            <CodeField
              key="code"
              label={t('twoFactor.code')}
              dir="ltr"
              autoFocus
              error={errors.code?.message}
              {...form.register('code')}
            />
          )}
          <button type="button" onClick={toggle} className="self-start text-sm font-medium text-accent hover:underline">
            {t(useRecovery ? 'twoFactor.useApp' : 'twoFactor.useRecovery')}
          </button>
          <SubmitButton pending={form.formState.isSubmitting}>{t('twoFactor.verify')}</SubmitButton>
        </>
      )}
    </form>
  );
}
