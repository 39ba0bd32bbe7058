import { randomUUID } from 'node:crypto';
import { CONTACT_RULES } from '@casino/shared/notification';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/errors.js';
import { checkFields } from '../../http/field-checks.js';

export interface ContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** Five messages an hour from one address is plenty for a person and little for a script. */
export const CONTACTS_PER_HOUR = 5;

/**
 * Keeps the message for the support team and forwards it to the operator's address.
 * A refused form is answered in `answerLocale`, the request's (§5); `from.locale` is
 * only kept with the message.
 */
export async function receiveContact(
  app: FastifyInstance,
  form: ContactMessage,
  from: { playerId: string | null; ip: string; locale: string | null },
  answerLocale: string,
): Promise<{ id: string }> {
  const values = {
    name: form.name.trim(),
    email: form.email.trim().toLowerCase(),
    subject: form.subject.trim(),
    message: form.message.trim(),
  };
  const errors = await checkFields(app.db, answerLocale, values, CONTACT_RULES);
  if (Object.keys(errors).length > 0) throw new AppError('VALIDATION_FAILED', undefined, errors);
  if ((await app.limiter.hit(`contact:${from.ip}`, 60 * 60_000)) > CONTACTS_PER_HOUR) {
    throw new AppError('RATE_LIMITED');
  }
  const id = randomUUID();
  await app.db
    .insertInto('contact_messages')
    .values({ id, player_id: from.playerId, ...values, locale: from.locale, ip: from.ip })
    .execute();
  await app.messenger.sendEmail({
    to: app.config.PROJECT_EMAIL,
    subject: `[Contact] ${values.subject}`,
    text: `From: ${values.name} <${values.email}>${from.playerId ? ` (player ${from.playerId})` : ''}\n\n${values.message}`,
  });
  return { id };
}
