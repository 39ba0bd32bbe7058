import {
  checkRedirectTarget,
  CONTENT_KINDS,
  contentQuerySchema,
  issueFields,
  normalizeRedirectPath,
} from '@casino/shared/content';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/errors.js';
import { findRedirect, queryContent } from './service.js';

const record = z.object({
  id: z.string(),
  locale: z.string(),
  kind: z.enum(CONTENT_KINDS),
  stem: z.string(),
  extension: z.string(),
  pageIdentity: z.string(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  meta: z.record(z.string(), z.unknown()),
  // Text, or [tag, attributes, ...children]: see ContentNode in @casino/shared/content.
  body: z.array(z.unknown()).nullable(),
});

export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['content'];

  app.post(
    '/content/query',
    {
      schema: {
        tags,
        summary: 'Content records of one kind for a locale, with the default locale as fallback',
        description:
          'Conditions are { field, operator, value } with operator =, <>, IN, NOT IN or BETWEEN; IN and NOT IN ' +
          'take an array, BETWEEN an array of two items. Fields: id, locale, stem, extension, pageIdentity, ' +
          'title, description, or meta.<key> for front matter. Default order: stem ascending.',
        body: contentQuerySchema,
        response: {
          200: z.object({
            data: z.array(record),
            meta: z.object({ locales: z.array(z.string()), version: z.string().nullable() }),
          }),
        },
      },
      // A malformed query is a bad request (§5), not a form with invalid fields.
      attachValidation: true,
    },
    async (request) => {
      if (request.validationError) {
        const parsed = contentQuerySchema.safeParse(request.body);
        throw new AppError(
          'BAD_REQUEST',
          'The content query is not valid',
          parsed.success ? undefined : issueFields(parsed.error),
        );
      }
      const { records, locales, version } = await queryContent(app.db, request.body);
      return { data: records, meta: { locales, version } };
    },
  );

  app.get(
    '/content/redirect',
    {
      schema: {
        tags,
        summary: 'Where a path sends the visitor: an in-app path or an allowed http(s) address (§2)',
        querystring: z.object({ path: z.string().startsWith('/').max(2048) }),
        response: {
          200: z.object({
            data: z.object({ path: z.string(), location: z.string(), external: z.boolean() }),
          }),
        },
      },
    },
    async (request) => {
      const path = normalizeRedirectPath(request.query.path);
      const target = await findRedirect(app.db, path);
      if (target === null) throw new AppError('NOT_FOUND', `No redirect for ${path}`);
      const checked = checkRedirectTarget(target, app.config.REDIRECT_ALLOWED_HOSTS);
      if (!checked.ok) throw new AppError('REDIRECT_NOT_ALLOWED', checked.reason);
      return { data: { path, location: checked.location, external: checked.external } };
    },
  );
};
