import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const TRACE_HEADER = 'x-trace-id';

const SAFE_TRACE_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** Keeps a caller's trace id when it is safe to log and echo, otherwise makes one. */
export function traceIdFor(request: IncomingMessage): string {
  const incoming = request.headers[TRACE_HEADER];
  const value = Array.isArray(incoming) ? incoming[0] : incoming;
  return value && SAFE_TRACE_ID.test(value) ? value : randomUUID();
}
