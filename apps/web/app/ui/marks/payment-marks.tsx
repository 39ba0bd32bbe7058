import mastercard from 'simple-icons/icons/mastercard.svg?raw';
import pix from 'simple-icons/icons/pix.svg?raw';
import visa from 'simple-icons/icons/visa.svg?raw';

/** Brand marks from simple-icons (CC0; the brands' own guidelines apply), with their brand colours. */
const MARKS: Record<string, { svg: string; color: string }> = {
  visa: { svg: visa, color: '#1A1F71' },
  mastercard: { svg: mastercard, color: '#EB001B' },
  pix: { svg: pix, color: '#32BCAD' },
};

/** The path data of a simple-icons file, without its title (the method's name is written beside it). */
const inner = (svg: string) =>
  svg
    .replace(/^<svg[^>]*>/, '')
    .replace(/<\/svg>\s*$/, '')
    .replace(/<title>.*?<\/title>/, '');

export function hasPaymentMark(variant: string): boolean {
  return variant in MARKS;
}

/** A payment brand's mark on a white tile, as card brands appear at checkout, in both themes. */
export function PaymentMark({ variant, className = 'size-10' }: { variant: string; className?: string }) {
  const mark = MARKS[variant];
  if (!mark) return null;
  return (
    <span aria-hidden className={`grid shrink-0 place-items-center rounded-control bg-paper p-2 ${className}`}>
      <svg
        viewBox="0 0 24 24"
        className="size-full"
        style={{ fill: mark.color }}
        dangerouslySetInnerHTML={{ __html: inner(mark.svg) }}
      />
    </span>
  );
}
