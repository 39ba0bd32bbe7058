import { CONSTANTS } from '@casino/shared/statuses';
import { LOCALE_CODES } from '@casino/shared/locales';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { customerConfig, listCountries, listCurrencies, listLocales, visitorCountry } from './service.js';
import { timeZones } from './time-zones.js';

const currency = z.object({
  code: z.string(),
  name: z.string(),
  type: z.enum(['fiat', 'crypto']),
  symbol: z.string(),
  subunitToUnit: z.number().int(),
  rate: z.object({ rate: z.string() }),
  isEnabled: z.boolean(),
  isBase: z.boolean(),
  subCurrencies: z.array(z.object({ code: z.string(), subunitToUnit: z.number().int() })),
});

const constants = z.record(z.string(), z.unknown());

const localeQuery = z.object({ locale: z.enum(LOCALE_CODES as [string, ...string[]]).optional() });

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['settings'];

  app.get(
    '/settings/currencies',
    { schema: { tags, summary: 'Enabled currencies', response: { 200: z.object({ data: z.array(currency) }) } } },
    async () => ({ data: await listCurrencies(app.db) }),
  );

  app.get(
    '/settings/locales',
    {
      schema: {
        tags,
        summary: 'Every served locale',
        response: {
          200: z.object({
            data: z.array(z.object({ code: z.string(), languageCode: z.string(), isDefault: z.boolean() })),
          }),
        },
      },
    },
    async () => ({ data: listLocales() }),
  );

  app.get(
    '/settings/countries',
    {
      schema: {
        tags,
        summary: 'Countries players can come from, named in the given locale',
        querystring: localeQuery,
        response: {
          200: z.object({
            data: z.array(
              z.object({ name: z.string(), code: z.string(), locale: z.string(), phonePrefix: z.string() }),
            ),
          }),
        },
      },
    },
    async (request) => ({ data: await listCountries(app.db, request.query.locale) }),
  );

  app.get(
    '/settings/time-zones',
    {
      schema: {
        tags,
        summary: 'IANA time zones with offset and local time',
        response: {
          200: z.object({
            data: z.array(
              z.object({
                id: z.string(),
                name: z.string(),
                formatted: z.string(),
                formattedTime: z.string(),
                offsetMinutes: z.number(),
              }),
            ),
          }),
        },
      },
    },
    async () => ({ data: timeZones() }),
  );

  app.get(
    '/settings/constants',
    {
      schema: {
        tags,
        summary: 'Status value lists and the customer configuration',
        response: { 200: z.object({ data: constants }) },
      },
    },
    async () => ({ data: { ...CONSTANTS, customer: customerConfig(app.config) } }),
  );

  app.get(
    '/player/commons/constants',
    { schema: { tags: ['player'], summary: 'Status value lists', response: { 200: z.object({ data: constants }) } } },
    async () => ({ data: CONSTANTS }),
  );

  app.get(
    '/player/init',
    {
      schema: {
        tags: ['player'],
        summary: "The visitor's country from the CDN header",
        response: { 200: z.object({ country: z.string().nullable() }) },
      },
    },
    async (request) => {
      const header = request.headers['cf-ipcountry'];
      return { country: visitorCountry(Array.isArray(header) ? header[0] : header) };
    },
  );
};
