import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import { oidcDevIssuer, pspSandboxEnabled, pspSandboxUrl, type Config } from './config.js';
import type { Database } from './db/database.js';
import type { DB } from './db/schema.js';
import { AppError, errorsPlugin } from './http/errors.js';
import { TRACE_HEADER, traceIdFor } from './http/trace.js';
import { routeLimitsPlugin } from './http/route-limits.js';
import { contentRoutes } from './platform/content/routes.js';
import { healthRoutes } from './platform/health/routes.js';
import { pushPlugin } from './platform/push/push-server.js';
import { operatorAuthPlugin } from './platform/admin/operator-auth.js';
import { notificationAdminRoutes } from './platform/notification/admin-routes.js';
import { notifierPlugin } from './platform/notification/notifier.js';
import { notificationRoutes } from './platform/notification/routes.js';
import { walletRoutes } from './platform/wallet/routes.js';
import { paymentsPlugin } from './platform/payment/payments-plugin.js';
import { paymentAdminRoutes } from './platform/payment/admin-routes.js';
import { paymentRoutes } from './platform/payment/routes.js';
import { authPlugin } from './platform/player/auth.js';
import { mailboxRoutes } from './platform/messaging/mailbox-routes.js';
import { createMessenger, type Messenger } from './platform/messaging/messenger.js';
import { codeRoutes } from './platform/player/code-routes.js';
import { playerRoutes } from './platform/player/routes.js';
import { socialLoginRoutes } from './platform/player/social-login-routes.js';
import { socialRedirectUri } from './platform/player/social-providers.js';
import { socialRoutes } from './platform/player/social-routes.js';
import { httpRatesFeed, ratesRefreshPlugin } from './platform/settings/rates-feed.js';
import { settingsRoutes } from './platform/settings/routes.js';
import { oidcDevProvider } from './providers/oidc-dev/plugin.js';
import { pspSandboxProvider } from './providers/psp-sandbox/plugin.js';
import { sandboxApiKey, sandboxWebhookSecret } from './providers/psp-sandbox/secrets.js';
import { webPlugin, type WebMode } from './web/ssr.js';
import type { SecretBox } from './security/secret-box.js';
import { secretBoxFor } from './security/secrets-key.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Kysely<DB>;
    redis: Redis | null;
    messenger: Messenger;
    /** Seals secrets kept at rest (TOTP seeds, provider keys) with SECRETS_KEY. */
    secretBox: SecretBox;
  }
}

export interface AppOptions {
  config: Config;
  database: Database;
  redis?: Redis | null;
  /** Serve the React site too; API-only when absent (most tests). */
  web?: WebMode;
  logger?: boolean;
  /** Leave a generated admin token under DATA_DIR for `npm run admin` (the real server only). */
  writeAdminToken?: boolean;
}

/** Builds the whole app without listening, so tests can inject requests. */
export async function buildApp({
  config,
  database,
  redis = null,
  web,
  logger = true,
  writeAdminToken = false,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? { level: config.LOG_LEVEL, redact: ['req.headers.authorization', 'req.headers.cookie'] } : false,
    genReqId: traceIdFor,
    logController: new LogController({ requestIdLogLabel: 'traceId' }),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('redis', redis);
  app.decorate('secretBox', secretBoxFor(config));
  app.decorate('messenger', createMessenger(database.db, { smtpUrl: config.SMTP_URL, from: config.MAIL_FROM }));

  app.addHook('onRequest', async (request, reply) => {
    reply.header(TRACE_HEADER, request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    if (reply.elapsedTime > config.SLOW_REQUEST_MS) {
      request.log.warn({ url: request.url, elapsedMs: Math.round(reply.elapsedTime) }, 'slow response');
    }
  });

  await app.register(errorsPlugin);
  await app.register(routeLimitsPlugin);
  await app.register(authPlugin);
  await app.register(pushPlugin);
  await app.register(notifierPlugin);
  await app.register(paymentsPlugin);
  await app.register(operatorAuthPlugin, { writeTokenFile: writeAdminToken });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: `${config.PROJECT_NAME} player API`, version: '1.0.0' },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(settingsRoutes);
      await api.register(contentRoutes);
      await api.register(playerRoutes);
      await api.register(codeRoutes);
      await api.register(socialRoutes);
      await api.register(socialLoginRoutes);
      await api.register(notificationRoutes);
      await api.register(notificationAdminRoutes);
      await api.register(walletRoutes);
      await api.register(paymentRoutes);
      await api.register(paymentAdminRoutes);
      api.all('/*', async (request) => {
        throw new AppError('NOT_FOUND', `No route ${request.method} ${request.url.split('?')[0]}`);
      });
    },
    { prefix: '/api' },
  );

  // The mailbox shows every message, codes included: only where nobody real signs up.
  if (config.DEV_MAILBOX ?? config.NODE_ENV !== 'production') await app.register(mailboxRoutes);
  const devIssuer = oidcDevIssuer(config);
  if (devIssuer) {
    if (config.NODE_ENV === 'production')
      app.log.warn('the development OIDC provider is on: anyone can sign in as any e-mail');
    await app.register(oidcDevProvider, {
      issuer: devIssuer,
      clientId: config.OIDC_DEV_CLIENT_ID,
      clientSecret: config.OIDC_DEV_CLIENT_SECRET,
      redirectUri: socialRedirectUri(config, 'dev'),
      siteName: config.PROJECT_NAME,
      trustProxy: config.TRUST_PROXY,
    });
  }
  if (pspSandboxEnabled(config)) {
    await app.register(pspSandboxProvider, {
      publicUrl: pspSandboxUrl(config),
      apiKey: await sandboxApiKey(database.db, config),
      webhookSecret: await sandboxWebhookSecret(database.db, config),
    });
  }
  if (config.RATES_FEED_URL) {
    await app.register(ratesRefreshPlugin, {
      feed: httpRatesFeed(config.RATES_FEED_URL),
      everySeconds: config.RATES_REFRESH_SECONDS,
    });
  }
  if (web) await app.register(webPlugin, { mode: web });
  return app;
}
