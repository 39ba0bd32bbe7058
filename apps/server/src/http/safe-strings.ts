import { UNSAFE_TEXT_MESSAGE, unsafeTextPaths } from '@casino/shared/safe-text';
import type { FieldErrors } from '@casino/shared/errors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './errors.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route answers a contract of its own (a provider's signed call): it reads the raw body
     * and refuses unsafe strings itself, in the contract's terms, after the signature check.
     */
    checksOwnStrings?: boolean;
  }
}

/**
 * One rule for every route: a NUL, another control character or a lone surrogate in
 * any string of the body, query or path parameters is refused with 422 before a
 * schema or handler sees it. Without it such a string reaches the database or a
 * JSON encoder and fails there as a 500.
 */
export const safeStringsPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', (request, _reply, done) => {
      if (request.routeOptions.config.checksOwnStrings) return done();
      const paths = [
        ...unsafeTextPaths(request.params),
        ...unsafeTextPaths(request.query),
        ...unsafeTextPaths(request.body),
      ];
      if (paths.length === 0) return done();
      const fields: FieldErrors = {};
      for (const path of paths) fields[path || 'request'] = [UNSAFE_TEXT_MESSAGE];
      done(new AppError('VALIDATION_FAILED', undefined, fields));
    });
  },
  { name: 'safe-strings' },
);
