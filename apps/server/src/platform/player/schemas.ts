import { safeLine } from '@casino/shared/safe-text';
import { DEFAULT_VALIDATION_MESSAGES } from '@casino/shared/validation';
import { z } from 'zod';

export const profileSchema = z.object({
  id: z.string(),
  nickname: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  country: z.string().nullable(),
  locale: z.string().nullable(),
  language: z.string().nullable(),
  tgUserId: z.string().nullable(),
  bonusId: z.string().nullable(),
  isNewlyRegistered: z.boolean(),
  freshchatRestoreId: z.string().nullable(),
  birthdate: z.string().nullable(),
  gender: z.enum(['male', 'female', 'other']).nullable(),
  city: z.string().nullable(),
  address: z.string().nullable(),
  postalCode: z.string().nullable(),
  timeZone: z.string().nullable(),
  personalIdNumber: z.string().nullable(),
  currency: z.string().nullable(),
  avatarId: z.string().nullable(),
  receiveEmailPromo: z.boolean(),
  receiveSmsPromo: z.boolean(),
  isEmailConfirmed: z.boolean(),
  isPhoneConfirmed: z.boolean(),
  hasPassword: z.boolean(),
  createdAt: z.string(),
});

export const sessionResponse = z.object({ accessToken: z.string(), profile: profileSchema });

const text = (max: number) => z.string().max(max);
/** Names and addresses shown on one line: no tab or line break either. */
const line = (max: number) => safeLine().max(max);
/**
 * A field every request must carry. Empty is allowed here, so a blank form field
 * still gets the localised §5 "required" message from the field rules.
 */
const present = (max: number) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? DEFAULT_VALIDATION_MESSAGES.required : undefined) })
    .max(max);

const registrationBase = {
  password: present(128),
  password_confirmation: present(128),
  currency: present(10),
  nickname: line(40).optional(),
  agreements: z.union([z.boolean(), text(10)]).optional(),
  receiveEmailPromo: z.boolean().optional(),
  receiveSmsPromo: z.boolean().optional(),
  fingerprint: text(200).optional(),
  frogoFingerprint: text(200).optional(),
  affiliateTag: text(100).optional(),
  selectedRegisterBonusId: z.union([text(60), z.number().int()]).optional(),
  locale: text(10).optional(),
  country: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional(),
  captcha: text(4000).optional(),
};

export const emailRegistrationBody = z.object({ email: present(254), ...registrationBase });
export const phoneRegistrationBody = z.object({ phone: present(30), ...registrationBase });

export const loginBody = z
  .object({
    email: text(254).optional(),
    phone: text(30).optional(),
    password: text(128),
    fingerprint: text(200).optional(),
    frogoFingerprint: text(200).optional(),
    captcha: text(4000).optional(),
  })
  // A missing contact or password is left to the login rules, whose messages are localised.
  .refine((b) => !(b.email && b.phone), { message: 'Send either email or phone, not both', path: ['email'] });

export const profileUpdateBody = z
  .object({
    nickname: line(40).nullable(),
    firstName: line(60).nullable(),
    lastName: line(60).nullable(),
    birthdate: text(10).nullable(),
    gender: z.enum(['male', 'female', 'other']).nullable(),
    country: z
      .string()
      .regex(/^[A-Z]{2}$/)
      .nullable(),
    city: line(80).nullable(),
    address: line(160).nullable(),
    postalCode: line(20).nullable(),
    timeZone: text(60).nullable(),
    personalIdNumber: line(40).nullable(),
    locale: text(10).nullable(),
    language: text(10).nullable(),
    receiveEmailPromo: z.boolean(),
    receiveSmsPromo: z.boolean(),
  })
  .partial()
  .strict();

/** What a sensitive change carries to prove the caller is the player, not just holds their token. */
export const reauthFields = {
  currentPassword: text(128).optional(),
  reauthCode: z
    .string()
    .regex(/^\d{6}$/, 'must be six digits')
    .optional(),
};

export const passwordChangeBody = z.object({
  currentPassword: text(128).optional(),
  reauthCode: reauthFields.reauthCode,
  newPassword: text(128),
  repeatNewPassword: text(128),
});

export const sessionView = z.object({
  id: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  device: z.string().nullable(),
  platform: z.string(),
  isCurrent: z.boolean(),
});

const rule = z.object({ rule: z.string(), param: z.union([z.string(), z.number()]).optional() });
export const fieldRulesSchema = z.array(z.object({ name: z.string(), isRequired: z.boolean(), rules: z.array(rule) }));

export const ok = z.object({ ok: z.literal(true) });
