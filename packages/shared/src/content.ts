import { z } from 'zod';
import type { ContentNode } from './content-nodes.js';
import { DEFAULT_LOCALE, isSupportedLocale } from './locales.js';

/** The content kinds of §1 / §3; a source file lives in `content/<locale>/<kind>/`. */
export const CONTENT_KINDS = [
  'alerts',
  'fields-settings',
  'global-components',
  'history',
  'layout',
  'modals',
  'pages',
  'profile',
  'bonus',
  'question-pages',
  'slides',
  'static',
  'promotions',
  'info',
] as const;

export type ContentKind = (typeof CONTENT_KINDS)[number];

export const CONTENT_EXTENSIONS = ['md', 'yaml', 'yml', 'json'] as const;

/** §9: content version strings carry the prefix of release 3.5.0. */
export const CONTENT_VERSION_PREFIX = '3.5.0';

export { CONTENT_ATTRIBUTES, CONTENT_TAGS, type ContentNode } from './content-nodes.js';

export interface ContentRecord {
  id: string;
  locale: string;
  kind: ContentKind;
  stem: string;
  extension: string;
  pageIdentity: string;
  title: string | null;
  description: string | null;
  meta: Record<string, unknown>;
  body: ContentNode[] | null;
}

/**
 * Locales whose content a page in `locale` reads, best first: the locale, its base
 * language for a regional variant, then the default locale, never one twice (§2).
 */
export function contentLocales(locale: string): string[] {
  const base = locale.split('-')[0]!;
  const chain = [locale, base, DEFAULT_LOCALE].filter((code) => isSupportedLocale(code));
  return [...new Set(chain)];
}

/** Record fields a query may filter and sort on; `meta.<key>` reaches into the front matter. */
export const CONTENT_FIELDS = ['id', 'locale', 'stem', 'extension', 'pageIdentity', 'title', 'description'] as const;
export type ContentField = (typeof CONTENT_FIELDS)[number];

const META_FIELD = /^meta\.[A-Za-z0-9_-]{1,64}$/;

export const CONTENT_OPERATORS = ['=', '<>', 'IN', 'NOT IN', 'BETWEEN'] as const;
export type ContentOperator = (typeof CONTENT_OPERATORS)[number];

const scalar = z.union([z.string().max(500), z.number(), z.boolean()]);
export type ContentValue = z.infer<typeof scalar>;

const fieldName = z
  .string()
  .refine((name) => (CONTENT_FIELDS as readonly string[]).includes(name) || META_FIELD.test(name), {
    message: `Unknown field: use ${CONTENT_FIELDS.join(', ')} or meta.<key>`,
  });

const condition = z
  .object({
    field: fieldName,
    operator: z.enum(CONTENT_OPERATORS),
    value: z.union([scalar, z.array(scalar).max(100)]),
  })
  .superRefine((c, ctx) => {
    const isArray = Array.isArray(c.value);
    if ((c.operator === 'IN' || c.operator === 'NOT IN') && !isArray) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: `${c.operator} requires an array` });
    }
    if (c.operator === 'BETWEEN' && !(isArray && (c.value as ContentValue[]).length === 2)) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'BETWEEN requires an array of two items' });
    }
    if ((c.operator === '=' || c.operator === '<>') && isArray) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: `${c.operator} requires a single value` });
    }
    const values = isArray ? (c.value as ContentValue[]) : [c.value as ContentValue];
    if (!c.field.startsWith('meta.') && values.some((v) => typeof v !== 'string')) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: `${c.field} holds text: compare it with strings` });
    }
  });

export type ContentCondition = z.infer<typeof condition>;

const order = z.object({ field: fieldName, direction: z.enum(['ASC', 'DESC']).default('ASC') });

/**
 * The content query of the web app: structured conditions, never SQL (§5). Records
 * of the locale win over the fallback locales' records of the same stem.
 */
export const contentQuerySchema = z.object({
  kind: z.enum(CONTENT_KINDS),
  locale: z.string().refine(isSupportedLocale, { message: 'Unknown locale' }),
  where: z.array(condition).max(20).default([]),
  orderBy: z
    .array(order)
    .max(5)
    .default([{ field: 'stem', direction: 'ASC' }]),
  limit: z.number().int().min(1).max(500).default(100),
  offset: z.number().int().min(0).default(0),
  /** Leave the rendered Markdown out when only titles are needed (lists, sitemap). */
  withBody: z.boolean().default(true),
});

export type ContentQueryInput = z.input<typeof contentQuerySchema>;
export type ContentQuery = z.output<typeof contentQuerySchema>;

/** Zod issues as the `fields` of the error envelope: `where.0.value` → its messages. */
export function issueFields(error: z.ZodError): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.') || 'request';
    (fields[path] ??= []).push(issue.message);
  }
  return fields;
}

/** `/promo/` and `/promo` are one path for a redirect. */
export function normalizeRedirectPath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

export type RedirectTarget =
  | { ok: true; external: false; location: string }
  | { ok: true; external: true; location: string }
  | { ok: false; reason: string };

const matchesHost = (host: string, allowed: string) =>
  allowed.startsWith('*.') ? host.endsWith(allowed.slice(1)) : host === allowed;

/** C0 and C1 controls, DEL and backslashes: browsers drop or rewrite them, turning a path into another host. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const UNSAFE_IN_TARGET = /[\u0000-\u001F\u007F-\u009F\\]/;
/** Resolves relative targets when the caller has no origin of its own (content redirects). */
const IN_APP_ORIGIN = 'http://in-app.invalid';
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** Percent-decodes until stable, so `%2509` cannot smuggle a tab past one decoding; null when malformed. */
function fullyDecoded(value: string): string | null {
  let current = value;
  for (let round = 0; round < 5; round++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return null;
}

/**
 * §2 / §8: a redirect goes to a path on our own origin, or to an http(s) address whose
 * host is on the allow-list; anything else is refused. The target is parsed with `URL`
 * against our origin and the answer is rebuilt from the parsed parts, never echoed, so
 * what a browser follows is exactly what was checked.
 */
export function checkRedirectTarget(
  target: string,
  allowedHosts: readonly string[],
  ownOrigin: string = IN_APP_ORIGIN,
): RedirectTarget {
  const decoded = fullyDecoded(target);
  if (decoded === null) return { ok: false, reason: 'Malformed percent-encoding' };
  if (UNSAFE_IN_TARGET.test(target) || UNSAFE_IN_TARGET.test(decoded)) {
    return { ok: false, reason: 'Control characters and backslashes are not allowed' };
  }
  if (target.startsWith('//')) return { ok: false, reason: 'Protocol-relative addresses are not allowed' };
  if (!HAS_SCHEME.test(target) && !target.startsWith('/')) {
    return { ok: false, reason: `Not an in-app path or an absolute address: ${target}` };
  }
  let url: URL;
  let own: URL;
  try {
    own = new URL(ownOrigin);
    url = new URL(target, own);
  } catch {
    return { ok: false, reason: `Not an in-app path or an absolute address: ${target}` };
  }
  if (url.username || url.password) return { ok: false, reason: 'Addresses with a user name are not allowed' };
  if (url.origin === own.origin) {
    // `/.//evil.example` normalises to the path `//evil.example`, which a browser reads as a host.
    if (url.pathname.startsWith('//')) return { ok: false, reason: 'A path cannot start with //' };
    return { ok: true, external: false, location: `${url.pathname}${url.search}${url.hash}` };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { ok: false, reason: `Forbidden protocol ${url.protocol}` };
  }
  const host = url.hostname.toLowerCase();
  if (!allowedHosts.some((allowed) => matchesHost(host, allowed.toLowerCase()))) {
    return { ok: false, reason: `External host ${host} is not allowed` };
  }
  return { ok: true, external: true, location: url.href };
}
