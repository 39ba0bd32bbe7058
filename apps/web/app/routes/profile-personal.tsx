import { PROFILE_RULES, type Profile } from '@casino/shared/player';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useRevalidator } from 'react-router';
import { useI18n } from '../i18n/i18n';
import { applyServerErrors } from '../features/account/apply-server-errors';
import { loadProfile } from '../features/account/profile-loader.server';
import { rulesResolver } from '../features/account/rules-resolver';
import { useCountries } from '../features/account/use-settings';
import { api } from '../features/session/api-client';
import { notify } from '../features/toasts/toast-queue';
import { pageMeta } from '../lib/meta';
import { FormError, SelectField, SubmitButton, TextField } from '../ui/form';
import type { Route } from './+types/profile-personal';

export const loader = (args: Route.LoaderArgs) => loadProfile(args);
export const meta = (args: Route.MetaArgs) => pageMeta(args, 'page.profile.personal');

type Values = Record<
  'firstName' | 'lastName' | 'nickname' | 'birthdate' | 'gender' | 'country' | 'city' | 'address' | 'postalCode',
  string
>;

function formValues(profile: Profile): Values {
  return {
    firstName: profile.firstName ?? '',
    lastName: profile.lastName ?? '',
    nickname: profile.nickname ?? '',
    birthdate: profile.birthdate ?? '',
    gender: profile.gender ?? '',
    country: profile.country ?? '',
    city: profile.city ?? '',
    address: profile.address ?? '',
    postalCode: profile.postalCode ?? '',
  };
}

export default function ProfilePersonal({ loaderData: profile }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const countries = useCountries(locale);
  const revalidator = useRevalidator();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Values>({ defaultValues: formValues(profile), resolver: rulesResolver<Values>(PROFILE_RULES) });

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    const dirty = Object.keys(form.formState.dirtyFields) as (keyof Values)[];
    const body = Object.fromEntries(dirty.map((field) => [field, values[field] === '' ? null : values[field]]));
    try {
      const updated = await api<Profile>('/api/player/profile', { method: 'PUT', body });
      form.reset(formValues(updated));
      notify({ kind: 'success', title: t('form.saved') });
      await revalidator.revalidate();
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError, t('form.genericError')));
    }
  });

  const errors = form.formState.errors;
  const text = (field: keyof Values, autoComplete: string, type = 'text') => (
    <TextField
      label={t(`profile.${field}`)}
      type={type}
      autoComplete={autoComplete}
      error={errors[field]?.message}
      {...form.register(field)}
    />
  );
  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-5"
      data-testid="personal-form"
    >
      <FormError message={formError} />
      <div className="grid gap-4 sm:grid-cols-2">
        {text('firstName', 'given-name')}
        {text('lastName', 'family-name')}
        {text('nickname', 'username')}
        {text('birthdate', 'bday', 'date')}
        <SelectField label={t('profile.gender')} error={errors.gender?.message} {...form.register('gender')}>
          <option value="">—</option>
          {(['male', 'female', 'other'] as const).map((g) => (
            <option key={g} value={g}>
              {t(`profile.gender.${g}`)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('profile.country')} error={errors.country?.message} {...form.register('country')}>
          <option value="">—</option>
          {(countries.data ?? (profile.country ? [{ code: profile.country, name: profile.country }] : [])).map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </SelectField>
        {text('city', 'address-level2')}
        {text('postalCode', 'postal-code')}
      </div>
      {text('address', 'street-address')}
      <div className="sm:w-48">
        <SubmitButton pending={form.formState.isSubmitting}>{t('form.save')}</SubmitButton>
      </div>
    </form>
  );
}
