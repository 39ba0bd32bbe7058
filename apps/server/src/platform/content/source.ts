import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  CONTENT_EXTENSIONS,
  CONTENT_KINDS,
  CONTENT_VERSION_PREFIX,
  type ContentKind,
  normalizeRedirectPath,
  type ContentNode,
} from '@casino/shared/content';
import { isSupportedLocale } from '@casino/shared/locales';
import { parse as parseYaml } from 'yaml';
import { renderMarkdown } from './markdown.js';
import { keepNumbersWithSignsIn } from './typography.js';

/** Bumped when rendering changes, so stored bodies are rebuilt although no file changed. */
const RENDER_REVISION = '2';

export const REDIRECTS_FILE = 'redirects.yaml';
/** The version row of the redirects file, beside the kinds' rows. */
export const REDIRECTS_COLLECTION = 'redirects';

export interface SourceRecord {
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

export interface KindSource {
  version: string;
  records: SourceRecord[];
  /** One line per broken file: a kind with any is not loaded at all. */
  errors: string[];
}

export interface RedirectSource {
  version: string;
  entries: { path: string; target: string }[];
  errors: string[];
}

export interface ContentSource {
  kinds: Map<ContentKind, KindSource>;
  /** Kinds whose files are byte for byte the ones `known` names: not parsed again. */
  unchanged: ContentKind[];
  redirects: RedirectSource | null;
  /** Files and folders that are not content (unknown locale or kind, other extensions). */
  ignored: string[];
}

const IDENTITY = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;
const ORDER_PREFIX = /^\d+\./;

class SourceError extends Error {}

const isKind = (name: string): name is ContentKind => (CONTENT_KINDS as readonly string[]).includes(name);

function asObject(value: unknown, what: string): Record<string, unknown> {
  if (value === null || value === undefined) return {};
  if (typeof value !== 'object' || Array.isArray(value)) throw new SourceError(`${what} must be a mapping of keys`);
  return value as Record<string, unknown>;
}

function parseFile(extension: string, text: string): { data: Record<string, unknown>; body: ContentNode[] | null } {
  if (extension === 'md') {
    const match = FRONT_MATTER.exec(text);
    const data = asObject(match ? parseYaml(match[1]!) : {}, 'the front matter');
    return { data, body: renderMarkdown(match ? text.slice(match[0].length) : text) };
  }
  if (extension === 'json') return { data: asObject(JSON.parse(text), 'the document'), body: null };
  return { data: asObject(parseYaml(text), 'the document'), body: null };
}

function optionalText(data: Record<string, unknown>, key: string): string | null {
  const value = data[key];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw new SourceError(`${key} must be text`);
  return value;
}

/** `01.deposits` → `deposits`: a number prefix orders files without showing in the address. */
function identityOf(stem: string, data: Record<string, unknown>): string {
  const identity = optionalText(data, 'pageIdentity') ?? stem.split('/').pop()!.replace(ORDER_PREFIX, '');
  if (!IDENTITY.test(identity)) throw new SourceError(`pageIdentity "${identity}" must be lowercase words joined by -`);
  return identity;
}

export function toRecord(locale: string, kind: ContentKind, relative: string, text: string): SourceRecord {
  const extension = path.extname(relative).slice(1);
  const stem = relative.slice(0, -(extension.length + 1));
  const { data: authored, body } = parseFile(extension, text);
  const data = keepNumbersWithSignsIn(authored);
  const { title: _title, description: _description, pageIdentity: _identity, ...meta } = data;
  return {
    id: `${locale}/${kind}/${relative}`,
    locale,
    kind,
    stem,
    extension,
    pageIdentity: identityOf(stem, data),
    title: optionalText(data, 'title'),
    description: optionalText(data, 'description'),
    meta,
    body,
  };
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

function versionOf(files: { name: string; text: string }[]): string {
  const hash = createHash('sha256').update(RENDER_REVISION);
  for (const file of [...files].sort((a, b) => a.name.localeCompare(b.name))) {
    hash.update(`\0${file.name}\0${file.text}`);
  }
  return `${CONTENT_VERSION_PREFIX}--${hash.digest('hex').slice(0, 16)}`;
}

function duplicates(records: SourceRecord[], key: (r: SourceRecord) => string, what: string): string[] {
  const seen = new Map<string, string>();
  const errors: string[] = [];
  for (const record of records) {
    const k = key(record);
    const first = seen.get(k);
    if (first) errors.push(`${record.id}: same ${what} as ${first}`);
    else seen.set(k, record.id);
  }
  return errors;
}

function parseRedirects(text: string): RedirectSource['entries'] {
  const list: unknown = parseYaml(text) ?? [];
  if (!Array.isArray(list)) throw new SourceError('must be a list of { from, to }');
  return list.map((item, i) => {
    const { from, to } = asObject(item, `entry ${i + 1}`);
    if (typeof from !== 'string' || !from.startsWith('/')) throw new SourceError(`entry ${i + 1}: from must be a path`);
    if (typeof to !== 'string' || to.trim() === '') throw new SourceError(`entry ${i + 1}: to must be a path or URL`);
    return { path: normalizeRedirectPath(from), target: to.trim() };
  });
}

const errorText = (error: unknown) => (error instanceof Error ? error.message.split('\n')[0]! : String(error));

/**
 * Reads `content/<locale>/<kind>/…` and `content/redirects.yaml` into records, kind by kind.
 * A kind whose version is the one `known` holds for it is only hashed: it was loaded from
 * these very bytes, with this renderer, so parsing its Markdown again at every start would
 * only repeat the same records.
 */
export async function readContentSource(
  dir: string,
  known: ReadonlyMap<string, string> = new Map(),
): Promise<ContentSource> {
  const files = await listFiles(dir);
  const byKind = new Map<ContentKind, { name: string; text: string; locale: string; relative: string }[]>();
  const ignored: string[] = [];
  let redirects: RedirectSource | null = null;

  for (const name of files) {
    const text = await readFile(path.join(dir, name), 'utf8');
    if (name === REDIRECTS_FILE) {
      try {
        redirects = { version: versionOf([{ name, text }]), entries: parseRedirects(text), errors: [] };
      } catch (error) {
        redirects = { version: '', entries: [], errors: [`${name}: ${errorText(error)}`] };
      }
      continue;
    }
    const [locale, kind, ...rest] = name.split('/');
    const extension = path.extname(name).slice(1);
    if (
      !locale ||
      !kind ||
      rest.length === 0 ||
      !isSupportedLocale(locale) ||
      !isKind(kind) ||
      !(CONTENT_EXTENSIONS as readonly string[]).includes(extension)
    ) {
      ignored.push(name);
      continue;
    }
    const list = byKind.get(kind) ?? [];
    list.push({ name, text, locale, relative: rest.join('/') });
    byKind.set(kind, list);
  }

  const kinds = new Map<ContentKind, KindSource>();
  const unchanged: ContentKind[] = [];
  for (const [kind, list] of byKind) {
    const version = versionOf(list);
    if (known.get(kind) === version) {
      unchanged.push(kind);
      continue;
    }
    const records: SourceRecord[] = [];
    const errors: string[] = [];
    for (const file of list) {
      try {
        records.push(toRecord(file.locale, kind, file.relative, file.text));
      } catch (error) {
        errors.push(`${file.name}: ${errorText(error)}`);
      }
    }
    errors.push(
      ...duplicates(records, (r) => `${r.locale}\0${r.stem}`, 'stem'),
      ...duplicates(records, (r) => `${r.locale}\0${r.pageIdentity}`, 'pageIdentity'),
    );
    kinds.set(kind, { version, records, errors });
  }
  return { kinds, unchanged, redirects, ignored };
}
