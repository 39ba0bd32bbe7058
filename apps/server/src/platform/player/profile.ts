import type { Profile } from '@casino/shared/player';
import { PROFILE_RULES } from '@casino/shared/player';
import type { Kysely, Selectable, Updateable } from 'kysely';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../http/errors.js';
import { checkFields } from '../../http/field-checks.js';
import type { PlayerTables } from './tables.js';

export type PlayerRow = Selectable<PlayerTables['players']>;

export function toProfile(row: PlayerRow): Profile {
  return {
    id: row.id,
    nickname: row.nickname,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    country: row.country,
    locale: row.locale,
    language: row.language,
    tgUserId: row.tg_user_id,
    bonusId: row.bonus_id,
    isNewlyRegistered: row.is_newly_registered,
    freshchatRestoreId: null,
    birthdate: row.birthdate,
    gender: row.gender,
    city: row.city,
    address: row.address,
    postalCode: row.postal_code,
    timeZone: row.time_zone,
    personalIdNumber: row.personal_id_number,
    currency: row.currency,
    avatarId: row.avatar_id,
    receiveEmailPromo: row.receive_email_promo,
    receiveSmsPromo: row.receive_sms_promo,
    isEmailConfirmed: row.email_confirmed_at !== null,
    isPhoneConfirmed: row.phone_confirmed_at !== null,
    hasPassword: row.password_hash !== null,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export async function findPlayer(db: Kysely<DB>, playerId: string): Promise<PlayerRow | undefined> {
  return db.selectFrom('players').selectAll().where('id', '=', playerId).executeTakeFirst();
}

export async function getProfile(db: Kysely<DB>, playerId: string): Promise<Profile> {
  const row = await findPlayer(db, playerId);
  if (!row) throw new AppError('NOT_FOUND', 'Player not found');
  return toProfile(row);
}

export async function isNicknameTaken(db: Kysely<DB>, nickname: string, exceptPlayerId?: string): Promise<boolean> {
  let query = db
    .selectFrom('players')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['nickname']), '=', nickname.toLowerCase()));
  if (exceptPlayerId) query = query.where('id', '!=', exceptPlayerId);
  return (await query.executeTakeFirst()) !== undefined;
}

export interface ProfilePatch {
  nickname?: string | null | undefined;
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  birthdate?: string | null | undefined;
  gender?: 'male' | 'female' | 'other' | null | undefined;
  country?: string | null | undefined;
  city?: string | null | undefined;
  address?: string | null | undefined;
  postalCode?: string | null | undefined;
  timeZone?: string | null | undefined;
  personalIdNumber?: string | null | undefined;
  locale?: string | null | undefined;
  language?: string | null | undefined;
  receiveEmailPromo?: boolean | undefined;
  receiveSmsPromo?: boolean | undefined;
}

const COLUMNS = {
  nickname: 'nickname',
  firstName: 'first_name',
  lastName: 'last_name',
  birthdate: 'birthdate',
  gender: 'gender',
  country: 'country',
  city: 'city',
  address: 'address',
  postalCode: 'postal_code',
  timeZone: 'time_zone',
  personalIdNumber: 'personal_id_number',
  locale: 'locale',
  language: 'language',
  receiveEmailPromo: 'receive_email_promo',
  receiveSmsPromo: 'receive_sms_promo',
} as const satisfies Record<keyof ProfilePatch, keyof PlayerRow>;

/** Changes only the fields sent; every rule of the profile scenario applies, with the messages of `locale`. */
export async function updateProfile(
  db: Kysely<DB>,
  playerId: string,
  patch: ProfilePatch,
  locale: string,
): Promise<Profile> {
  const sent = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
  const rules = Object.fromEntries(Object.entries(PROFILE_RULES).filter(([field]) => field in sent));
  const errors = await checkFields(db, locale, sent, rules);
  if (typeof sent.nickname === 'string' && !errors.nickname && (await isNicknameTaken(db, sent.nickname, playerId))) {
    errors.nickname = ['This nickname is already taken'];
  }
  if (Object.keys(errors).length > 0) throw new AppError('VALIDATION_FAILED', undefined, errors);

  const update: Updateable<PlayerTables['players']> = { updated_at: new Date() };
  for (const [field, value] of Object.entries(sent)) {
    const column = COLUMNS[field as keyof ProfilePatch];
    const clean = typeof value === 'string' ? value.trim() || null : value;
    (update as Record<string, unknown>)[column] = clean;
  }
  await db.updateTable('players').set(update).where('id', '=', playerId).execute();
  return getProfile(db, playerId);
}
