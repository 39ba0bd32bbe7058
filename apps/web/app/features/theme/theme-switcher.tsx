import { Monitor, Moon, Sun } from 'lucide-react';
import { useState } from 'react';
import { useT } from '../../i18n/i18n';
import { THEMES, storeTheme, type Theme } from './theme';

const ICONS = { light: Sun, dark: Moon, system: Monitor } as const;

export function ThemeSwitcher({ initial, compact }: { initial: Theme; compact?: boolean }) {
  const t = useT();
  const [theme, setTheme] = useState<Theme>(initial);
  return (
    <div role="radiogroup" aria-label={t('theme.label')} className="flex gap-1 rounded-lg bg-surface-2 p-1">
      {THEMES.map((value) => {
        const Icon = ICONS[value];
        const checked = theme === value;
        return (
          <button
            key={value}
            type="button"
            role="radio"
            aria-checked={checked}
            title={t(`theme.${value}`)}
            onClick={() => {
              setTheme(value);
              storeTheme(value);
            }}
            className={`flex min-w-0 flex-1 items-center justify-center gap-1 rounded-md px-1.5 py-1.5 text-xs font-medium focus-visible:outline-2 focus-visible:outline-accent ${
              checked ? 'bg-surface text-text shadow-sm' : 'text-muted hover:text-text'
            }`}
          >
            <Icon aria-hidden className="size-4" />
            {!compact && <span className="drawer-label">{t(`theme.${value}`)}</span>}
            {compact && <span className="sr-only">{t(`theme.${value}`)}</span>}
          </button>
        );
      })}
    </div>
  );
}
