import { PASSWORD_CHANGE_RULES, PASSWORD_SET_RULES } from '@casino/shared/player';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useRevalidator } from 'react-router';
import { useT } from '../../i18n/i18n';
import { FormError, PasswordField, SubmitButton } from '../../ui/form';
import type { PopupViewProps } from '../popups/popup-views';
import { api } from '../session/api-client';
import { notify } from '../toasts/toast-queue';
import { applyServerErrors } from './apply-server-errors';
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

interface Values extends ReauthValues {
  newPassword: string;
  repeatNewPassword: string;
}

/** Change the password, or set a first one for a player who signed up through a provider. */
export function ChangePasswordView(props: PopupViewProps) {
  const profile = useQuery(profileQuery);
  if (profile.isPending) {
    return <LoaderCircle aria-hidden className="mx-auto size-6 animate-spin text-muted" />;
  }
  return <PasswordForm {...props} hasPassword={profile.data?.hasPassword ?? true} />;
}

function PasswordForm({ close, hasPassword }: PopupViewProps & { hasPassword: boolean }) {
  const t = useT();
  const queryClient = useQueryClient();
  const revalidator = useRevalidator();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Values>({
    defaultValues: { ...REAUTH_DEFAULTS, newPassword: '', repeatNewPassword: '' },
    // A first password is confirmed with a code sent to the player's own address.
    resolver: rulesResolver<Values>(
      hasPassword ? PASSWORD_CHANGE_RULES : { ...PASSWORD_SET_RULES, ...reauthRules(false) },
    ),
  });
  const submit = form.handleSubmit(async ({ currentPassword, reauthCode, ...values }) => {
    setFormError(null);
    try {
      const { closedSessions } = await api<{ closedSessions: number }>('/api/player/passwords', {
        method: 'PUT',
        body: { ...reauthBody(hasPassword, { currentPassword, reauthCode }), ...values },
      });
      close();
      await queryClient.invalidateQueries({ queryKey: profileQuery.queryKey });
      if (!hasPassword) void revalidator.revalidate();
      notify({
        kind: 'success',
        title: t(hasPassword ? 'profile.passwordChanged' : 'profile.passwordSet'),
        description: t('profile.passwordChangedOthers', { count: closedSessions }),
      });
    } catch (error) {
      if (!showReauthError(error, form.setError, setFormError, t)) {
        setFormError(applyServerErrors(error, form.setError, t('form.genericError')));
      }
    }
  });
  const errors = form.formState.errors;
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" data-testid="change-password-form">
      <p className="text-sm text-muted">{t(hasPassword ? 'profile.passwordText' : 'profile.setPasswordText')}</p>
      <FormError message={formError} />
      <ReauthFields
        hasPassword={hasPassword}
        password={form.register('currentPassword')}
        code={form.register('reauthCode')}
        errors={errors}
      />
      <PasswordField
        label={t('profile.newPassword')}
        autoComplete="new-password"
        error={errors.newPassword?.message}
        {...form.register('newPassword')}
      />
      <PasswordField
        label={t('profile.repeatNewPassword')}
        autoComplete="new-password"
        error={errors.repeatNewPassword?.message}
        {...form.register('repeatNewPassword')}
      />
      <SubmitButton pending={form.formState.isSubmitting}>
        {t(hasPassword ? 'profile.changePassword' : 'profile.setPassword')}
      </SubmitButton>
    </form>
  );
}
