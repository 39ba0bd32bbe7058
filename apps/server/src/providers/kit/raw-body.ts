import type { FastifyInstance, FastifyRequest } from 'fastify';

const rawBodies = new WeakMap<FastifyRequest, string>();

/**
 * JSON bodies parsed by the studio keep their raw text: a signature covers the bytes received,
 * never a re-serialisation. GET requests sign the empty string.
 */
export function keepRawJsonBodies(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    rawBodies.set(request, text);
    try {
      done(null, text === '' ? undefined : JSON.parse(text));
    } catch {
      const error = new Error('The body is not valid JSON') as Error & { statusCode: number };
      error.statusCode = 400;
      done(error, undefined);
    }
  });
}

export function rawBodyOf(request: FastifyRequest): string {
  return rawBodies.get(request) ?? '';
}
