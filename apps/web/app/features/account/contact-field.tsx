import { Controller, type Control, type FieldValues, type Path, type UseFormRegister } from 'react-hook-form';
import { useT } from '../../i18n/i18n';
import { useRootData } from '../../lib/root-data';
import { TextField } from '../../ui/form';
import type { LoginMethod } from './method-switch';
import { PhoneField } from './phone-field';

interface ContactValues extends FieldValues {
  email: string;
  phone: string;
}

/** The e-mail field, or the phone field with its country prefix, of a form that takes either. */
export function ContactField<T extends ContactValues>({
  method,
  control,
  register,
  errors,
}: {
  method: LoginMethod;
  control: Control<T>;
  register: UseFormRegister<T>;
  errors: { email?: { message?: string | undefined }; phone?: { message?: string | undefined } };
}) {
  const t = useT();
  const root = useRootData();
  if (method === 'email') {
    return (
      <TextField
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        {...register('email' as Path<T>)}
      />
    );
  }
  return (
    <Controller
      control={control}
      name={'phone' as Path<T>}
      render={({ field }) => (
        <PhoneField
          label={t('auth.phone')}
          value={field.value as string}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={errors.phone?.message}
          defaultCountry={root?.country ?? null}
        />
      )}
    />
  );
}
