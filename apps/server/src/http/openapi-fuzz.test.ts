import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';

/**
 * Sends hostile input to every route of the OpenAPI document, as a guest and as a
 * signed-in player: empty bodies, NUL and lone-surrogate strings in every string
 * field and parameter, wrong types, huge strings, arrays for objects. Whatever a
 * route thinks of it, it must answer with a 4xx, never a 5xx.
 */

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  minimum?: number;
  minItems?: number;
  $ref?: string;
}

interface Operation {
  parameters?: { in: 'path' | 'query' | 'header'; name: string; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

type OpenApi = {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
};

/**
 * Event streams answer with a body that never ends, so there is no answer to wait for; they take
 * no input either (Crash's live round, a provider route).
 */
const STREAMS = new Set(['/providers/originals/game-api/crash/live']);

const NUL = 'a\u0000b';
const LONE_SURROGATE = 'a\ud800b';
const LONE_LOW_SURROGATE = '\udc00';
const CONTROL = 'a\u0007b';
const HUGE = 'x'.repeat(200_000);
const BAD_STRINGS = [NUL, LONE_SURROGATE, LONE_LOW_SURROGATE, CONTROL, HUGE];
const WRONG_TYPES: unknown[] = [12345, -1.5, true, null, {}, [], ['a'], { a: { b: 'c' } }];
/** Query and path values as raw URL text: NUL, an encoded lone surrogate (CESU-8), a control, a huge value. */
const BAD_URL_VALUES = ['%00', 'a%00b', '%ED%A0%80', '%07', '%FF', 'x'.repeat(10_000), '..%2F..%2F', '-1', '1e309'];

/** Values that pass the §5 rules of fields known by name, so a mutation of another field gets past them. */
const VALID_BY_NAME: Record<string, () => unknown> = {
  email: () => `fuzz-${randomUUID()}@example.com`,
  password: () => 'fuzzing is fun 1',
  password_confirmation: () => 'fuzzing is fun 1',
  currentPassword: () => 'fuzzing is fun 1',
  newPassword: () => 'fuzzing is fun 2',
  repeatNewPassword: () => 'fuzzing is fun 2',
  currency: () => 'EUR',
  phone: () => '+4915112345678',
  nickname: () => `fuzz${randomUUID().slice(0, 8)}`,
  firstName: () => 'Ann',
  lastName: () => 'Lee',
  birthdate: () => '1990-01-01',
  country: () => 'DE',
  locale: () => 'en',
  language: () => 'en',
  timeZone: () => 'Europe/Berlin',
  agreements: () => true,
  code: () => '123456',
  amount: () => 1000,
};

const PATTERN_CANDIDATES = ['EUR', 'DE', 'de', '2000-01-01', '12:00', 'abc', 'a', '1', '123456', 'a-b_c'];

let doc: OpenApi;

function resolve(schema: JsonSchema): JsonSchema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.split('/').at(-1)!;
  return resolve(doc.components?.schemas?.[name] ?? {});
}

/** A value the schema would most likely accept, so mutations of one field reach the handler. */
function sample(input: JsonSchema, depth = 0): unknown {
  const schema = resolve(input);
  if (depth > 6) return null;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const variant = schema.anyOf?.[0] ?? schema.oneOf?.[0] ?? schema.allOf?.[0];
  if (variant) return sample(variant, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'string': {
      if (schema.format === 'uuid') return randomUUID();
      if (schema.format === 'email') return `fuzz-${randomUUID()}@example.com`;
      if (schema.format === 'date-time') return new Date().toISOString();
      if (schema.format === 'date') return '2000-01-01';
      if (schema.format === 'uri') return 'https://example.com/';
      if (schema.pattern) {
        const pattern = new RegExp(schema.pattern);
        return PATTERN_CANDIDATES.find((c) => pattern.test(c)) ?? 'a';
      }
      return 'a'.repeat(Math.max(schema.minLength ?? 1, 1));
    }
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return true;
    case 'array': {
      const item = schema.items ? sample(schema.items, depth + 1) : 'a';
      return Array.from({ length: Math.max(schema.minItems ?? 1, 1) }, () => item);
    }
    case 'object': {
      const object: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        object[key] = VALID_BY_NAME[key]?.() ?? sample(property, depth + 1);
      }
      if (!schema.properties && schema.additionalProperties) object.key = 'value';
      return object;
    }
    default:
      return 'a';
  }
}

/** The paths of every leaf in a sampled value, to replace one at a time. */
function leaves(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.flatMap((item, index) => leaves(item, [...path, index]));
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value);
    const nested = entries.flatMap(([key, item]) => leaves(item, [...path, key]));
    return path.length > 0 ? [path, ...nested] : nested;
  }
  return path.length > 0 ? [path] : [];
}

function replaced(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  if (Array.isArray(value))
    return value.map((item, index) => (index === head ? replaced(item, rest, replacement) : item));
  const object = value as Record<string, unknown>;
  return { ...object, [head]: replaced(object[head], rest, replacement) };
}

/** Hostile bodies for a route's body schema. */
function bodies(schema: JsonSchema | undefined): unknown[] {
  const valid = schema ? sample(schema) : {};
  const variants: unknown[] = [{}, valid, [valid], 'a string', 42, null];
  for (const path of leaves(valid)) {
    for (const bad of [...BAD_STRINGS, ...WRONG_TYPES]) variants.push(replaced(valid, path, bad));
    const current = path.reduce<unknown>((v, key) => (v as Record<string | number, unknown>)[key], valid);
    if (typeof current === 'string') {
      // Inside an otherwise valid value, so the field's own rules do not stop it first.
      for (const bad of ['\u0000', '\ud800', '\udfff', '\u001b']) {
        variants.push(replaced(valid, path, `${current.slice(0, 1)}${bad}${current.slice(1)}`));
      }
    }
  }
  if (valid !== null && typeof valid === 'object' && !Array.isArray(valid)) {
    variants.push({ ...valid, [NUL]: 'x' }, { ...valid, [LONE_SURROGATE]: 'x' });
    const manyKeys: Record<string, string> = {};
    for (let i = 0; i < 5000; i++) manyKeys[`k${i}`] = 'v'.repeat(100);
    variants.push({ ...valid, ...Object.fromEntries(Object.keys(valid).map((k) => [k, manyKeys])) });
  }
  return variants;
}

function encodeQuery(values: Record<string, string>): string {
  return Object.entries(values)
    .map(([key, value]) => `${encodeURIComponent(key)}=${value}`)
    .join('&');
}

interface Probe {
  method: string;
  url: string;
  body?: unknown;
}

/** Every probe of one route: hostile bodies, query values and path parameters. */
function probes(route: string, method: string, operation: Operation): Probe[] {
  const parameters = operation.parameters ?? [];
  const pathParams = parameters.filter((p) => p.in === 'path');
  const queryParams = parameters.filter((p) => p.in === 'query');
  const pathValues = Object.fromEntries(pathParams.map((p) => [p.name, encodeURIComponent(String(sample(p.schema)))]));
  const queryValues = Object.fromEntries(
    queryParams.map((p) => [p.name, encodeURIComponent(String(sample(p.schema)))]),
  );
  const url = (pathOverrides: Record<string, string> = {}, query: Record<string, string> = queryValues) => {
    const values = { ...pathValues, ...pathOverrides };
    const path = route.replace(/\{([^}]+)\}/g, (_m, name: string) => values[name] ?? 'x');
    const search = encodeQuery(query);
    return search ? `${path}?${search}` : path;
  };
  const list: Probe[] = [];
  const schema = operation.requestBody?.content['application/json']?.schema;
  const takesBody = method !== 'get' && method !== 'head';
  if (takesBody) {
    for (const body of bodies(schema)) list.push({ method, url: url(), body });
  } else {
    list.push({ method, url: url() });
  }
  for (const param of queryParams) {
    for (const bad of BAD_URL_VALUES) list.push({ method, url: url({}, { ...queryValues, [param.name]: bad }) });
    list.push({ method, url: `${url()}&${encodeURIComponent(param.name)}=b` });
    list.push({ method, url: url({}, { ...queryValues, [`${param.name}[a]`]: 'b' }) });
  }
  for (const param of pathParams) {
    for (const bad of BAD_URL_VALUES) list.push({ method, url: url({ [param.name]: bad }) });
  }
  return list;
}

let t: TestApp;
let address = 0;

/** A fresh player from an address of their own, so per-address limits never stop the fuzzing. */
async function freshToken(app: FastifyInstance): Promise<string> {
  address += 1;
  const password = 'fuzzing is fun 1';
  const res = await app.inject({
    method: 'POST',
    url: '/api/player/register',
    remoteAddress: `10.9.${Math.floor(address / 250)}.${address % 250}`,
    payload: {
      email: `fuzz-${randomUUID()}@example.com`,
      password,
      password_confirmation: password,
      currency: 'EUR',
      agreements: true,
    },
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ accessToken: string }>().accessToken;
}

beforeAll(async () => {
  // Optional integrations are configured so their routes run their real code, not a 503.
  t = await createTestApp({ TELEGRAM_BOT_TOKEN: '123456:ABCDEFGHIJKLMNOPQRSTUVWXYZ_fuzz' });
  doc = t.app.swagger() as unknown as OpenApi;
});
afterAll(() => t.close());

describe('every route of the OpenAPI document under hostile input', () => {
  it('documents the routes it fuzzes', () => {
    expect(Object.keys(doc.paths).length).toBeGreaterThan(50);
    for (const stream of STREAMS) expect(Object.keys(doc.paths)).toContain(stream);
  });

  it('answers every probe, as a guest and as a player, without a 5xx', async () => {
    const failures: string[] = [];
    let token = await freshToken(t.app);
    let sent = 0;
    for (const [route, operations] of Object.entries(doc.paths)) {
      if (STREAMS.has(route)) continue;
      for (const [method, operation] of Object.entries(operations)) {
        for (const probe of probes(route, method, operation)) {
          for (const headers of [{}, { authorization: `Bearer ${token}` }]) {
            const res = await t.app.inject({
              method: probe.method.toUpperCase() as 'GET',
              url: probe.url,
              headers: probe.body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
              ...(probe.body !== undefined ? { payload: JSON.stringify(probe.body) } : {}),
            });
            sent += 1;
            if (res.statusCode >= 500) {
              const body = JSON.stringify(probe.body)?.slice(0, 200);
              failures.push(`${res.statusCode} ${probe.method.toUpperCase()} ${probe.url.slice(0, 200)} ${body ?? ''}`);
            }
          }
        }
        // Some probes close the session (logout, close-other): carry on as a live player.
        const alive = await t.app.inject({
          method: 'GET',
          url: '/api/player/profile',
          headers: { authorization: `Bearer ${token}` },
        });
        if (alive.statusCode === 401) token = await freshToken(t.app);
      }
    }
    expect(sent).toBeGreaterThan(2000);
    expect(failures).toEqual([]);
  }, 600_000);
});
