import { ShieldCheck, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useT } from '../../i18n/i18n';
import { buttonClass } from '../../ui/button';
import { usePopup } from '../popups/use-popup';
import { useLimits } from './limits-api';
import { useProtection } from './protection-api';

const DISMISSED_KEY = 'first-deposit-limit-prompt';

function wasDismissed(): boolean {
  try {
    return localStorage.getItem(DISMISSED_KEY) === 'dismissed';
  } catch {
    return false;
  }
}

/**
 * Before a player's first deposit the deposit form suggests a deposit limit (issue 16): only
 * while they have never deposited and have no deposit limit, until they dismiss it.
 */
export function FirstDepositPrompt() {
  const t = useT();
  const { open } = usePopup();
  const protection = useProtection();
  const limits = useLimits();
  const [dismissed, setDismissed] = useState(true);
  useEffect(() => setDismissed(wasDismissed()), []);

  const hasDepositLimit = limits.data?.data.some((l) => l.definition === 3) ?? true;
  if (dismissed || protection.data?.hasDeposited !== false || hasDepositLimit) return null;

  const dismiss = () => {
    try {
      localStorage.setItem(DISMISSED_KEY, 'dismissed');
    } catch {
      // Without storage it is dismissed for this page only.
    }
    setDismissed(true);
  };

  return (
    <aside
      className="relative flex items-start gap-3 rounded-card border border-accent/40 bg-accent/10 p-3 pe-9"
      data-testid="first-deposit-prompt"
    >
      <ShieldCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-accent" />
      <div className="flex flex-col gap-2">
        <p className="text-sm font-semibold">{t('limits.firstDeposit.title')}</p>
        <p className="text-xs text-muted">{t('limits.firstDeposit.text')}</p>
        <button
          type="button"
          onClick={() => open('add-limit', '3')}
          className={`${buttonClass('neutral', 'sm')} self-start`}
          data-testid="first-deposit-set-limit"
        >
          {t('limits.firstDeposit.action')}
        </button>
      </div>
      <button
        type="button"
        onClick={dismiss}
        aria-label={t('limits.firstDeposit.dismiss')}
        title={t('limits.firstDeposit.dismiss')}
        className="absolute end-1.5 top-1.5 grid size-7 place-items-center rounded-control text-muted hover:bg-surface-2 hover:text-text"
        data-testid="first-deposit-dismiss"
      >
        <X aria-hidden className="size-4" />
      </button>
    </aside>
  );
}
