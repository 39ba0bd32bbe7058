import { ERRORS, errorBody, type ErrorKey, type FieldErrors } from '@casino/shared/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** An error a route means to answer with: its key picks the code and HTTP status. */
export class AppError extends Error {
  constructor(
    readonly key: ErrorKey,
    message?: string,
    readonly fields?: FieldErrors,
    readonly details?: Record<string, unknown>,
  ) {
    super(message ?? ERRORS[key].message);
  }
}

/** A refusal for too many requests that tells the client when to try again (the Retry-After header). */
export class RetryLaterError extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    message?: string,
  ) {
    super('RATE_LIMITED', message);
  }
}

const STATUS_KEYS: Record<number, ErrorKey> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'VALIDATION_FAILED',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
};

function sendError(
  reply: FastifyReply,
  key: ErrorKey,
  message?: string,
  fields?: FieldErrors,
  details?: Record<string, unknown>,
) {
  return reply
    .status(ERRORS[key].status)
    .type('application/json')
    .send(errorBody(key, message, fields, details));
}

function validationFields(error: FastifyError): FieldErrors {
  const fields: FieldErrors = {};
  if (!hasZodFastifySchemaValidationErrors(error)) return fields;
  for (const issue of error.validation) {
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || error.validationContext || 'request';
    (fields[path] ??= []).push(issue.message ?? 'Invalid value');
  }
  return fields;
}

function classify(error: FastifyError): {
  key: ErrorKey;
  message?: string;
  fields?: FieldErrors;
  details?: Record<string, unknown>;
} {
  if (error instanceof AppError) {
    return {
      key: error.key,
      message: error.message,
      ...(error.fields ? { fields: error.fields } : {}),
      ...(error.details ? { details: error.details } : {}),
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) return { key: 'VALIDATION_FAILED', fields: validationFields(error) };
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) return { key: 'MALFORMED_JSON' };
  if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return { key: 'MALFORMED_JSON', message: 'The JSON body is empty' };
  const status = error.statusCode ?? 500;
  const key = STATUS_KEYS[status];
  if (key && status < 500) return { key };
  if (key) return { key };
  return { key: 'INTERNAL' };
}

/**
 * Every error leaves as the envelope of DESIGN §4; a 5xx never shows its message
 * or stack, only the trace id to quote to support.
 */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      const { key, message, fields, details } = classify(error);
      if (error instanceof RetryLaterError)
        reply.header('retry-after', Math.max(1, Math.ceil(error.retryAfterSeconds)));
      if (ERRORS[key].status >= 500) {
        request.log.error({ err: error }, 'request failed');
        return sendError(reply, key);
      }
      request.log.info({ errorKey: key, err: error.message }, 'request refused');
      return sendError(reply, key, message, fields, details);
    });

    app.setNotFoundHandler((request, reply) =>
      sendError(reply, 'NOT_FOUND', `No route ${request.method} ${request.url.split('?')[0]}`),
    );
  },
  { name: 'errors' },
);
