import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readOutbox } from './messenger.js';

const escape = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** The development mailbox: every e-mail and SMS the site sent, newest first. Never on in production. */
export const mailboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/dev/mailbox',
    {
      schema: {
        tags: ['development'],
        summary: 'Messages in the development mailbox',
        querystring: z.object({ to: z.string().max(254).optional() }),
        response: {
          200: z.object({
            data: z.array(
              z.object({
                id: z.string(),
                channel: z.enum(['email', 'sms']),
                recipient: z.string(),
                subject: z.string().nullable(),
                body: z.string(),
                createdAt: z.string(),
              }),
            ),
          }),
        },
      },
    },
    async (request) => ({ data: await readOutbox(app.db, request.query.to) }),
  );

  app.get('/dev/mailbox', { schema: { hide: true } }, async (_request, reply) => {
    const messages = await readOutbox(app.db, undefined, 100);
    const items = messages
      .map(
        (m) => `<article><header><strong>${m.channel === 'sms' ? 'SMS' : 'E-mail'} to ${escape(m.recipient)}</strong>
<time>${escape(m.createdAt)}</time></header>${m.subject ? `<h2>${escape(m.subject)}</h2>` : ''}<pre>${escape(m.body)}</pre></article>`,
      )
      .join('\n');
    return reply.type('text/html; charset=utf-8').send(`<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Development mailbox</title>
<style>body{font:15px system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem;background:#0e1621;color:#eef2f8}
article{background:#16212f;border:1px solid #2a394d;border-radius:12px;padding:1rem;margin:1rem 0}
header{display:flex;justify-content:space-between;gap:1rem;color:#9aa7ba}h2{font-size:1.05rem;margin:.5rem 0}
pre{white-space:pre-wrap;word-break:break-word;font:inherit}</style></head><body><h1>Development mailbox</h1>
${items || '<p>No messages yet.</p>'}</body></html>`);
  });
};
