import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/errors.js';
import { requestMeta } from '../player/request-meta.js';
import { appendAudit } from './audit.js';
import { currentOperator, OPERATOR_SESSION_SECONDS } from './operator-auth.js';
import { checkSignIn, createApiKey, createOperator } from './operators.js';
import { OPERATOR_ROLES } from './roles.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The OpenAPI document of the operator API, served only to signed-in operators. */
    operatorSwagger(): unknown;
  }
}

const operatorView = z.object({ id: z.string(), email: z.string(), role: z.enum(OPERATOR_ROLES) });

/** Operator sign-in, operator accounts, personal API keys and the operator API's own documentation. */
export const operatorRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin'];

  app.post(
    '/admin/session',
    {
      schema: {
        tags,
        summary: 'Sign in as an operator with e-mail, password and the authenticator code',
        body: z.object({
          email: z.string().trim().min(3).max(254),
          password: z.string().min(1).max(200),
          code: z.string().regex(/^\d{6}$/, 'must be the 6 digits of the authenticator app'),
        }),
        response: { 201: z.object({ token: z.string(), expiresAt: z.string(), operator: operatorView }) },
      },
    },
    async (request, reply) => {
      const { ip, userAgent } = requestMeta(request);
      const result = await checkSignIn(app, request.body);
      if (!result.ok) {
        await appendAudit(app.db, {
          operatorId: result.operatorId,
          action: 'operator.sign_in_failed',
          target: request.body.email.trim().toLowerCase(),
          details: { reason: result.reason },
          ip,
        });
        throw new AppError(result.reason === 'locked' ? 'OPERATOR_LOCKED' : 'OPERATOR_SIGN_IN_FAILED');
      }
      const sessionId = randomUUID();
      const expiresAt = new Date(Date.now() + OPERATOR_SESSION_SECONDS * 1000);
      const operator = await app.db.transaction().execute(async (tx) => {
        await tx
          .insertInto('operator_sessions')
          .values({ id: sessionId, operator_id: result.operatorId, expires_at: expiresAt, ip, user_agent: userAgent })
          .execute();
        await appendAudit(tx, {
          operatorId: result.operatorId,
          action: 'operator.sign_in',
          target: result.operatorId,
          details: { sessionId },
          ip,
        });
        return tx
          .selectFrom('operators')
          .select(['id', 'email', 'role'])
          .where('id', '=', result.operatorId)
          .executeTakeFirstOrThrow();
      });
      const token = await app.operatorTokens.issue(operator.id, sessionId, expiresAt);
      return reply.code(201).send({ token, expiresAt: expiresAt.toISOString(), operator });
    },
  );

  app.get(
    '/admin/session',
    {
      onRequest: app.requireOperator,
      schema: {
        tags,
        summary: 'Who the caller is: the operator and their role',
        response: { 200: z.object({ operator: operatorView }) },
      },
    },
    async (request) => {
      const { id, email, role } = currentOperator(request);
      return { operator: { id, email, role } };
    },
  );

  app.delete(
    '/admin/session',
    {
      onRequest: app.requireOperator,
      schema: { tags, summary: "Sign out: closes the caller's operator session", response: { 204: z.null() } },
    },
    async (request, reply) => {
      const operator = currentOperator(request);
      if (!('session' in operator.via)) throw new AppError('OPERATOR_SESSION_REQUIRED');
      const sessionId = operator.via.session;
      await app.db.transaction().execute(async (tx) => {
        await tx
          .updateTable('operator_sessions')
          .set({ closed_at: new Date() })
          .where('id', '=', sessionId)
          .where('closed_at', 'is', null)
          .execute();
        await appendAudit(tx, {
          operatorId: operator.id,
          action: 'operator.sign_out',
          target: operator.id,
          details: { sessionId },
          ip: requestMeta(request).ip,
        });
      });
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/admin/operators',
    {
      onRequest: app.operatorWith('admin'),
      schema: {
        tags,
        summary: 'Every operator account',
        response: {
          200: z.object({
            data: z.array(operatorView.extend({ status: z.enum(['active', 'disabled']), createdAt: z.string() })),
          }),
        },
      },
    },
    async () => {
      const rows = await app.db
        .selectFrom('operators')
        .select(['id', 'email', 'role', 'status', 'created_at'])
        .orderBy('created_at')
        .execute();
      return { data: rows.map(({ created_at, ...r }) => ({ ...r, createdAt: created_at.toISOString() })) };
    },
  );

  app.post(
    '/admin/operators',
    {
      onRequest: app.operatorWith('admin'),
      schema: {
        tags,
        summary: 'Create an operator; the answer holds their TOTP secret, shown this once',
        body: z.object({
          email: z.email().max(254),
          password: z.string().min(12, 'must be at least 12 characters').max(200),
          role: z.enum(OPERATOR_ROLES),
        }),
        response: {
          201: z.object({ operator: operatorView, totpSecret: z.string(), otpauthUri: z.string() }),
        },
      },
    },
    async (request, reply) => {
      const by = currentOperator(request);
      const email = request.body.email.toLowerCase();
      const taken = await app.db.selectFrom('operators').select('id').where('email', '=', email).executeTakeFirst();
      if (taken) throw new AppError('OPERATOR_EXISTS');
      const created = await createOperator(
        app,
        { ...request.body, email, issuer: app.config.PROJECT_NAME },
        { by: by.id, ip: requestMeta(request).ip, via: 'api' },
      );
      return reply.code(201).send({
        operator: { id: created.id, email: created.email, role: created.role },
        totpSecret: created.totpSecret,
        otpauthUri: created.otpauthUri,
      });
    },
  );

  app.post(
    '/admin/api-keys',
    {
      onRequest: app.requireOperator,
      schema: {
        tags,
        summary: "Make a personal API key for the signed-in operator's automation; the key is shown this once",
        body: z.object({ name: z.string().trim().min(1).max(100) }),
        response: { 201: z.object({ id: z.string(), key: z.string() }) },
      },
    },
    async (request, reply) => {
      const operator = currentOperator(request);
      // A leaked key must not be able to mint more keys that outlive its revocation.
      if (!('session' in operator.via)) throw new AppError('OPERATOR_SESSION_REQUIRED');
      const created = await createApiKey(app.db, operator.id, request.body.name, {
        by: operator.id,
        ip: requestMeta(request).ip,
        via: 'api',
      });
      return reply.code(201).send(created);
    },
  );

  app.get('/admin/docs/json', { onRequest: app.requireOperator, schema: { hide: true } }, async () =>
    app.operatorSwagger(),
  );
};
