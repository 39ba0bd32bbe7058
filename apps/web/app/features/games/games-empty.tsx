import type { ReactNode } from 'react';

/** An empty list: a drawn illustration (no image request), a line of text and what to do next. */
export function GamesEmpty({ title, text, action }: { title: string; text?: string; action?: ReactNode }) {
  return (
    <div
      data-testid="games-empty"
      className="flex flex-col items-center gap-4 rounded-2xl bg-surface px-6 py-12 text-center ring-1 ring-border"
    >
      <svg aria-hidden viewBox="0 0 120 96" className="h-24 w-32">
        <rect
          x="14"
          y="14"
          width="40"
          height="56"
          rx="8"
          className="fill-surface-2 stroke-border"
          strokeWidth="2"
          transform="rotate(-10 34 42)"
        />
        <rect
          x="66"
          y="14"
          width="40"
          height="56"
          rx="8"
          className="fill-surface-2 stroke-border"
          strokeWidth="2"
          transform="rotate(10 86 42)"
        />
        <rect x="38" y="10" width="44" height="62" rx="9" className="fill-accent/15 stroke-accent" strokeWidth="2.5" />
        <path d="M60 30c-4-7-15-4-13 4 1 6 13 13 13 13s12-7 13-13c2-8-9-11-13-4z" className="fill-accent" />
        <ellipse cx="60" cy="86" rx="34" ry="4" className="fill-border/70" />
      </svg>
      <div className="flex flex-col gap-1">
        <p className="text-lg font-bold">{title}</p>
        {text && <p className="max-w-sm text-sm text-muted">{text}</p>}
      </div>
      {action}
    </div>
  );
}

export const ctaButton =
  'inline-flex items-center justify-center gap-2 rounded-full bg-accent px-5 py-2.5 text-sm font-bold text-accent-contrast hover:bg-accent-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent';
