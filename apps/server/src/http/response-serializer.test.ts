import Fastify from 'fastify';
import { isResponseSerializationError } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializer } from './response-serializer.js';

const balance = z.object({ currency: z.enum(['EUR', 'USD']), amount: z.string() });
const serialize = responseSerializer({ schema: balance, method: 'GET', url: '/balance', httpStatus: '200' });

describe('response serializer', () => {
  it('sends what the schema lets out, leaving out every field it does not name', () => {
    const sent = serialize({ currency: 'EUR', amount: '12.50', passwordHash: 'secret' });
    expect(JSON.parse(sent)).toEqual({ currency: 'EUR', amount: '12.50' });
  });

  it('refuses an answer its schema refuses, naming the route', () => {
    let thrown: unknown;
    try {
      serialize({ currency: 'GBP', amount: '12.50' });
    } catch (error) {
      thrown = error;
    }
    expect(thrown && isResponseSerializationError(thrown as never)).toBe(true);
    expect(thrown).toMatchObject({ method: 'GET', url: '/balance' });
  });

  it('makes a route whose answer breaks its schema answer 500, sending nothing of it', async () => {
    const app = Fastify();
    app.setSerializerCompiler(responseSerializer);
    app.get('/balance', { schema: { response: { 200: balance } } }, async () => ({ currency: 'GBP', amount: 1 }));
    const res = await app.inject({ method: 'GET', url: '/balance' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('GBP');
    await app.close();
  });
});
