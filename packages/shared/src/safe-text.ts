import { z } from 'zod';

/**
 * Characters no field of ours stores: NUL (PostgreSQL text refuses it), the C0
 * controls other than tab, line feed and carriage return, and UTF-16 surrogates
 * without their pair (they cannot be encoded as UTF-8, so the database and JSON
 * encoders fail on them).
 */
const FORBIDDEN_IN_TEXT =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** A single line (names, codes, e-mail addresses) takes no control character at all. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const FORBIDDEN_IN_LINE = /[\u0000-\u001F\u007F]/;

export const UNSAFE_TEXT_MESSAGE = 'Contains a character that is not allowed';

/** True when `value` holds only characters a text field may keep; tab and line breaks are allowed. */
export function isSafeText(value: string): boolean {
  return !FORBIDDEN_IN_TEXT.test(value);
}

/** True when `value` is safe text on one line: no tab, no line break, no other control. */
export function isSafeLine(value: string): boolean {
  return isSafeText(value) && !FORBIDDEN_IN_LINE.test(value);
}

/** A string field that may span lines (messages, descriptions). */
export const safeText = () => z.string().refine(isSafeText, { message: UNSAFE_TEXT_MESSAGE });

/** A one-line string field (names, e-mail addresses, identifiers). */
export const safeLine = () => z.string().refine(isSafeLine, { message: UNSAFE_TEXT_MESSAGE });

/** Parsed JSON and query objects; a raw Buffer body is bytes, not strings. */
function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !ArrayBuffer.isView(value);
}

/**
 * The paths (`payer.name`, `where.0.value`) of every string in a parsed JSON value,
 * object keys included, that is not safe text. Walks without recursion, so a deeply
 * nested body cannot overflow the stack.
 */
export function unsafeTextPaths(value: unknown, prefix = ''): string[] {
  const found: string[] = [];
  const pending: [unknown, string][] = [[value, prefix]];
  while (pending.length > 0) {
    const [current, path] = pending.pop()!;
    if (typeof current === 'string') {
      if (!isSafeText(current)) found.push(path);
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => pending.push([item, path ? `${path}.${index}` : String(index)]));
    } else if (isRecord(current)) {
      for (const [key, item] of Object.entries(current)) {
        const keySafe = isSafeText(key);
        const itemPath = path ? `${path}.${keySafe ? key : '?'}` : keySafe ? key : '?';
        if (!keySafe) found.push(itemPath);
        pending.push([item, itemPath]);
      }
    }
  }
  return found;
}
