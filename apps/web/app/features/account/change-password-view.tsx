import { PASSWORD_CHANGE_RULES } from '@casino/shared/player';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useT } from '../../i18n/i18n';
import { FormError, PasswordField, SubmitButton } from '../../ui/form';
import type { PopupViewProps } from '../popups/popup-views';
import { api } from '../session/api-client';
import { notify } from '../toasts/toast-queue';
import { applyServerErrors } from './apply-server-errors';
import { rulesResolver } from './rules-resolver';

interface Values {
  currentPassword: string;
  newPassword: string;
  repeatNewPassword: string;
}

export function ChangePasswordView({ close }: PopupViewProps) {
  const t = useT();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Values>({
    defaultValues: { currentPassword: '', newPassword: '', repeatNewPassword: '' },
    resolver: rulesResolver<Values>(PASSWORD_CHANGE_RULES),
  });
  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const { closedSessions } = await api<{ closedSessions: number }>('/api/player/passwords', {
        method: 'PUT',
        body: values,
      });
      close();
      notify({
        kind: 'success',
        title: t('profile.passwordChanged'),
        description: t('profile.passwordChangedOthers', { count: closedSessions }),
      });
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError, t('form.genericError')));
    }
  });
  const errors = form.formState.errors;
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" data-testid="change-password-form">
      <p className="text-sm text-muted">{t('profile.passwordText')}</p>
      <FormError message={formError} />
      <PasswordField
        label={t('profile.currentPassword')}
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...form.register('currentPassword')}
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
      <SubmitButton pending={form.formState.isSubmitting}>{t('profile.changePassword')}</SubmitButton>
    </form>
  );
}
