import type { ReactNode } from 'react';

interface Option<T extends string> {
  value: T;
  label: ReactNode;
}

/** Two or more mutually exclusive choices side by side, as one radio group. */
export function SegmentedControl<T extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: Option<T>[];
  value: T | undefined;
  onChange(value: T): void;
}) {
  return (
    <div
      role="radiogroup"
      aria-label={label}
      className="grid auto-cols-fr grid-flow-col gap-1 rounded-lg bg-surface-2 p-1"
    >
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          role="radio"
          aria-checked={value === option.value}
          onClick={() => onChange(option.value)}
          className="flex items-center justify-center gap-2 rounded-md px-3 py-1.5 text-sm font-semibold text-muted hover:text-text focus-visible:outline-2 focus-visible:outline-accent aria-checked:bg-surface aria-checked:text-text aria-checked:shadow-sm"
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
