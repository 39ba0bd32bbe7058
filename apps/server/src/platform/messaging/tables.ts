import type { Generated } from 'kysely';

export interface MessagingTables {
  message_outbox: {
    id: string;
    channel: 'email' | 'sms';
    recipient: string;
    subject: string | null;
    body: string;
    created_at: Generated<Date>;
  };
}
