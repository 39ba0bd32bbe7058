import { formatMoney } from '@casino/shared/format';
import type { PaymentMethodView } from '@casino/shared/payment';
import { Bitcoin, CreditCard, HandCoins, Landmark, QrCode, Smartphone, Wallet, type LucideIcon } from 'lucide-react';
import { useI18n } from '../../i18n/i18n';
import type { CurrencyOption } from '../account/use-settings';
import { paymentMethodLabel } from './method-label';
import { CryptoMark, cryptoMarkUrl } from '../../ui/marks/crypto-marks';
import { hasPaymentMark, PaymentMark } from '../../ui/marks/payment-marks';

const CHANNEL_ICONS: Record<PaymentMethodView['channel'], LucideIcon> = {
  card: CreditCard,
  crypto: Bitcoin,
  pix: QrCode,
  upi: Smartphone,
  ewallet: Wallet,
  bank: Landmark,
  cash: HandCoins,
};

/** A brand's mark where one exists (card schemes, PIX, the coin being paid), else the channel's icon. */
function MethodMark({
  method,
  currency,
  Icon,
}: {
  method: PaymentMethodView;
  currency: CurrencyOption;
  Icon: LucideIcon;
}) {
  const variant = method.id.split('.').at(-1) ?? '';
  if (hasPaymentMark(variant)) return <PaymentMark variant={variant} />;
  if (method.channel === 'crypto' && cryptoMarkUrl(currency.code)) return <CryptoMark code={currency.code} />;
  return (
    <span className="grid size-10 shrink-0 place-items-center rounded-control bg-surface-3">
      <Icon aria-hidden className="size-5 text-accent" />
    </span>
  );
}

/** The methods as the server orders them: manual agents first (§9). */
export function MethodList({
  methods,
  currency,
  onChoose,
}: {
  methods: PaymentMethodView[];
  currency: CurrencyOption;
  onChoose(method: PaymentMethodView): void;
}) {
  const { t, locale } = useI18n();
  return (
    <ul className="grid grid-cols-1 gap-2 xs:grid-cols-2" data-testid="payment-methods">
      {methods.map((method) => {
        const Icon = CHANNEL_ICONS[method.channel];
        return (
          <li key={method.id}>
            <button
              type="button"
              onClick={() => onChoose(method)}
              data-method={method.id}
              className="flex h-full w-full items-center gap-3 rounded-card border border-border bg-surface-2 px-3 py-3 text-start transition-colors hover:border-accent hover:bg-surface-3"
            >
              <MethodMark method={method} currency={currency} Icon={Icon} />
              <span className="min-w-0">
                <span className="block font-semibold hyphens-auto wrap-anywhere">
                  {paymentMethodLabel(t, method.id, method.label)}
                </span>
                <span className="block text-xs text-muted tabular-nums">
                  {method.isManual
                    ? t('wallet.methods.manual')
                    : t('wallet.methods.range', {
                        min: formatMoney(method.minAmount, currency, locale),
                        max: formatMoney(method.maxAmount, currency, locale),
                      })}
                </span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
