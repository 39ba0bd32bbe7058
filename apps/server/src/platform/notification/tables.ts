import type { Generated } from 'kysely';

export interface NotificationTables {
  messenger_messages: {
    id: string;
    seq: Generated<string>;
    player_id: string;
    title: string;
    body: Generated<string>;
    state: Generated<number>;
    read_at: Date | null;
    created_at: Generated<Date>;
  };
  push_notifications: {
    id: string;
    seq: Generated<string>;
    player_id: string;
    title: string;
    body: Generated<string>;
    url: string | null;
    state: Generated<number>;
    read_at: Date | null;
    created_at: Generated<Date>;
  };
  web_push_subscriptions: {
    endpoint: string;
    player_id: string;
    p256dh: string;
    auth: string;
    created_at: Generated<Date>;
  };
  contact_messages: {
    id: string;
    player_id: string | null;
    name: string;
    email: string;
    subject: string;
    message: string;
    locale: string | null;
    ip: string | null;
    created_at: Generated<Date>;
  };
}
