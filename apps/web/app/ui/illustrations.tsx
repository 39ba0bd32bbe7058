/**
 * Small spot illustrations for empty lists, no results, 404 and errors. Drawn with the
 * theme's tokens (CSS variables), so they follow light and dark without a file per theme.
 */
export type IllustrationName = 'empty' | 'no-results' | 'not-found' | 'error';

const common = { viewBox: '0 0 160 120', 'aria-hidden': true } as const;

function Sparkles() {
  return (
    <g fill="var(--gold)">
      <path d="M24 22l2.4 5.6L32 30l-5.6 2.4L24 38l-2.4-5.6L16 30l5.6-2.4Z" />
      <path d="M136 14l1.6 3.4 3.4 1.6-3.4 1.6-1.6 3.4-1.6-3.4-3.4-1.6 3.4-1.6Z" />
      <circle cx="142" cy="62" r="2.5" />
      <circle cx="18" cy="74" r="2" />
    </g>
  );
}

function Shadow() {
  return <ellipse cx="80" cy="108" rx="48" ry="6" fill="var(--surface-3)" />;
}

function EmptyBox() {
  return (
    <svg {...common}>
      <Shadow />
      <Sparkles />
      <path d="M40 52 80 38l40 14v40l-40 14-40-14Z" fill="var(--surface-3)" />
      <path d="M80 66v40l40-14V52Z" fill="var(--surface-2)" stroke="var(--border)" strokeWidth="2" />
      <path d="M40 52l40 14v40L40 92Z" fill="var(--surface-2)" stroke="var(--border)" strokeWidth="2" />
      <path d="M40 52 26 66l40 14 14-14Z" fill="var(--surface-3)" stroke="var(--border)" strokeWidth="2" />
      <path d="M120 52l14 14-40 14-14-14Z" fill="var(--surface-3)" stroke="var(--border)" strokeWidth="2" />
      <circle cx="80" cy="30" r="9" fill="var(--accent)" opacity=".9" />
      <path d="M76 30h8M80 26v8" stroke="var(--accent-contrast)" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}

function NoResults() {
  return (
    <svg {...common}>
      <Shadow />
      <Sparkles />
      <rect
        x="38"
        y="24"
        width="58"
        height="74"
        rx="8"
        fill="var(--surface-2)"
        stroke="var(--border)"
        strokeWidth="2"
      />
      <rect x="48" y="38" width="30" height="6" rx="3" fill="var(--surface-3)" />
      <rect x="48" y="52" width="38" height="6" rx="3" fill="var(--surface-3)" />
      <rect x="48" y="66" width="22" height="6" rx="3" fill="var(--surface-3)" />
      <circle cx="98" cy="64" r="20" fill="var(--surface)" stroke="var(--secondary)" strokeWidth="6" />
      <path d="M112 79l14 14" stroke="var(--secondary)" strokeWidth="8" strokeLinecap="round" />
      <path d="M91 58l14 12M105 58 91 70" stroke="var(--muted)" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

function NotFound() {
  return (
    <svg {...common}>
      <Shadow />
      <Sparkles />
      <g transform="rotate(-12 56 62)">
        <rect
          x="34"
          y="28"
          width="44"
          height="64"
          rx="6"
          fill="var(--surface-2)"
          stroke="var(--border)"
          strokeWidth="2"
        />
        <path
          d="M56 50c-6 7-12 10-12 16a6 6 0 0 0 10 4l-2 8h8l-2-8a6 6 0 0 0 10-4c0-6-6-9-12-16Z"
          fill="var(--muted)"
        />
      </g>
      <g transform="rotate(10 104 62)">
        <rect
          x="82"
          y="28"
          width="44"
          height="64"
          rx="6"
          fill="var(--surface-2)"
          stroke="var(--border)"
          strokeWidth="2"
        />
        <text x="104" y="69" textAnchor="middle" fontSize="20" fontWeight="900" fill="var(--accent)">
          ?
        </text>
      </g>
    </svg>
  );
}

function ErrorChip() {
  return (
    <svg {...common}>
      <Shadow />
      <circle
        cx="80"
        cy="60"
        r="36"
        fill="var(--surface-2)"
        stroke="var(--danger)"
        strokeWidth="6"
        strokeDasharray="12 8"
      />
      <circle cx="80" cy="60" r="22" fill="var(--surface-3)" />
      <path d="M80 48v14" stroke="var(--danger)" strokeWidth="6" strokeLinecap="round" />
      <circle cx="80" cy="72" r="3.5" fill="var(--danger)" />
    </svg>
  );
}

const ILLUSTRATIONS: Record<IllustrationName, () => React.JSX.Element> = {
  empty: EmptyBox,
  'no-results': NoResults,
  'not-found': NotFound,
  error: ErrorChip,
};

export function Illustration({ name, className = 'h-28 w-auto' }: { name: IllustrationName; className?: string }) {
  const Drawing = ILLUSTRATIONS[name];
  return (
    <span className={`inline-block [&>svg]:h-full [&>svg]:w-auto ${className}`}>
      <Drawing />
    </span>
  );
}
