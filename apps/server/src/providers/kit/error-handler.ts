import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { ERRORS } from '@casino/shared/errors';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../../http/errors.js';
import { StudioRefusal } from './errors.js';

/**
 * A studio's own error shape: `{"error": {"code", "message", "wallet"?}}`, never a stack.
 * `studio` names it in the log of what failed unexpectedly.
 */
export const studioErrorHandler = (studio: string) =>
  function studioErrorHandler(
    this: FastifyInstance,
    error: FastifyError,
    request: { log: FastifyInstance['log'] },
    reply: FastifyReply,
  ) {
    if (error instanceof StudioRefusal) {
      return reply.status(error.httpStatus).send({
        error: { code: error.code, message: error.message, ...(error.wallet ? { wallet: error.wallet } : {}) },
      });
    }
    // The site-wide guards (unsafe strings, body limits) refuse before the studio's code runs.
    if (error instanceof AppError) {
      return reply.status(ERRORS[error.key].status).send({ error: { code: 'WRONG_SYNTAX', message: error.message } });
    }
    if (
      hasZodFastifySchemaValidationErrors(error) ||
      error.statusCode === 400 ||
      error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
    ) {
      return reply.status(400).send({ error: { code: 'WRONG_SYNTAX', message: error.message } });
    }
    if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ error: { code: 'BAD_REQUEST', message: error.message } });
    }
    request.log.error({ err: error }, `${studio} request failed`);
    return reply.status(500).send({ error: { code: 'INTERNAL', message: 'Something went wrong in the game server' } });
  };
