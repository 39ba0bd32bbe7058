import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/**
 * Server rendering calls the API in process for a page. Such calls carry this header with a
 * value that exists only in this process, so no client can pass for one; the page's own log
 * line covers them.
 */
const INTERNAL_CALL_HEADER = 'x-internal-call';
const INTERNAL_CALL_KEY = randomUUID();

export const internalCallHeaders = { [INTERNAL_CALL_HEADER]: INTERNAL_CALL_KEY } as const;

export function isInternalCall(request: FastifyRequest): boolean {
  return request.headers[INTERNAL_CALL_HEADER] === INTERNAL_CALL_KEY;
}
