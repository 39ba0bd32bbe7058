import { Check, Copy } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useT } from '../i18n/i18n';

/** A read-only value with a copy button (§2 "copy field"): addresses, payment codes. */
export function CopyField({ label, value, testId }: { label: string; value: string; testId?: string }) {
  const t = useT();
  const id = useId();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      // Without clipboard access the text stays selectable.
      (document.getElementById(id) as HTMLInputElement | null)?.select();
    }
  };
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="flex gap-2" dir="ltr">
        <input
          id={id}
          readOnly
          value={value}
          data-testid={testId}
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 flex-1 truncate rounded-lg border border-border bg-surface-2 px-3 py-2.5 font-mono text-xs outline-none focus:border-accent"
        />
        <button
          type="button"
          onClick={() => void copy()}
          aria-label={copied ? t('copy.copied') : t('copy.action')}
          title={copied ? t('copy.copied') : t('copy.action')}
          className="grid w-11 shrink-0 place-items-center rounded-lg bg-surface-2 hover:bg-border focus-visible:outline-2 focus-visible:outline-accent"
        >
          {copied ? <Check aria-hidden className="size-4 text-accent" /> : <Copy aria-hidden className="size-4" />}
        </button>
      </div>
      <span aria-live="polite" className="sr-only">
        {copied ? t('copy.copied') : ''}
      </span>
    </div>
  );
}
