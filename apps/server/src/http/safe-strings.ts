import { UNSAFE_TEXT_MESSAGE, unsafeTextPaths } from '@casino/shared/safe-text';
import type { FieldErrors } from '@casino/shared/errors';
import type { FastifyInstance, preValidationHookHandler, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './errors.js';
import { withRouteHook } from './route-hooks.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route answers a contract of its own (a provider's signed call): it reads the raw body
     * and refuses unsafe strings itself, in the contract's terms, after the signature check.
     */
    checksOwnStrings?: boolean;
  }
}

/** Methods whose requests carry a body, which a route may read without declaring it. */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Whether a route takes any input its handler could pass on: a body, a declared query, or
 * parameters in its path. A GET route that reads its query declares it in its schema.
 */
function takesInput(route: RouteOptions): boolean {
  const methods = [route.method].flat();
  const { body, querystring, params } = route.schema ?? {};
  return (
    methods.some((method) => BODY_METHODS.has(method)) ||
    Boolean(body ?? querystring ?? params) ||
    /[:*]/.test(route.url)
  );
}

/**
 * One rule for every route that takes input: a NUL, another control character or a lone
 * surrogate in any string of the body, query or path parameters is refused with 422 before
 * a schema or handler sees it. Without it such a string reaches the database or a JSON
 * encoder and fails there as a 500. A route with no input (health, the currency list) is
 * not given the hook.
 */
export const safeStringsPlugin = fp(
  async (app: FastifyInstance) => {
    const refuseUnsafeStrings: preValidationHookHandler = (request, _reply, done) => {
      const paths = [
        ...unsafeTextPaths(request.params),
        ...unsafeTextPaths(request.query),
        ...unsafeTextPaths(request.body),
      ];
      if (paths.length === 0) return done();
      const fields: FieldErrors = {};
      for (const path of paths) fields[path || 'request'] = [UNSAFE_TEXT_MESSAGE];
      done(new AppError('VALIDATION_FAILED', undefined, fields));
    };
    app.addHook('onRoute', (route) => {
      if (route.config?.checksOwnStrings || !takesInput(route)) return;
      route.preValidation = withRouteHook(route.preValidation, refuseUnsafeStrings);
    });
  },
  { name: 'safe-strings' },
);
