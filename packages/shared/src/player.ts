import type { FieldRules } from './validation.js';

/** The player's profile as the API returns it (§3 Profile). */
export interface Profile {
  id: string;
  nickname: string | null;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  phone: string | null;
  country: string | null;
  locale: string | null;
  language: string | null;
  tgUserId: string | null;
  bonusId: string | null;
  isNewlyRegistered: boolean;
  freshchatRestoreId: string | null;
  birthdate: string | null;
  gender: 'male' | 'female' | 'other' | null;
  city: string | null;
  address: string | null;
  postalCode: string | null;
  timeZone: string | null;
  personalIdNumber: string | null;
  currency: string | null;
  avatarId: string | null;
  receiveEmailPromo: boolean;
  receiveSmsPromo: boolean;
  isEmailConfirmed: boolean;
  isPhoneConfirmed: boolean;
  /** False for a player who only ever signed in through a social provider or Telegram. */
  hasPassword: boolean;
  createdAt: string;
}

/**
 * The captcha a login needs after a lock-out (GET /api/player/captcha): the in-house
 * proof of work to solve, or reCAPTCHA's widget to render with the site key.
 */
export type CaptchaChallenge =
  { kind: 'altcha'; challenge: Record<string, unknown> } | { kind: 'recaptcha'; siteKey: string };

/** §7: the action reCAPTCHA enterprise tokens are made for, and checked against. */
export const RECAPTCHA_ACTION = 'frontend_form';

/** One of the player's open sessions, as the sessions list shows it. */
export interface SessionView {
  id: string;
  createdAt: string;
  lastSeenAt: string;
  ip: string | null;
  userAgent: string | null;
  device: string | null;
  platform: string;
  isCurrent: boolean;
}

export const NICKNAME_RULES = [
  { rule: 'min', param: 3 },
  { rule: 'max', param: 24 },
  { rule: 'alpha_dash' },
] as const satisfies FieldRules[string];

/**
 * zxcvbn's score 3 and up: beyond 10^8 guesses, out of reach of an online guesser and
 * costly offline against argon2id; 2 still lets through words with digits appended.
 */
export const MIN_PASSWORD_SCORE = 3;

const password = [
  { rule: 'required' },
  { rule: 'min', param: 8 },
  { rule: 'max', param: 128 },
  { rule: 'strongPassword', param: MIN_PASSWORD_SCORE },
] as const;

/** Registration rules (§5: the server defines them; the client only renders them). */
export const REGISTRATION_RULES: Record<'email' | 'phone', FieldRules> = {
  email: {
    email: [{ rule: 'required' }, { rule: 'email' }],
    password: [...password],
    password_confirmation: [{ rule: 'required' }, { rule: 'confirmed', param: 'password' }],
    currency: [{ rule: 'required' }],
    nickname: [...NICKNAME_RULES],
    agreements: [{ rule: 'accepted' }],
  },
  phone: {
    phone: [{ rule: 'required' }, { rule: 'phone' }],
    password: [...password],
    password_confirmation: [{ rule: 'required' }, { rule: 'confirmed', param: 'password' }],
    currency: [{ rule: 'required' }],
    nickname: [...NICKNAME_RULES],
    agreements: [{ rule: 'accepted' }],
  },
};

/** Sign-in rules: the contact of the chosen route and a password (checked on both sides). */
export const LOGIN_RULES: Record<'email' | 'phone', FieldRules> = {
  email: { email: [{ rule: 'required' }, { rule: 'email' }], password: [{ rule: 'required' }] },
  phone: { phone: [{ rule: 'required' }, { rule: 'phone' }], password: [{ rule: 'required' }] },
};

export const MIN_AGE = 18;

export const PROFILE_RULES: FieldRules = {
  firstName: [
    { rule: 'min', param: 2 },
    { rule: 'max', param: 60 },
  ],
  lastName: [
    { rule: 'min', param: 2 },
    { rule: 'max', param: 60 },
  ],
  nickname: [...NICKNAME_RULES],
  birthdate: [{ rule: 'date' }, { rule: 'minAge', param: MIN_AGE }, { rule: 'maxAge', param: 120 }],
  personalIdNumber: [
    { rule: 'min', param: 2 },
    { rule: 'max', param: 40 },
  ],
  city: [{ rule: 'max', param: 80 }],
  address: [{ rule: 'max', param: 160 }],
  postalCode: [{ rule: 'max', param: 20 }],
};

export const PASSWORD_CHANGE_RULES: FieldRules = {
  currentPassword: [{ rule: 'required' }],
  newPassword: [...password],
  repeatNewPassword: [{ rule: 'required' }, { rule: 'confirmed', param: 'newPassword' }],
};

/** A player without a password (social or Telegram sign-in only) sets one without a current one. */
export const PASSWORD_SET_RULES: FieldRules = {
  newPassword: PASSWORD_CHANGE_RULES.newPassword!,
  repeatNewPassword: PASSWORD_CHANGE_RULES.repeatNewPassword!,
};

/** §3: nickname, else first name, else Telegram user id, else a name from the e-mail, else Unknown. */
export function displayName(profile: Pick<Profile, 'nickname' | 'firstName' | 'tgUserId' | 'email'>): string {
  if (profile.nickname) return profile.nickname;
  if (profile.firstName) return profile.firstName;
  if (profile.tgUserId) return profile.tgUserId;
  if (profile.email) return profile.email.split('@')[0]!;
  return 'Unknown';
}

/** §9: the last three characters of the e-mail's local part are hidden. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 0) return email;
  const local = email.slice(0, at);
  const kept = local.slice(0, Math.max(0, local.length - 3));
  return `${kept}${'*'.repeat(Math.min(3, local.length))}${email.slice(at)}`;
}

/** A name shown to other players (latest bets, big wins): like an e-mail's local part, its last three characters hidden. */
export function maskName(name: string): string {
  const characters = [...name];
  const hidden = Math.min(3, characters.length);
  return `${characters.slice(0, characters.length - hidden).join('')}${'*'.repeat(hidden)}`;
}
