import type { RuleName } from '@casino/shared/validation';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useI18n } from '../../i18n/i18n';
import { api } from '../session/api-client';

type Messages = Partial<Record<RuleName, string>>;

/**
 * §5: validation messages come from the fields-settings content of the locale
 * (default locale as fallback); until it arrives the shared defaults apply.
 */
export function useValidationMessages(): Messages {
  const { locale } = useI18n();
  const query = useQuery({
    queryKey: ['content', 'fields-settings', locale],
    queryFn: async () => {
      const { data } = await api<{ data: { meta: Record<string, unknown> }[] }>('/api/content/query', {
        method: 'POST',
        body: { kind: 'fields-settings', locale },
      });
      const messages = data.find((record) => record.meta.validationMessages)?.meta.validationMessages;
      return (messages && typeof messages === 'object' ? messages : {}) as Messages;
    },
    staleTime: Infinity,
  });
  return query.data ?? {};
}

let current: Messages = {};

/** The messages forms check with right now: resolvers run in the browser, after this is set. */
export function currentValidationMessages(): Messages {
  return current;
}

/** Keeps the forms' messages in step with the locale's fields-settings content. */
export function ValidationMessagesSync() {
  const messages = useValidationMessages();
  useEffect(() => {
    current = messages;
  }, [messages]);
  return null;
}
