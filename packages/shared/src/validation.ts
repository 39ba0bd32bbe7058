import { isValidPhoneNumber } from 'libphonenumber-js/min';
import type { FieldErrors } from './errors.js';

/** The rules of SPEC §5; a field's rules run in order and stop at the first failure. */
export type Rule =
  | { rule: 'required' }
  | { rule: 'email' }
  | { rule: 'phone' }
  | { rule: 'date' }
  | { rule: 'integer' }
  | { rule: 'min'; param: number }
  | { rule: 'max'; param: number }
  | { rule: 'minValue'; param: number }
  | { rule: 'maxValue'; param: number }
  | { rule: 'confirmed'; param: string }
  | { rule: 'accepted' }
  | { rule: 'alpha_dash' }
  | { rule: 'twoWords'; param: number }
  | { rule: 'cpf_number' }
  | { rule: 'minAge'; param: number }
  | { rule: 'maxAge'; param: number }
  | { rule: 'regex'; param: string }
  | { rule: 'digits'; param: number }
  | { rule: 'strongPassword'; param: number };

export type RuleName = Rule['rule'];
export type FieldRules = Record<string, Rule[]>;

/** §5 default messages; operators override them per rule through the fields-settings content. */
export const DEFAULT_VALIDATION_MESSAGES: Record<RuleName, string> = {
  required: 'Value is required',
  email: 'Value is not a valid email address',
  phone: 'Value is not a valid phone number',
  date: 'Value is not a valid date',
  integer: 'Value is not an integer',
  min: 'This field should be at least {min} characters long',
  max: 'The maximum length allowed is {max}',
  minValue: 'The minimum value allowed is {min}',
  maxValue: 'The maximum value allowed is {max}',
  confirmed: 'The value must be equal to the {other} value',
  accepted: 'The value is required',
  alpha_dash: 'The value may contain only letters, digits, underscores and dashes',
  twoWords: 'Enter exactly two words of at least {param} characters each',
  cpf_number: 'Value is not a valid CPF number',
  minAge: 'You must be at least {param} years old',
  maxAge: 'The maximum age allowed is {param}',
  regex: 'The value has an invalid format',
  digits: 'The value must have exactly {param} digits',
  strongPassword: 'This password is too easy to guess: use a longer one, a few unrelated words for example',
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const ALPHA_DASH = /^[\p{L}\p{N}_-]+$/u;
const ACCEPTED = new Set(['yes', 'on', '1', 'true']);

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** Brazilian CPF: 11 digits, not all the same, both check digits right. */
export function isValidCpf(value: string): boolean {
  const digits = value.replace(/[.\-\s]/g, '');
  if (!/^\d{11}$/.test(digits) || /^(\d)\1{10}$/.test(digits)) return false;
  const check = (length: number) => {
    let sum = 0;
    for (let i = 0; i < length; i++) sum += Number(digits[i]) * (length + 1 - i);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  return check(9) === Number(digits[9]) && check(10) === Number(digits[10]);
}

/** A calendar date written YYYY-MM-DD that exists. */
export function parseDate(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.getUTCMonth() === Number(match[2]) - 1 && date.getUTCDate() === Number(match[3]) ? date : null;
}

/** Whole years between a birth date and `today`. */
export function ageOn(birth: Date, today: Date): number {
  let age = today.getUTCFullYear() - birth.getUTCFullYear();
  const beforeBirthday =
    today.getUTCMonth() < birth.getUTCMonth() ||
    (today.getUTCMonth() === birth.getUTCMonth() && today.getUTCDate() < birth.getUTCDate());
  if (beforeBirthday) age -= 1;
  return age;
}

/** Only a number or a plain decimal compares: "1e3" or "0x10" typed in a form is no number (NaN fails). */
function numberOf(value: unknown, text: string): number {
  if (typeof value === 'number') return value;
  return /^-?\d+(?:\.\d+)?$/.test(text) ? Number(text) : NaN;
}

/** Whatever the player told us about themselves: a password made of it is easy to guess. */
const PERSONAL_FIELDS = ['email', 'phone', 'nickname', 'firstName', 'lastName', 'first_name', 'last_name'];

function passes(
  rule: Rule,
  value: unknown,
  values: Record<string, unknown>,
  today: Date,
  passwordScore?: PasswordScore,
): boolean {
  const text = typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
  switch (rule.rule) {
    case 'required':
      return !isBlank(value) && value !== false;
    case 'accepted':
      return value === true || ACCEPTED.has(String(value).toLowerCase());
    case 'confirmed':
      return value === values[rule.param];
    default:
      break;
  }
  // Every other rule applies only to a value that is there; `required` says whether it must be.
  if (isBlank(value)) return true;
  switch (rule.rule) {
    case 'email':
      return text.length <= 254 && EMAIL.test(text);
    case 'phone':
      return typeof value === 'string' && isValidPhoneNumber(text);
    case 'date':
      return parseDate(text) !== null;
    case 'integer':
      return /^-?\d+$/.test(text);
    case 'min':
      return typeof value === 'number' ? value >= rule.param : [...text].length >= rule.param;
    case 'max':
      return typeof value === 'number' ? value <= rule.param : [...text].length <= rule.param;
    case 'minValue':
      return numberOf(value, text) >= rule.param;
    case 'maxValue':
      return numberOf(value, text) <= rule.param;
    case 'alpha_dash':
      return ALPHA_DASH.test(text);
    case 'twoWords': {
      const words = text.split(/\s+/);
      return words.length === 2 && words.every((w) => [...w].length >= rule.param);
    }
    case 'cpf_number':
      return isValidCpf(text);
    case 'minAge':
    case 'maxAge': {
      const birth = parseDate(text);
      if (!birth) return false;
      const age = ageOn(birth, today);
      return rule.rule === 'minAge' ? age >= rule.param : age <= rule.param;
    }
    case 'regex':
      return new RegExp(rule.param, 'u').test(text);
    case 'digits':
      return new RegExp(`^\\d{${rule.param}}$`).test(text);
    case 'strongPassword': {
      if (!passwordScore) return true;
      const personal = PERSONAL_FIELDS.map((field) => values[field]).filter((v): v is string => typeof v === 'string');
      return passwordScore(typeof value === 'string' ? value : text, personal) >= rule.param;
    }
  }
}

/**
 * How the values of one field's rules read in its messages, when not as written in
 * the rule: an amount kept in minor units reads in the unit the player types.
 */
export type ShowParam = (param: number) => string;

export function ruleMessage(
  rule: Rule,
  messages: Partial<Record<RuleName, string>> = {},
  show: ShowParam = String,
): string {
  const template = messages[rule.rule] ?? DEFAULT_VALIDATION_MESSAGES[rule.rule];
  const param = !('param' in rule) ? '' : typeof rule.param === 'number' ? show(rule.param) : rule.param;
  return template
    .replaceAll('{min}', param)
    .replaceAll('{max}', param)
    .replaceAll('{param}', param)
    .replaceAll('{other}', param);
}

/** How hard a password is to guess, 0–4, given what else the player typed (see password-strength.ts). */
export type PasswordScore = (password: string, userInputs: string[]) => number;

export interface ValidateOptions {
  messages?: Partial<Record<RuleName, string>>;
  /**
   * The strength estimator for `strongPassword`. It carries a large dictionary, so it
   * is passed in by whoever has it loaded; without it that rule is not checked.
   */
  passwordScore?: PasswordScore;
  today?: Date;
  /** Per field, how its rule values read in messages (see ShowParam). */
  show?: Record<string, ShowParam>;
}

/** Checks values against field rules; an empty result means valid. */
export function validateFields(
  values: Record<string, unknown>,
  rules: FieldRules,
  { messages = {}, today = new Date(), show = {}, passwordScore }: ValidateOptions = {},
): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, fieldRules] of Object.entries(rules)) {
    const failed = fieldRules.find((rule) => !passes(rule, values[field], values, today, passwordScore));
    if (failed) errors[field] = [ruleMessage(failed, messages, show[field])];
  }
  return errors;
}
