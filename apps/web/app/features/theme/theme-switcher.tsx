import { Monitor, Moon, Sun } from 'lucide-react';
import { useState } from 'react';
import { useT } from '../../i18n/i18n';
import { THEMES, storeTheme, type Theme } from './theme';

const ICONS = { light: Sun, dark: Moon, system: Monitor } as const;

/**
 * Light, dark or system as three fixed-size icon buttons (they never squash or wrap,
 * whatever the language); the chosen name is written beside them when there is room.
 */
export function ThemeSwitcher({ initial, compact }: { initial: Theme; compact?: boolean }) {
  const t = useT();
  const [theme, setTheme] = useState<Theme>(initial);
  return (
    <div className={`flex items-center gap-2 rounded-control bg-surface-2 p-1 ${compact ? 'flex-col' : ''}`}>
      {!compact && (
        <span aria-hidden className="drawer-label min-w-0 flex-1 truncate ps-2 text-xs font-medium text-muted">
          {t(`theme.${theme}`)}
        </span>
      )}
      <div
        role="radiogroup"
        aria-label={t('theme.label')}
        className={`flex shrink-0 gap-1 ${compact ? 'flex-col' : ''}`}
      >
        {THEMES.map((value) => {
          const Icon = ICONS[value];
          const checked = theme === value;
          return (
            <button
              key={value}
              type="button"
              role="radio"
              aria-checked={checked}
              aria-label={t(`theme.${value}`)}
              title={t(`theme.${value}`)}
              data-testid={`theme-${value}`}
              onClick={() => {
                setTheme(value);
                storeTheme(value);
              }}
              className={`grid size-8 shrink-0 place-items-center rounded-[calc(var(--radius-control)-0.25rem)] transition-colors ${
                checked ? 'bg-surface-3 text-text shadow-raised' : 'text-muted hover:text-text'
              }`}
            >
              <Icon aria-hidden className="size-4 shrink-0" />
            </button>
          );
        })}
      </div>
    </div>
  );
}
