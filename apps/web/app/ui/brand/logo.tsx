import { useId } from 'react';
import { MARK_VIEWBOX, markSvgBody } from './mark';

/** The mark alone, at any size (decorative: the name next to it, or a label, says what it is). */
export function BrandMark({ className = 'size-8' }: { className?: string }) {
  const id = useId().replace(/[^a-z0-9]/gi, '');
  return (
    <svg
      aria-hidden
      viewBox={MARK_VIEWBOX}
      className={`shrink-0 ${className}`}
      dangerouslySetInnerHTML={{ __html: markSvgBody(`m${id}`) }}
    />
  );
}

/** Mark and wordmark: the operator's name set in the brand's type, so any PROJECT_NAME fits. */
export function Logo({
  name,
  compact = false,
  className = '',
}: {
  name: string;
  compact?: boolean;
  className?: string;
}) {
  return (
    <span className={`inline-flex items-center gap-2 ${className}`}>
      <BrandMark className="size-8" />
      <span
        className={`${compact ? 'sr-only' : ''} bg-gradient-to-r from-text to-text/75 bg-clip-text text-lg leading-none font-black tracking-tight text-transparent uppercase italic`}
      >
        {name}
      </span>
    </span>
  );
}
