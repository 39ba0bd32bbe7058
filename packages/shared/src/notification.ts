import type { PageMeta } from './pagination.js';
import type { FieldRules } from './validation.js';

/** State of a message or a push notification (SPEC §3). */
export const NOTIFICATION_STATE = { unread: 1, read: 2 } as const;
export type NotificationState = (typeof NOTIFICATION_STATE)[keyof typeof NOTIFICATION_STATE];

/** The bell's popover keeps the latest three messages; the push list pages by twenty (SPEC §9). */
export const POPOVER_MESSAGES = 3;
export const PUSH_PAGE_SIZE = 20;
export const MESSAGE_PAGE_SIZE = 20;

export interface MessageView {
  id: string;
  content: { title: string; body: string };
  state: NotificationState;
  readAt: string | null;
  createdAt: string;
}

export interface PushView {
  id: string;
  content: { title: string; body: string; url: string | null };
  state: NotificationState;
  readAt: string | null;
  createdAt: string;
}

export interface MessagePage {
  data: MessageView[];
  meta: PageMeta & { totalUnread: number };
}

/** What a player sees in a Web Push notification; the service worker reads this shape. */
export interface WebPushPayload {
  title: string;
  body: string;
  url: string | null;
}

/** The contact form (the /contact page), checked the same way on both sides. */
export const CONTACT_RULES: FieldRules = {
  name: [{ rule: 'required' }, { rule: 'min', param: 2 }, { rule: 'max', param: 100 }],
  email: [{ rule: 'required' }, { rule: 'email' }, { rule: 'max', param: 254 }],
  subject: [{ rule: 'required' }, { rule: 'min', param: 3 }, { rule: 'max', param: 150 }],
  message: [{ rule: 'required' }, { rule: 'min', param: 10 }, { rule: 'max', param: 5000 }],
};
