import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import {
  devMailboxEnabled,
  jobsEnabled,
  oidcDevIssuer,
  pspSandboxEnabled,
  pspSandboxUrl,
  sportFeedSimEnabled,
  type Config,
} from './config.js';
import type { Database } from './db/database.js';
import type { DB } from './db/schema.js';
import { AppError, errorsPlugin } from './http/errors.js';
import { compressionPlugin } from './http/compression.js';
import { responseSerializer } from './http/response-serializer.js';
import { internalCallHeaders, isInternalCall } from './http/internal-calls.js';
import type { HttpTransport } from './contracts/http-transport.js';
import { traceIdFor } from './http/trace.js';
import { limitsPlugin, SERVER_LIMITS } from './http/limits.js';
import { safeStringsPlugin } from './http/safe-strings.js';
import { securityHeadersPlugin } from './http/security-headers.js';
import { routeLimitsPlugin } from './http/route-limits.js';
import { contentRoutes } from './platform/content/routes.js';
import { healthRoutes } from './platform/health/routes.js';
import {
  gameProviderSecrets,
  gameProvidersPlugin,
  NOVA_STUDIO,
  NOVA_STUDIO_BASE_PATH,
  NOVA_STUDIO_NAME,
  ORIGINALS,
  ORIGINALS_BASE_PATH,
  ORIGINALS_NAME,
} from './platform/game/catalogue/providers.js';
import { injectTransport } from './http/inject-transport.js';
import { catalogueStartupPlugin } from './platform/game/catalogue/startup.js';
import { catalogueRoutes } from './platform/game/catalogue/routes.js';
import { catalogueAdminRoutes } from './platform/game/catalogue/admin-routes.js';
import { pushPlugin } from './platform/push/push-server.js';
import { operatorAuthPlugin } from './platform/admin/operator-auth.js';
import { operatorRoutes } from './platform/admin/operator-routes.js';
import { notificationAdminRoutes } from './platform/notification/admin-routes.js';
import { notifierPlugin } from './platform/notification/notifier.js';
import { notificationRoutes } from './platform/notification/routes.js';
import { walletRoutes } from './platform/wallet/routes.js';
import { gameWalletRoutes } from './platform/game/wallet/routes.js';
import { playRoutes } from './platform/game/play-routes.js';
import { gameHistoryRoutes } from './platform/game/history/routes.js';
import { paymentsPlugin } from './platform/payment/payments-plugin.js';
import { sandboxSecrets } from './platform/payment/sandbox-secrets.js';
import { eventsPlugin } from './platform/events/events-plugin.js';
import { jobsPlugin } from './platform/jobs/jobs-plugin.js';
import { paymentAdminRoutes } from './platform/payment/admin-routes.js';
import { paymentRoutes } from './platform/payment/routes.js';
import { playerLimitsPlugin } from './platform/limits/limits-plugin.js';
import { limitRoutes } from './platform/limits/routes.js';
import { sessionProtectionRoutes } from './platform/limits/session-routes.js';
import { authPlugin } from './platform/player/auth.js';
import { mailboxRoutes } from './platform/messaging/mailbox-routes.js';
import { createMessenger, type Messenger } from './platform/messaging/messenger.js';
import { codeRoutes } from './platform/player/code-routes.js';
import { accountRoutes } from './platform/player/account-routes.js';
import { playerRoutes } from './platform/player/routes.js';
import { socialLoginRoutes } from './platform/player/social-login-routes.js';
import { socialRedirectUri } from './platform/player/social-providers.js';
import { socialRoutes } from './platform/player/social-routes.js';
import { twoFactorRoutes } from './platform/player/two-factor-routes.js';
import { httpRatesFeed, ratesRefreshPlugin } from './platform/settings/rates-feed.js';
import { settingsAdminRoutes } from './platform/settings/admin-routes.js';
import { settingsRoutes } from './platform/settings/routes.js';
import { oidcDevProvider } from './providers/oidc-dev/plugin.js';
import { pspSandboxProvider } from './providers/psp-sandbox/plugin.js';
import { novaStudioProvider } from './providers/slots-studio/plugin.js';
import type { NovaStudioTables } from './providers/slots-studio/tables.js';
import { originalsProvider } from './providers/originals/plugin.js';
import type { OriginalsTables } from './providers/originals/tables.js';
import { webPlugin, type WebMode } from './web/ssr.js';
import type { SecretBox } from './security/secret-box.js';
import { secretBoxFor } from './security/secrets-key.js';
import { sharedSecret } from './platform/player/tokens.js';
import { sportPlugin } from './platform/sport/sport-plugin.js';
import { sportSettingsRoutes } from './platform/sport/player-settings.js';
import { sportRoutes } from './platform/sport/routes.js';
import { sportFeedSimProvider } from './providers/sport-feed-sim/plugin.js';

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
  /** Where log lines go instead of stdout: lets tests read what the app writes. */
  logStream?: { write(line: string): void };
}

/**
 * A transport into this process whose requests are marked internal, so a feed pulled every
 * few seconds does not write a request log line each time. Never for an outside host: the
 * mark is this process's own secret.
 */
function quietTransport(transport: HttpTransport): HttpTransport {
  return (request) => transport({ ...request, headers: { ...request.headers, ...internalCallHeaders } });
}

/** Where the simulated odds feed is mounted in this process. */
const SPORT_FEED_SIM_BASE_PATH = '/providers/sport-feed-sim';

type DocsTransformInput = Parameters<typeof jsonSchemaTransform>[0];

/** The zod-to-OpenAPI transform, with the routes that `hidden` names left out of this document. */
function hideFromDocs(input: DocsTransformInput, hidden: (url: string) => boolean) {
  const result = jsonSchemaTransform(input);
  return hidden(input.url) ? { ...result, schema: { ...result.schema, hide: true } } : result;
}

/** Builds the whole app without listening, so tests can inject requests. */
export async function buildApp({
  config,
  database,
  redis = null,
  web,
  logger = true,
  logStream,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger
      ? {
          level: config.LOG_LEVEL,
          redact: ['req.headers.authorization', 'req.headers.cookie'],
          ...(logStream ? { stream: logStream } : {}),
        }
      : false,
    genReqId: traceIdFor,
    // One line per request, written below; Fastify's own pair would double it.
    logController: new LogController({ requestIdLogLabel: 'traceId', disableRequestLogging: true }),
    trustProxy: config.TRUST_PROXY,
    // Loading the built site (one module of megabytes) took over Fastify's 10 s on a machine
    // busy with other work, and the start failed; a plugin that really hangs still fails.
    pluginTimeout: 60_000,
    ...SERVER_LIMITS,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializer);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('redis', redis);
  app.decorate('secretBox', secretBoxFor(config));
  app.decorate('messenger', createMessenger(database.db, { smtpUrl: config.SMTP_URL, from: config.MAIL_FROM }));

  // A callback hook: on every request, an async hook's promise is measurable (the health bench).
  app.addHook('onResponse', (request, reply, done) => {
    const line = {
      method: request.method,
      url: request.url,
      statusCode: reply.statusCode,
      elapsedMs: Math.round(reply.elapsedTime),
    };
    if (reply.elapsedTime > config.SLOW_REQUEST_MS) request.log.warn(line, 'slow response');
    else if (!isInternalCall(request)) request.log.info(line, 'request');
    done();
  });

  await app.register(errorsPlugin);
  await app.register(compressionPlugin);
  await app.register(safeStringsPlugin);
  await app.register(limitsPlugin);
  await app.register(securityHeadersPlugin, { development: web === 'development' });
  await app.register(routeLimitsPlugin);
  await app.register(authPlugin);
  await app.register(pushPlugin);
  await app.register(notifierPlugin);
  await app.register(jobsPlugin);
  await app.register(eventsPlugin);
  const sandbox = pspSandboxEnabled(config) ? await sandboxSecrets(app, config) : null;
  await app.register(paymentsPlugin, { sandbox });
  await app.register(playerLimitsPlugin);
  await app.register(operatorAuthPlugin);
  const novaStudioSecrets = await gameProviderSecrets(app, NOVA_STUDIO);
  const originalsSecrets = await gameProviderSecrets(app, ORIGINALS);
  await app.register(gameProvidersPlugin, {
    providers: [
      {
        identity: NOVA_STUDIO,
        name: NOVA_STUDIO_NAME,
        transport: injectTransport(app, NOVA_STUDIO_BASE_PATH),
        publicBase: NOVA_STUDIO_BASE_PATH,
        secrets: novaStudioSecrets,
      },
      {
        identity: ORIGINALS,
        name: ORIGINALS_NAME,
        transport: injectTransport(app, ORIGINALS_BASE_PATH),
        publicBase: ORIGINALS_BASE_PATH,
        secrets: originalsSecrets,
      },
    ],
  });
  await app.register(catalogueStartupPlugin);
  const sportSimSecret = sportFeedSimEnabled(config) ? await sharedSecret(app, 'sport-feed:sim', undefined) : null;
  await app.register(sportPlugin, {
    feeds: sportSimSecret
      ? [
          {
            name: 'sim',
            transport: quietTransport(injectTransport(app, SPORT_FEED_SIM_BASE_PATH)),
            secret: sportSimSecret,
          },
        ]
      : [],
    pollMs: config.SPORT_FEED_POLL_MS,
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: `${config.PROJECT_NAME} player API`, version: '1.0.0' },
    },
    transform: (input) => hideFromDocs(input, (url) => url.startsWith('/api/admin')),
  });
  // The operator API is described only to operators (GET /api/admin/docs/json).
  await app.register(swagger, {
    decorator: 'operatorSwagger',
    openapi: {
      openapi: '3.1.0',
      info: { title: `${config.PROJECT_NAME} operator API`, version: '1.0.0' },
      components: { securitySchemes: { operator: { type: 'http', scheme: 'bearer' } } },
      security: [{ operator: [] }],
    },
    transform: (input) => hideFromDocs(input, (url) => !url.startsWith('/api/admin')),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(settingsRoutes);
      await api.register(settingsAdminRoutes);
      await api.register(contentRoutes);
      await api.register(playerRoutes);
      await api.register(codeRoutes);
      await api.register(accountRoutes);
      await api.register(socialRoutes);
      await api.register(socialLoginRoutes);
      await api.register(twoFactorRoutes);
      await api.register(notificationRoutes);
      await api.register(operatorRoutes);
      await api.register(notificationAdminRoutes);
      await api.register(walletRoutes);
      await api.register(paymentRoutes);
      await api.register(paymentAdminRoutes);
      await api.register(catalogueRoutes);
      await api.register(catalogueAdminRoutes);
      await api.register(gameWalletRoutes);
      await api.register(playRoutes);
      await api.register(gameHistoryRoutes);
      await api.register(limitRoutes);
      await api.register(sportRoutes);
      await api.register(sportSettingsRoutes);
      await api.register(sessionProtectionRoutes);
      api.all('/*', async (request) => {
        throw new AppError('NOT_FOUND', `No route ${request.method} ${request.url.split('?')[0]}`);
      });
    },
    { prefix: '/api' },
  );

  if (devMailboxEnabled(config)) await app.register(mailboxRoutes);
  const devIssuer = oidcDevIssuer(config);
  if (devIssuer) {
    await app.register(oidcDevProvider, {
      issuer: devIssuer,
      clientId: config.OIDC_DEV_CLIENT_ID,
      clientSecret: config.OIDC_DEV_CLIENT_SECRET,
      redirectUri: socialRedirectUri(config, 'dev'),
      siteName: config.PROJECT_NAME,
      trustProxy: config.TRUST_PROXY,
    });
  }
  if (sandbox) {
    await app.register(pspSandboxProvider, { publicUrl: pspSandboxUrl(config), ...sandbox });
  }
  // The in-house studio is a real provider (not a demo part): mounted whatever DEMO_MODE says.
  await app.register(novaStudioProvider, {
    // The studio's view of the database holds only its own tables (migration 0022).
    db: app.db as unknown as Kysely<NovaStudioTables>,
    walletSecret: novaStudioSecrets.wallet,
    apiSecret: novaStudioSecrets.api,
    walletTransport: injectTransport(app, `/api/game-wallet/${NOVA_STUDIO}`),
    basePath: NOVA_STUDIO_BASE_PATH,
  });
  await app.register(originalsProvider, {
    db: app.db as unknown as Kysely<OriginalsTables>,
    walletSecret: originalsSecrets.wallet,
    apiSecret: originalsSecrets.api,
    walletTransport: injectTransport(app, `/api/game-wallet/${ORIGINALS}`),
    basePath: ORIGINALS_BASE_PATH,
    jobs: app.jobs,
    crashLoop: jobsEnabled(config),
  });
  if (sportSimSecret) {
    await app.register(sportFeedSimProvider, {
      basePath: SPORT_FEED_SIM_BASE_PATH,
      secret: sportSimSecret,
      seed: config.SPORT_FEED_SEED,
      speed: config.SPORT_FEED_SPEED,
      testHooks: config.SPORT_FEED_SIM_TEST_HOOKS,
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
