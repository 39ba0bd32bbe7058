import { randomUUID } from 'node:crypto';
import { REGISTRATION_RULES } from '@casino/shared/player';
import { parsePhoneNumber } from 'libphonenumber-js/min';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../http/errors.js';
import { checkFields } from '../../http/field-checks.js';
import { hashPassword } from './passwords.js';
import { isNicknameTaken } from './profile.js';

/** The request schemas require the password, its confirmation, the currency and the route's contact. */
export interface RegistrationInput {
  email?: string | undefined;
  phone?: string | undefined;
  password: string;
  password_confirmation: string;
  currency: string;
  nickname?: string | undefined;
  agreements?: boolean | string | undefined;
  receiveEmailPromo?: boolean | undefined;
  receiveSmsPromo?: boolean | undefined;
  affiliateTag?: string | undefined;
  selectedRegisterBonusId?: string | number | undefined;
  locale?: string | undefined;
  country?: string | undefined;
}

/** E.164, so one number written two ways is one account. */
export function normalizePhone(phone: string): string {
  return parsePhoneNumber(phone.trim()).number;
}

/**
 * Creates a player by the e-mail or the phone route (§5). Every rule is checked on
 * the server, with the messages of `locale`; nothing is written unless all pass.
 */
export async function registerPlayer(
  db: Kysely<DB>,
  route: 'email' | 'phone',
  input: RegistrationInput,
  locale: string,
): Promise<string> {
  const errors = await checkFields(db, locale, { ...input }, REGISTRATION_RULES[route]);
  const email = route === 'email' && input.email !== undefined ? input.email.trim().toLowerCase() : null;
  const phone = route === 'phone' && !errors.phone && input.phone !== undefined ? normalizePhone(input.phone) : null;

  if (!errors.currency && input.currency) {
    const currency = await db
      .selectFrom('currencies')
      .select('code')
      .where('code', '=', input.currency)
      .where('is_enabled', '=', true)
      .executeTakeFirst();
    if (!currency) errors.currency = ['This currency is not available'];
  }
  if (email && !errors.email) {
    const taken = await db.selectFrom('players').select('id').where('email', '=', email).executeTakeFirst();
    if (taken) errors.email = ['This e-mail is already registered'];
  }
  if (phone) {
    const taken = await db.selectFrom('players').select('id').where('phone', '=', phone).executeTakeFirst();
    if (taken) errors.phone = ['This phone number is already registered'];
  }
  if (input.nickname && !errors.nickname && (await isNicknameTaken(db, input.nickname))) {
    errors.nickname = ['This nickname is already taken'];
  }
  if (Object.keys(errors).length > 0) throw new AppError('VALIDATION_FAILED', undefined, errors);

  const id = randomUUID();
  try {
    await db
      .insertInto('players')
      .values({
        id,
        email,
        phone,
        password_hash: await hashPassword(input.password),
        nickname: input.nickname?.trim() || null,
        currency: input.currency,
        locale: input.locale ?? null,
        language: input.locale?.split('-')[0] ?? null,
        country: input.country ?? null,
        affiliate_tag: input.affiliateTag?.slice(0, 100) || null,
        bonus_id: input.selectedRegisterBonusId !== undefined ? String(input.selectedRegisterBonusId) : null,
        receive_email_promo: input.receiveEmailPromo ?? false,
        receive_sms_promo: input.receiveSmsPromo ?? false,
      })
      .execute();
  } catch (error) {
    // Two sign-ups racing for one address: the unique index decides, the loser gets the field error.
    if (String((error as { code?: string }).code) === '23505') {
      throw new AppError('VALIDATION_FAILED', undefined, {
        [route]: [route === 'email' ? 'This e-mail is already registered' : 'This phone number is already registered'],
      });
    }
    throw error;
  }
  return id;
}
