import { formatMoney, inputUnit, parseAmountInput } from '@casino/shared/format';
import { convertMinor } from '@casino/shared/money';
import type { InvoiceView, PaymentMethodView } from '@casino/shared/payment';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useI18n } from '../../i18n/i18n';
import { FormError, SelectField, SubmitButton, TextField } from '../../ui/form';
import { applyServerErrors } from '../account/apply-server-errors';
import { useCurrencies, type CurrencyOption } from '../account/use-settings';
import { LocalizedLink } from '../locale/localized-link';
import type { PopupViewProps } from '../popups/popup-views';
import { InvoiceNextStep } from './invoice-next-step';
import { PayerFields, paymentResolver, type Values } from './payment-form';
import { createInvoice, usePaymentMethods } from './payments-api';
import { ratedCurrency } from './equivalent-currency';
import { useEquivalentCurrency } from './use-equivalent-currency';
import { useWalletAccounts } from './use-wallet';
import { paymentMethodLabel } from './method-label';

/** The card method that buys the active crypto account's currency. */
export const BUY_CRYPTO_METHOD = 'sandbox.deposit.buy-crypto';

/**
 * The fiat popup ("Buy crypto"): a crypto account is topped up by card, the player
 * naming the amount in a fiat currency; what they receive is worked out exactly at the
 * current rate, rounded toward zero.
 */
export function FiatView(_props: PopupViewProps) {
  const { t } = useI18n();
  const accounts = useWalletAccounts();
  const currencies = useCurrencies();
  const active = accounts.data?.find((a) => a.status === 1);
  const crypto = currencies.data?.find((c) => c.code === active?.currency);
  const methods = usePaymentMethods('deposit', crypto?.type === 'crypto' ? crypto.code : undefined);
  const method = methods.data?.methods.find((m) => m.id === BUY_CRYPTO_METHOD);

  if (accounts.isError || currencies.isError || methods.isError) {
    return (
      <p role="alert" className="text-sm text-danger">
        {t('wallet.loadError')}
      </p>
    );
  }
  if (!crypto || !currencies.data)
    return <div className="h-40 animate-pulse rounded-xl bg-surface-2" aria-busy="true" />;
  if (crypto.type !== 'crypto') {
    return (
      <div className="flex flex-col items-center gap-3 text-center" data-testid="fiat-needs-crypto">
        <p className="text-sm text-muted">{t('wallet.fiat.needsCrypto')}</p>
        <LocalizedLink
          to="/wallet/balance"
          className="rounded-lg bg-surface-2 px-4 py-2.5 text-sm font-semibold hover:bg-border"
        >
          {t('wallet.fiat.manage')}
        </LocalizedLink>
      </div>
    );
  }
  if (methods.isPending) return <div className="h-40 animate-pulse rounded-xl bg-surface-2" aria-busy="true" />;
  if (!method) {
    return (
      <p className="text-center text-sm text-muted" data-testid="fiat-unavailable">
        {methods.data.depositLimitReached ? t('wallet.limitReached.title') : t('wallet.fiat.unavailable')}
      </p>
    );
  }
  return <BuyCryptoForm crypto={crypto} method={method} currencies={currencies.data} />;
}

function BuyCryptoForm({
  crypto,
  method,
  currencies,
}: {
  crypto: CurrencyOption;
  method: PaymentMethodView;
  currencies: CurrencyOption[];
}) {
  const { t, locale } = useI18n();
  const fiats = currencies.filter((c) => c.type === 'fiat');
  const [equivalent] = useEquivalentCurrency();
  const [fiatCode, setFiatCode] = useState(
    () => fiats.find((c) => c.code === equivalent)?.code ?? fiats.find((c) => c.isBase)?.code ?? fiats[0]!.code,
  );
  const fiat = fiats.find((c) => c.code === fiatCode) ?? fiats[0]!;
  const [created, setCreated] = useState<InvoiceView | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const received = (text: string) => {
    const paid = parseAmountInput(text, fiat);
    return paid === null ? null : convertMinor(paid, ratedCurrency(fiat), ratedCurrency(crypto));
  };
  const toFiat = (minor: number) => convertMinor(BigInt(minor), ratedCurrency(crypto), ratedCurrency(fiat));
  // Converting rounds toward zero, so the least fiat that still buys the minimum is rounded up.
  const minFiat = (() => {
    let needed = toFiat(method.minAmount);
    while (convertMinor(needed, ratedCurrency(fiat), ratedCurrency(crypto)) < BigInt(method.minAmount)) needed += 1n;
    return formatMoney(needed, fiat, locale);
  })();
  const maxFiat = formatMoney(toFiat(method.maxAmount), fiat, locale);

  const form = useForm<Values>({
    defaultValues: { amount: '', ...Object.fromEntries(method.fields.map((f) => [f, ''])) } as Values,
    resolver: paymentResolver<Values>(method.rules, (text) => {
      const amount = received(text);
      if (amount === null) return t('wallet.amount.invalid', { unit: inputUnit(fiat).label });
      if (amount < method.minAmount) return t('wallet.amount.min', { min: minFiat });
      if (amount > method.maxAmount) return t('wallet.amount.max', { max: maxFiat });
      return null;
    }),
  });
  const receiving = received(form.watch('amount') ?? '');

  if (created)
    return (
      <InvoiceNextStep
        created={created}
        methodLabel={paymentMethodLabel(t, method.id, method.label)}
        currency={crypto}
        onAnother={() => setCreated(null)}
      />
    );

  const submit = form.handleSubmit(async ({ amount, ...payer }) => {
    setFormError(null);
    try {
      setCreated(await createInvoice('deposit', { methodId: method.id, amount: Number(received(amount)), payer }));
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError, t('form.genericError')));
    }
  });
  const errors = form.formState.errors;

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" data-testid="fiat-form">
      <p className="text-sm text-muted">{t('wallet.fiat.lead', { currency: crypto.code })}</p>
      <FormError message={formError} />
      <div className="grid grid-cols-[7rem_1fr] items-start gap-2">
        <SelectField
          label={t('wallet.fiat.payIn')}
          value={fiat.code}
          onChange={(event) => {
            setFiatCode(event.target.value);
            if (form.formState.isSubmitted) void form.trigger('amount');
          }}
        >
          {fiats.map((c) => (
            <option key={c.code} value={c.code}>
              {c.code}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('wallet.fiat.amount')}
          inputMode="decimal"
          autoComplete="off"
          dir="ltr"
          error={errors.amount?.message}
          hint={t('wallet.amount.limits', { min: minFiat, max: maxFiat })}
          {...form.register('amount')}
        />
      </div>
      <div className="rounded-xl bg-surface-2 px-4 py-3" aria-live="polite">
        <p className="text-xs text-muted">{t('wallet.fiat.youReceive')}</p>
        <p className="text-lg font-bold tabular-nums" dir="ltr" data-testid="fiat-receive">
          {formatMoney(receiving ?? 0n, crypto, locale)}
        </p>
        <p className="text-xs text-muted tabular-nums">
          {t('wallet.fiat.rate', {
            unit: `1 ${crypto.code}`,
            price: formatMoney(
              convertMinor(BigInt(crypto.subunitToUnit), ratedCurrency(crypto), ratedCurrency(fiat)),
              fiat,
              locale,
            ),
          })}
        </p>
      </div>
      <PayerFields fields={method.fields} form={form} />
      <SubmitButton pending={form.formState.isSubmitting}>{t('wallet.fiat.submit')}</SubmitButton>
    </form>
  );
}
