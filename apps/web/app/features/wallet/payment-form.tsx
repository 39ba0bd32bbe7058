import { amountInputValue, formatMoney, inputUnit, parseAmountInput } from '@casino/shared/format';
import type { PayerField, PaymentMethodView } from '@casino/shared/payment';
import { validateFields, type FieldRules } from '@casino/shared/validation';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useForm, type FieldErrors, type Path, type Resolver, type UseFormReturn } from 'react-hook-form';
import { useI18n } from '../../i18n/i18n';
import { FormError, SelectField, SubmitButton, TextField } from '../../ui/form';
import type { CurrencyOption } from '../account/use-settings';
import { useCountries } from '../account/use-settings';
import { applyServerErrors } from '../account/apply-server-errors';
import { CodeField } from '../account/code-field';
import { twoFactorErrorKey, twoFactorQuery } from '../account/two-factor-api';
import { validationMessages } from '../account/use-validation-messages';
import { ApiError } from '../session/api-client';
import type { Direction } from './payments-api';

export type Values = Record<string, string> & { amount: string };

interface Props {
  direction: Direction;
  method: PaymentMethodView;
  currency: CurrencyOption;
  /** What a withdrawal may take at most: the spendable balance. */
  available?: number;
  onSubmit(request: { amount: number; payer: Record<string, string>; twoFactorCode?: string }): Promise<void>;
}

const AUTOCOMPLETE: Partial<Record<PayerField, string>> = {
  playerName: 'name',
  firstName: 'given-name',
  lastName: 'family-name',
  phone: 'tel',
  city: 'address-level2',
  postalCode: 'postal-code',
  address: 'street-address',
  country: 'country',
  playerEmail: 'email',
};

/** The amount and the payer details one method asks for, checked with the server's rules (§3, §5). */
export function PaymentForm({ direction, method, currency, available, onSubmit }: Props) {
  const { t, locale } = useI18n();
  const [formError, setFormError] = useState<string | null>(null);
  const unit = inputUnit(currency);
  const money = (minor: number) => formatMoney(minor, currency, locale);
  const ceiling = available === undefined ? method.maxAmount : Math.min(method.maxAmount, available);
  const queryClient = useQueryClient();
  // A player with 2FA on confirms every withdrawal with a code from the app.
  const twoFactor = useQuery({ ...twoFactorQuery, enabled: direction === 'withdrawal' });
  const asksCode = direction === 'withdrawal' && twoFactor.data?.enabled === true;
  const askCode = useRef(asksCode);
  askCode.current = asksCode;

  const amountError = (text: string) => {
    const amount = parseAmountInput(text, currency);
    if (amount === null) return t('wallet.amount.invalid', { unit: unit.label });
    if (amount < method.minAmount) return t('wallet.amount.min', { min: money(method.minAmount) });
    if (available !== undefined && amount > available) return t('wallet.amount.overBalance');
    if (amount > method.maxAmount) return t('wallet.amount.max', { max: money(method.maxAmount) });
    return null;
  };

  const form = useForm<Values>({
    defaultValues: { amount: '', ...Object.fromEntries(method.fields.map((f) => [f, ''])) } as Values,
    resolver: paymentResolver<Values>(method.rules, amountError, (values): Record<string, string> => {
      const code = (values.twoFactorCode ?? '').trim();
      if (!askCode.current || /^\d{6}$/.test(code)) return {};
      return { twoFactorCode: t(code ? 'twoFactor.error.format' : 'twoFactor.error.required') };
    }),
  });
  const typed = parseAmountInput(form.watch('amount') ?? '', currency);
  const submit = form.handleSubmit(async ({ amount, twoFactorCode, ...payer }) => {
    setFormError(null);
    try {
      await onSubmit({
        amount: Number(parseAmountInput(amount, currency)),
        payer,
        ...(asksCode && twoFactorCode ? { twoFactorCode: twoFactorCode.trim() } : {}),
      });
    } catch (error) {
      if (error instanceof ApiError && error.key.startsWith('TWO_FACTOR_')) {
        // 2FA may have been turned on in another tab: the code field appears with the refreshed status.
        await queryClient.invalidateQueries({ queryKey: twoFactorQuery.queryKey });
        form.setError('twoFactorCode', { type: 'server', message: t(twoFactorErrorKey(error)) });
        if (error.key === 'TWO_FACTOR_LOCKED') setFormError(t(twoFactorErrorKey(error)));
        return;
      }
      setFormError(applyServerErrors(error, form.setError, t('form.genericError')));
    }
  });
  const errors = form.formState.errors;
  const presets = method.presets.filter((p) => p <= ceiling);

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" data-testid="payment-form">
      <FormError message={formError} />
      <div className="flex flex-col gap-2">
        <TextField
          label={t('wallet.amount.label', { unit: unit.label })}
          inputMode="decimal"
          autoComplete="off"
          dir="ltr"
          error={errors.amount?.message}
          hint={t('wallet.amount.limits', { min: money(method.minAmount), max: money(ceiling) })}
          {...form.register('amount')}
        />
        {presets.length > 0 && (
          <div className="flex flex-wrap gap-2" role="group" aria-label={t('wallet.amount.presets')}>
            {presets.map((preset) => (
              <button
                key={preset}
                type="button"
                onClick={() =>
                  form.setValue('amount', amountInputValue(preset, currency), {
                    shouldValidate: form.formState.isSubmitted,
                  })
                }
                aria-pressed={typed === BigInt(preset)}
                className="rounded-full border border-border px-3 py-1 text-sm font-semibold tabular-nums hover:border-accent aria-pressed:border-accent aria-pressed:bg-accent/10 aria-pressed:text-accent focus-visible:outline-2 focus-visible:outline-accent"
              >
                {money(preset)}
              </button>
            ))}
          </div>
        )}
      </div>
      <PayerFields fields={method.fields} form={form} />
      {asksCode && (
        <CodeField
          label={t('twoFactor.code')}
          dir="ltr"
          hint={t('twoFactor.withdrawalHint')}
          error={errors.twoFactorCode?.message}
          {...form.register('twoFactorCode')}
        />
      )}
      <SubmitButton pending={form.formState.isSubmitting}>
        {typed !== null
          ? t(`wallet.submit.${direction}`, { sum: money(Number(typed)) })
          : t(`wallet.submit.${direction}Plain`)}
      </SubmitButton>
    </form>
  );
}

/** The method's payer rules (§5) and one check of the typed amount, as a form resolver. */
export function paymentResolver<V extends Values>(
  rules: FieldRules,
  amountError: (typed: string) => string | null,
  otherErrors: (values: V) => Record<string, string> = () => ({}),
): Resolver<V> {
  return async (values) => {
    const errors: Record<string, string> = {};
    for (const [field, [message]] of Object.entries(
      validateFields(values, rules, { messages: await validationMessages() }),
    )) {
      errors[field] = message!;
    }
    const amount = amountError(values.amount);
    if (amount) errors.amount = amount;
    Object.assign(errors, otherErrors(values));
    if (Object.keys(errors).length === 0) return { values, errors: {} };
    return {
      values: {},
      errors: Object.fromEntries(
        Object.entries(errors).map(([field, message]) => [field, { type: 'rules', message }]),
      ) as FieldErrors<V>,
    };
  };
}

/** The payer details a method asks for (§3), each with its own input kind. */
export function PayerFields<T extends Record<string, string>>({
  fields,
  form,
}: {
  fields: PayerField[];
  form: UseFormReturn<T>;
}) {
  const { t, locale } = useI18n();
  const countries = useCountries(locale);
  const errors = form.formState.errors as FieldErrors<Record<string, string>>;
  const register = (field: PayerField) => form.register(field as Path<T>);
  return (
    <>
      {fields.map((field) =>
        field === 'country' ? (
          <SelectField
            key={field}
            label={t(`wallet.field.${field}`)}
            autoComplete={AUTOCOMPLETE[field]}
            error={errors[field]?.message}
            {...register(field)}
          >
            <option value="">{t('wallet.field.countryChoose')}</option>
            {countries.data?.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </SelectField>
        ) : (
          <TextField
            key={field}
            label={t(`wallet.field.${field}`)}
            autoComplete={AUTOCOMPLETE[field] ?? 'off'}
            type={field === 'playerEmail' ? 'email' : field === 'phone' ? 'tel' : 'text'}
            dir={['phone', 'playerEmail', 'wallet_id', 'identify_doc_number'].includes(field) ? 'ltr' : undefined}
            placeholder={field === 'phone' ? '+49 151 23456789' : undefined}
            spellCheck={field === 'wallet_id' ? false : undefined}
            error={errors[field]?.message}
            {...register(field)}
          />
        ),
      )}
    </>
  );
}
