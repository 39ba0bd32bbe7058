export type ButtonVariant = 'primary' | 'secondary' | 'neutral' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

const BASE =
  'inline-flex items-center justify-center gap-2 rounded-control font-semibold whitespace-nowrap transition-[background-color,color,box-shadow,translate] duration-150 select-none active:translate-y-px disabled:pointer-events-none disabled:opacity-60';

const VARIANTS: Record<ButtonVariant, string> = {
  // The one saturated colour: deposit, play, bet, sign up.
  primary:
    'bg-accent text-accent-contrast shadow-raised hover:bg-accent-strong hover:shadow-[0_6px_20px_-8px_var(--accent)]',
  secondary: 'bg-secondary text-secondary-contrast shadow-raised hover:bg-secondary-strong',
  neutral: 'bg-surface-2 text-text hover:bg-surface-3',
  ghost: 'text-muted hover:bg-surface-2 hover:text-text',
  danger: 'bg-danger text-danger-contrast hover:opacity-90',
};

const SIZES: Record<ButtonSize, string> = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-11 px-4 text-sm',
  lg: 'h-12 px-6 text-base',
};

/** Class names of a button (or a link that looks like one) of the design system. */
export function buttonClass(variant: ButtonVariant = 'primary', size: ButtonSize = 'md'): string {
  return `${BASE} ${VARIANTS[variant]} ${SIZES[size]}`;
}
