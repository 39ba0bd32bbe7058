import * as Dialog from '@radix-ui/react-dialog';
import { SlidersHorizontal, X } from 'lucide-react';
import { useState } from 'react';
import { useT } from '../../i18n/i18n';
import { buttonSecondary, SubmitButton } from '../../ui/form';
import { FilterFields } from './filter-fields';
import { activeFilterCount, type HistoryFilters, type HistoryTab } from './history-query';

/** The §9 modal z-index base the popups use too: the sheet is a modal of its own. */
const SHEET_Z = 1000;

/**
 * Mobile (under 768 px): a "Filters" button opening a bottom sheet. The fields edit a
 * draft; Apply puts it in the address, Reset clears every filter.
 */
export function FilterSheet({
  tab,
  filters,
  onChange,
}: {
  tab: HistoryTab;
  filters: HistoryFilters;
  onChange(next: HistoryFilters): void;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(filters);
  const count = activeFilterCount(filters);
  const apply = (next: HistoryFilters) => {
    onChange(next);
    setOpen(false);
  };
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (next) setDraft(filters);
        setOpen(next);
      }}
    >
      <Dialog.Trigger data-testid="history-filters-button" className={`${buttonSecondary} self-start sm:hidden`}>
        <SlidersHorizontal aria-hidden className="size-4" />
        {t('history.filters')}
        {count > 0 && (
          <>
            <span
              aria-hidden
              className="grid min-w-5 place-items-center rounded-full bg-accent px-1.5 text-xs text-accent-contrast"
            >
              {count}
            </span>
            <span className="sr-only">{t('history.filter.activeCount', { count })}</span>
          </>
        )}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 bg-overlay backdrop-blur-[2px]" style={{ zIndex: SHEET_Z }} />
        <Dialog.Content
          aria-describedby={undefined}
          data-testid="history-filter-sheet"
          style={{ zIndex: SHEET_Z + 1 }}
          className="fixed inset-x-0 bottom-0 max-h-[85dvh] overflow-y-auto rounded-t-2xl border-t border-border bg-surface px-5 pt-3 pb-[max(1.25rem,env(safe-area-inset-bottom))] shadow-2xl focus:outline-none"
        >
          <div aria-hidden className="mx-auto mb-3 h-1 w-10 rounded-full bg-border" />
          <div className="mb-4 flex items-center justify-between gap-4">
            <Dialog.Title className="text-lg font-bold">{t('history.filters')}</Dialog.Title>
            <Dialog.Close
              aria-label={t('common.close')}
              className="rounded-lg p-1.5 text-muted hover:bg-surface-2 hover:text-text focus-visible:outline-2 focus-visible:outline-accent"
            >
              <X aria-hidden className="size-5" />
            </Dialog.Close>
          </div>
          <form
            className="flex flex-col gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              apply(draft);
            }}
          >
            <FilterFields tab={tab} value={draft} onChange={setDraft} />
            <div className="grid grid-cols-2 gap-2">
              <button type="button" onClick={() => apply({})} className={buttonSecondary}>
                {t('history.filter.reset')}
              </button>
              <SubmitButton pending={false}>{t('history.filter.apply')}</SubmitButton>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
