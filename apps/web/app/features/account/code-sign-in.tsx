import type { ReactNode } from 'react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useT } from '../../i18n/i18n';
import { FormError, SubmitButton } from '../../ui/form';
import { ApiError, api } from '../session/api-client';
import { CODE_RULES, CodeField } from './code-field';
import type { LoginMethod } from './method-switch';
import { rulesResolver } from './rules-resolver';
import { challengeOf } from './two-factor-api';

export interface SignedIn {
  accessToken: string;
  profile: { nickname: string | null };
}

/** The message for a code the server refused; a fresh code is the way out of most of them. */
export function codeErrorMessage(error: unknown, t: (key: string) => string): string {
  if (error instanceof ApiError && error.key === 'CODE_INVALID') return t('recovery.codeInvalid');
  if (error instanceof ApiError && error.status === 429) return t('form.tooManyRequests');
  return t('form.genericError');
}

/**
 * The password sign-in of an account under attack, from an address it has not seen: the
 * server sent the owner an `otp-login` code instead of a session.
 */
export function isLoginCodeRequired(error: unknown): boolean {
  return error instanceof ApiError && error.key === 'LOGIN_CODE_REQUIRED';
}

/**
 * The step that takes a one-time sign-in code, whoever asked for it (the get-code popup, or a
 * password sign-in of an attacked account); an account with 2FA hands over its challenge.
 */
export function CodeSignInForm({
  method,
  target,
  intro,
  testId,
  onSignedIn,
  onChallenge,
}: {
  method: LoginMethod;
  target: string;
  intro: ReactNode;
  testId: string;
  onSignedIn(result: SignedIn): Promise<void>;
  onChallenge(challengeToken: string): void;
}) {
  const t = useT();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<{ code: string }>({ defaultValues: { code: '' }, resolver: rulesResolver(CODE_RULES) });
  const verify = form.handleSubmit(async ({ code }) => {
    setFormError(null);
    try {
      await onSignedIn(
        await api<SignedIn>('/api/player/otp/verify', { method: 'POST', body: { [method]: target, code } }),
      );
    } catch (error) {
      const challengeToken = challengeOf(error);
      if (challengeToken) onChallenge(challengeToken);
      else setFormError(codeErrorMessage(error, t));
    }
  });
  return (
    <form onSubmit={verify} noValidate className="flex flex-col gap-4" data-testid={testId}>
      {intro}
      <FormError message={formError} />
      <CodeField label={t('confirm.code')} error={form.formState.errors.code?.message} {...form.register('code')} />
      <SubmitButton pending={form.formState.isSubmitting}>{t('contact.signInWithCodeSubmit')}</SubmitButton>
    </form>
  );
}
