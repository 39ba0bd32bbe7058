import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';

/** Above the popups (1000) and the header: a reminder the player has to answer before playing on. */
const Z = 1500;

/**
 * The frame of the reality check and the session-ended notice: a centred card that only its own
 * buttons close (no click outside, no Escape), so it cannot be dismissed without being read.
 */
export function ProtectionDialog({
  open,
  title,
  icon,
  testId,
  children,
}: {
  open: boolean;
  title: string;
  icon: ReactNode;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open}>
      <Dialog.Portal>
        <Dialog.Overlay
          className="fixed inset-0 animate-fade-in bg-overlay backdrop-blur-[2px]"
          style={{ zIndex: Z }}
        />
        <Dialog.Content
          data-testid={testId}
          aria-describedby={undefined}
          onEscapeKeyDown={(event) => event.preventDefault()}
          onPointerDownOutside={(event) => event.preventDefault()}
          style={{ zIndex: Z + 1 }}
          className="fixed inset-x-3 top-1/2 mx-auto flex max-w-md -translate-y-1/2 animate-pop-in flex-col gap-4 rounded-sheet border border-border bg-surface p-5 shadow-modal focus:outline-none"
        >
          <div className="flex items-center gap-3">
            <span className="grid size-11 shrink-0 place-items-center rounded-full bg-accent/15 text-accent">
              {icon}
            </span>
            <Dialog.Title className="text-xl font-black tracking-tight">{title}</Dialog.Title>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
