import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { useT } from '../../i18n/i18n';
import { buttonSecondary, FormError, SubmitButton } from '../../ui/form';
import type { PopupViewProps } from '../popups/popup-views';
import { api } from '../session/api-client';
import { notify } from '../toasts/toast-queue';

/** `?confirm-session-logout={sessionId}`: asks before signing another device out. */
export function ConfirmSessionLogoutView({ popup, close }: PopupViewProps) {
  const t = useT();
  const revalidator = useRevalidator();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const sessionId = popup.value;
  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={async (event) => {
        event.preventDefault();
        setPending(true);
        setError(null);
        try {
          await api(`/api/player/sessions/${encodeURIComponent(sessionId)}/close`, { method: 'PUT' });
          close();
          notify({ kind: 'success', title: t('sessions.closed') });
          await revalidator.revalidate();
        } catch {
          setError(t('form.genericError'));
        } finally {
          setPending(false);
        }
      }}
    >
      <p className="text-sm text-muted">{t('sessions.confirmText')}</p>
      <FormError message={error} />
      <div className="grid grid-cols-2 gap-2">
        <button type="button" onClick={close} className={buttonSecondary}>
          {t('form.cancel')}
        </button>
        <SubmitButton pending={pending}>{t('sessions.close')}</SubmitButton>
      </div>
    </form>
  );
}
