import { FlaskConical } from 'lucide-react';
import { useT } from '../../i18n/i18n';

/**
 * A thin strip above the header of every page while the site runs in demo mode: sandbox
 * payments and dev sign-in must never be mistaken for the real thing. It sits in the flow,
 * so it pushes the page down instead of covering any control.
 */
export function DemoRibbon({ isDemoMode }: { isDemoMode: boolean }) {
  const t = useT();
  if (!isDemoMode) return null;
  return (
    <div
      role="note"
      data-testid="demo-ribbon"
      title={t('demo.ribbonDetail')}
      className="flex min-h-6 items-center justify-center gap-1.5 border-b border-gold/40 bg-gold/15 px-3 py-0.5 text-center text-xs font-semibold text-text"
    >
      <FlaskConical aria-hidden className="size-3.5 shrink-0 text-gold" />
      <span>{t('demo.ribbon')}</span>
      <span className="sr-only">{t('demo.ribbonDetail')}</span>
    </div>
  );
}
