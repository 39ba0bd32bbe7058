import { useT } from '../../i18n/i18n';

export type LoginMethod = 'email' | 'phone';

/** E-mail or phone: §5 registration with an e-mail uses the e-mail route, otherwise the phone route. */
export function MethodSwitch({ value, onChange }: { value: LoginMethod; onChange(method: LoginMethod): void }) {
  const t = useT();
  return (
    <div role="radiogroup" aria-label={t('auth.method')} className="grid grid-cols-2 gap-1 rounded-lg bg-surface-2 p-1">
      {(['email', 'phone'] as const).map((method) => (
        <button
          key={method}
          type="button"
          role="radio"
          aria-checked={value === method}
          onClick={() => onChange(method)}
          className={`rounded-md py-1.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-accent ${
            value === method ? 'bg-surface shadow-sm' : 'text-muted hover:text-text'
          }`}
        >
          {method === 'email' ? t('auth.byEmail') : t('auth.byPhone')}
        </button>
      ))}
    </div>
  );
}
