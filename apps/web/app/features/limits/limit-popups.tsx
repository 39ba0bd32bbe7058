import { amountInputValue, inputUnit, parseAmountInput } from '@casino/shared/format';
import type { LimitPeriod } from '@casino/shared/limits';
import { LIMIT_PERIODS } from '@casino/shared/statuses';
import { Clock3, OctagonX } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../../i18n/i18n';
import { buttonClass } from '../../ui/button';
import { FormError, SelectField, SubmitButton, TextField } from '../../ui/form';
import { LocalDateTime } from '../../ui/local-date-time';
import { SegmentedControl } from '../../ui/segmented-control';
import { useCurrencies } from '../account/use-settings';
import { useLocalizePath } from '../locale/use-locale';
import type { PopupViewProps } from '../popups/popup-views';
import { ApiError } from '../session/api-client';
import { notify } from '../toasts/toast-queue';
import { useWalletAccounts } from '../wallet/use-wallet';
import { useLimitMoney } from './limit-amount';
import { useAddLimit, useChangeLimit, useConfirmLimitChange, useLimit, useRemoveLimit } from './limits-api';

type MoneyKind = 1 | 2 | 3;
const MONEY_KINDS: MoneyKind[] = [3, 1, 2];

function Actions({ children }: { children: React.ReactNode }) {
  return <div className="mt-5 flex flex-col gap-2 xs:flex-row-reverse">{children}</div>;
}

/** The server's words for a refused change: a field's message, or what the error key means here. */
function refusal(error: unknown, t: (key: string) => string): { field: string | null; form: string | null } {
  if (error instanceof ApiError) {
    const field = error.fields.amount?.[0] ?? error.fields.currency?.[0] ?? error.fields.period?.[0] ?? null;
    if (error.key === 'LIMIT_EXISTS') return { field: null, form: t('limits.form.exists') };
    if (field) return { field, form: null };
  }
  return { field: null, form: t('form.genericError') };
}

/** add-limit: a bet, loss or deposit limit for one period, in one currency; it applies at once. */
export function AddLimitView({ popup, close }: PopupViewProps) {
  const t = useT();
  const currencies = useCurrencies().data?.filter((c) => c.isEnabled) ?? [];
  const active = useWalletAccounts().data?.find((a) => a.status === 1)?.currency;
  const fromQuery = Number(popup.value);
  const [kind, setKind] = useState<MoneyKind>(
    MONEY_KINDS.includes(fromQuery as MoneyKind) ? (fromQuery as MoneyKind) : 3,
  );
  const [period, setPeriod] = useState<LimitPeriod>('daily');
  const [chosenCurrency, setCurrency] = useState<string | null>(null);
  const [amount, setAmount] = useState('');
  const [errors, setErrors] = useState<{ field: string | null; form: string | null }>({ field: null, form: null });
  const add = useAddLimit();
  const currencyCode = chosenCurrency ?? active ?? currencies[0]?.code ?? '';
  const currency = currencies.find((c) => c.code === currencyCode);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const minor = currency ? parseAmountInput(amount, currency) : null;
    if (minor === null) {
      setErrors({ field: t('limits.form.invalidAmount'), form: null });
      return;
    }
    try {
      await add.mutateAsync({ definition: kind, period, amount: Number(minor), currency: currencyCode });
      notify({ kind: 'success', title: t('limits.saved') });
      close();
    } catch (error) {
      setErrors(refusal(error, t));
    }
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-4"
      data-testid="add-limit-form"
      noValidate
    >
      <SegmentedControl
        label={t('limits.form.kind')}
        value={String(kind)}
        onChange={(value) => setKind(Number(value) as MoneyKind)}
        options={MONEY_KINDS.map((k) => ({ value: String(k), label: t(`limits.definition.${k}`) }))}
      />
      <p className="-mt-2 text-sm text-muted">{t(`limits.about.${kind}`)}</p>
      <SegmentedControl<LimitPeriod>
        label={t('limits.form.period')}
        value={period}
        onChange={setPeriod}
        options={LIMIT_PERIODS.map((p) => ({ value: p, label: t(`limits.period.${p}`) }))}
      />
      <div className="grid grid-cols-[1fr_auto] items-start gap-2">
        <TextField
          label={`${t('limits.form.amount')}${currency ? ` (${inputUnit(currency).label})` : ''}`}
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          error={errors.field ?? undefined}
          data-testid="limit-amount"
        />
        <SelectField
          label={t('limits.form.currency')}
          value={currencyCode}
          onChange={(event) => setCurrency(event.target.value)}
        >
          {currencies.map((c) => (
            <option key={c.code} value={c.code}>
              {c.code}
            </option>
          ))}
        </SelectField>
      </div>
      <p className="text-xs text-muted">{t('limits.form.allCurrencies')}</p>
      <FormError message={errors.form} />
      <SubmitButton pending={add.isPending}>{t('limits.form.save')}</SubmitButton>
    </form>
  );
}

/** edit-limit: a new amount; lower applies at once, higher waits 24 hours and a confirmation. */
export function EditLimitView({ popup, close }: PopupViewProps) {
  const t = useT();
  const limit = useLimit(popup.value);
  const currency = useCurrencies().data?.find((c) => c.code === limit?.currency);
  const [amount, setAmount] = useState<string | null>(null);
  const [errors, setErrors] = useState<{ field: string | null; form: string | null }>({ field: null, form: null });
  const change = useChangeLimit();
  if (!limit || !currency || !limit.period) return <p className="text-muted">{t('limits.notFound')}</p>;
  const shown = amount ?? amountInputValue(limit.amount ?? 0, currency);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const minor = parseAmountInput(shown, currency);
    if (minor === null) {
      setErrors({ field: t('limits.form.invalidAmount'), form: null });
      return;
    }
    try {
      const changed = await change.mutateAsync({ id: limit.id, period: limit.period!, amount: Number(minor) });
      notify({ kind: 'success', title: t(changed.pending ? 'limits.increaseRequested' : 'limits.saved') });
      close();
    } catch (error) {
      setErrors(refusal(error, t));
    }
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-4"
      data-testid="edit-limit-form"
      noValidate
    >
      <p className="font-semibold">
        {t(`limits.definition.${limit.definition}`)} · {t(`limits.period.${limit.period}`)}
      </p>
      <TextField
        label={`${t('limits.form.amount')} (${inputUnit(currency).label})`}
        inputMode="decimal"
        autoComplete="off"
        value={shown}
        onChange={(event) => setAmount(event.target.value)}
        error={errors.field ?? undefined}
        data-testid="limit-amount"
      />
      <p className="flex gap-2 text-sm text-muted">
        <Clock3 aria-hidden className="mt-0.5 size-4 shrink-0" />
        {t('limits.form.increaseNote')}
      </p>
      <FormError message={errors.form} />
      <SubmitButton pending={change.isPending}>{t('limits.form.save')}</SubmitButton>
    </form>
  );
}

/** confirm-delete-limit: asks to remove a limit, which stays in force 24 hours and until confirmed. */
export function ConfirmDeleteLimitView({ popup, close }: PopupViewProps) {
  const t = useT();
  const limit = useLimit(popup.value);
  const money = useLimitMoney();
  const remove = useRemoveLimit();
  const [error, setError] = useState<string | null>(null);
  if (!limit) return <p className="text-muted">{t('limits.notFound')}</p>;
  const confirm = async () => {
    try {
      await remove.mutateAsync(limit.id);
      notify({ kind: 'success', title: t('limits.removalRequested') });
      close();
    } catch {
      setError(t('form.genericError'));
    }
  };
  return (
    <div className="flex flex-col gap-3" data-testid="confirm-delete-limit">
      <p className="font-semibold">
        {t(`limits.definition.${limit.definition}`)} · {t(`limits.period.${limit.period}`)} ·{' '}
        {money(limit.amount ?? 0, limit.currency ?? '')}
      </p>
      <p className="text-muted">{t('limits.deleteText')}</p>
      <FormError message={error} />
      <Actions>
        <button
          type="button"
          onClick={() => void confirm()}
          disabled={remove.isPending}
          className={buttonClass('danger', 'md')}
        >
          {t('limits.deleteConfirm')}
        </button>
        <button type="button" onClick={close} className={buttonClass('neutral', 'md')}>
          {t('limits.cancel')}
        </button>
      </Actions>
    </div>
  );
}

/** confirm-limit-update: the waiting change and when it can take effect; confirmable from then on. */
export function ConfirmLimitUpdateView({ popup, close }: PopupViewProps) {
  const t = useT();
  const limit = useLimit(popup.value);
  const money = useLimitMoney();
  const confirmChange = useConfirmLimitChange();
  const [error, setError] = useState<string | null>(null);
  if (!limit?.pending) return <p className="text-muted">{t('limits.notFound')}</p>;
  const { pending } = limit;
  const confirm = async () => {
    try {
      await confirmChange.mutateAsync(limit.id);
      notify({ kind: 'success', title: t('limits.updated') });
      close();
    } catch {
      setError(t('form.genericError'));
    }
  };
  return (
    <div className="flex flex-col gap-3" data-testid="confirm-limit-update">
      <p className="font-semibold">
        {t(`limits.definition.${limit.definition}`)} · {t(`limits.period.${limit.period}`)}
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-card bg-surface-2 p-4 text-sm">
        <dt className="text-muted">{t('limits.update.current')}</dt>
        <dd className="font-semibold tabular-nums">{money(limit.amount ?? 0, limit.currency ?? '')}</dd>
        <dt className="text-muted">{t('limits.update.new')}</dt>
        <dd className="font-semibold tabular-nums">
          {pending.removal ? t('limits.update.removal') : money(pending.amount ?? 0, limit.currency ?? '')}
        </dd>
        <dt className="text-muted">{t('limits.update.from')}</dt>
        <dd>
          <LocalDateTime iso={pending.effectiveAt} />
        </dd>
      </dl>
      {!pending.isDue && <p className="text-sm text-muted">{t('limits.update.notYet')}</p>}
      <FormError message={error} />
      <Actions>
        <button
          type="button"
          onClick={() => void confirm()}
          disabled={!pending.isDue || confirmChange.isPending}
          className={buttonClass('primary', 'md')}
          data-testid="confirm-limit-change"
        >
          {t('limits.update.confirm')}
        </button>
        <button type="button" onClick={close} className={buttonClass('neutral', 'md')}>
          {t('limits.cancel')}
        </button>
      </Actions>
    </div>
  );
}

/** game-limit-reached: the game refused a bet for a bet or loss limit (value `bet` or `loss`). */
export function GameLimitReachedView({ popup, close }: PopupViewProps) {
  const t = useT();
  const navigate = useNavigate();
  const localize = useLocalizePath();
  const kind = popup.value === 'bet' ? 'bet' : 'loss';
  return (
    <div className="flex flex-col items-center gap-3 text-center" data-testid="game-limit-reached">
      <span className="grid size-14 place-items-center rounded-pill bg-danger/15 text-danger">
        <OctagonX aria-hidden className="size-7" />
      </span>
      <p className="text-muted">{t(`limits.reached.${kind}`)}</p>
      <Actions>
        <button
          type="button"
          onClick={() => void navigate(localize('/profile/limits'))}
          className={buttonClass('primary', 'md')}
        >
          {t('limits.reached.view')}
        </button>
        <button type="button" onClick={close} className={buttonClass('neutral', 'md')}>
          {t('limits.reached.back')}
        </button>
      </Actions>
    </div>
  );
}
