import type { FastifyInstance } from 'fastify';
import type { HttpTransport } from '../contracts/http-transport.js';

/**
 * An `HttpTransport` into this very server, without a socket: a provider mounted in the
 * process (and the platform answering that provider) still sends and receives the exact
 * method, path, headers and raw body an outside party would, signature included, and goes
 * through every hook and schema a real request meets. `basePath` plays the role of
 * `fetchTransport`'s base URL (e.g. `/providers/nova-studio`).
 */
export function injectTransport(app: FastifyInstance, basePath = ''): HttpTransport {
  const base = basePath.replace(/\/+$/, '');
  return async (request) => {
    const response = await app.inject({
      method: request.method,
      url: `${base}${request.path}`,
      headers: request.headers,
      ...(request.body === undefined ? {} : { payload: request.body }),
    });
    return { status: response.statusCode, body: response.body };
  };
}
