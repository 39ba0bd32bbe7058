import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Transporter } from 'nodemailer';
import type { DB } from '../../db/schema.js';

export interface Email {
  to: string;
  subject: string;
  text: string;
}

export interface Messenger {
  sendEmail(email: Email): Promise<void>;
  sendSms(to: string, text: string): Promise<void>;
}

/**
 * E-mail goes out over SMTP when SMTP_URL is set; every message (and every SMS, for
 * which no gateway is configured) is also kept in the outbox, which the development
 * mailbox shows.
 */
export function createMessenger(db: Kysely<DB>, options: { smtpUrl?: string | undefined; from: string }): Messenger {
  const { smtpUrl } = options;
  // nodemailer is loaded only where SMTP is set: a tenth of a second of every start otherwise.
  const transport: Promise<Transporter> | null = smtpUrl
    ? import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl))
    : null;
  const keep = (channel: 'email' | 'sms', recipient: string, subject: string | null, body: string) =>
    db.insertInto('message_outbox').values({ id: randomUUID(), channel, recipient, subject, body }).execute();
  return {
    async sendEmail({ to, subject, text }) {
      if (transport) await (await transport).sendMail({ from: options.from, to, subject, text });
      await keep('email', to, subject, text);
    },
    async sendSms(to, text) {
      await keep('sms', to, null, text);
    },
  };
}

export interface OutboxMessage {
  id: string;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string | null;
  body: string;
  createdAt: string;
}

export async function readOutbox(db: Kysely<DB>, recipient?: string, limit = 50): Promise<OutboxMessage[]> {
  let query = db.selectFrom('message_outbox').selectAll().orderBy('created_at', 'desc').orderBy('id').limit(limit);
  if (recipient) query = query.where('recipient', '=', recipient.toLowerCase());
  const rows = await query.execute();
  return rows.map((r) => ({
    id: r.id,
    channel: r.channel,
    recipient: r.recipient,
    subject: r.subject,
    body: r.body,
    createdAt: new Date(r.created_at).toISOString(),
  }));
}
