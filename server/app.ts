// Builds the whole server: the API, the embedded identity provider and dev chain, uploads and the web app.
// Importable for tests; main.ts only boots and shuts down.
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { API_PREFIX, SERVER_NOW_HEADER } from '../src/contract/paths.js';
import type { Config } from './config.js';
import { systemClock, type Clock } from './clock.js';
import type { DatabaseHandle } from './db/database.js';
import { frameworkErrorReply, installErrorHandler } from './plugins/error-handler.js';
import { installJsonBodyParser } from './plugins/json-body.js';
import { installJsonCompression } from './plugins/json-compression.js';
import { installAuthentication } from './plugins/authentication.js';
import { installSecurityHeaders } from './plugins/security-headers.js';
import { installTextGuard } from './plugins/text-guard.js';
import { AccessTokenVerifier } from './modules/auth/access-token-verifier.js';
import { RelyingParty } from './modules/auth/oidc-relying-party.js';
import { LoginBinding } from './modules/auth/login-binding.js';
import { healthRoutes } from './modules/health/health-routes.js';
import { createIdentityProvider } from './idp/identity-provider.js';
import { LocalFileStorage, UPLOADS_URL_PREFIX } from './storage/file-storage.js';
import { isPublicUpload } from './storage/public-uploads.js';
import { ChainClient } from '../src/chain/index.js';
import { createDevChain } from './chain/dev-chain.js';
import { devChainPlugin } from './chain/dev-chain-plugin.js';
import type { ChainGateway } from './modules/wallet/chain-gateway.js';
import { loadPlatformKey } from './modules/wallet/platform-key.js';
import { extensionDownloadRoutes } from './modules/downloads/extension-download-routes.js';
import { arenaPackagedConfig } from '../src/wallet/packaged-config.js';
import { transactionPageRoutes } from './chain/transaction-page-routes.js';
import { inProcessFetch } from './in-process-fetch.js';
import { createMailer, servesDevMailbox } from './mail/create-mailer.js';
import { devMailboxRoutes } from './mail/dev-mailbox-page.js';
import { createAnalytics } from './modules/analytics/create-analytics.js';
import { webAppCacheControl } from './web-app-caching.js';
import { JobQueue } from './jobs/job-queue.js';
import {
  createMatchesModule,
  entrantPlacements,
  openIssueCounts,
  openMatchSides,
  openMatchesInPlay,
  tournamentsInPlay,
  playRelations,
  seedingFrozen,
  syncUnfrozenEntrants,
  playVersionsSql,
  type ResultsFinalListener,
} from './modules/matches/matches-module.js';
import type { ServerModule } from './modules/server-module.js';
import { UsersService } from './modules/users/users-service.js';
import { createAuthModule } from './modules/auth/auth-module.js';
import { createUsersModule } from './modules/users/users-module.js';
import { createDisciplinesModule } from './modules/disciplines/disciplines-module.js';
import { createWalletModule } from './modules/wallet/wallet-module.js';
import { countOrganizationFactories, createUniqsModule } from './modules/uniqs/uniqs-module.js';
import { createTeamsModule } from './modules/teams/teams-module.js';
import { createOrganizationsModule, organizationMemberRole } from './modules/organizations/organizations-module.js';
import { createStatsModule } from './modules/stats/stats-module.js';
import {
  createTournamentsModule,
  organizationTournaments,
  leaderboardTournaments,
  playerParticipation,
  prizepoolRewards,
  tournamentOrganizers,
  unlinkLeaderboardFromTournaments,
} from './modules/tournaments/tournaments-module.js';
import { countOrganizationLeaderboards, createLeaderboardsModule } from './modules/leaderboards/leaderboards-module.js';
import { createLeaderboardRewardsModule } from './modules/leaderboard-rewards/leaderboard-rewards-module.js';
import { createAnalyticsModule } from './modules/analytics/analytics-module.js';
import { createPayoutsModule } from './modules/payouts/payouts-module.js';
import { createPaymentsModule } from './modules/payments/payments-module.js';
import { createNoticesModule } from './modules/notices/notices-module.js';
import { createNotificationsModule, postNotifiedNotices } from './modules/notifications/notifications-module.js';
import { createEndingModalModule } from './modules/ending-modal/ending-modal-module.js';
import { ApiKeyGate, createIntegrationsModule, webhooksOpenApi } from './modules/integrations/integrations-module.js';

/** Users of the built-in provider are keyed by this, not its URL, so changing PUBLIC_URL keeps accounts. */
export const BUILT_IN_ISSUER_KEY = 'arena-builtin';

const WEB_DIST = fileURLToPath(new URL('../web/dist/', import.meta.url));
const EXTENSION_OUTPUT = fileURLToPath(new URL('../.output/', import.meta.url));
const AVATAR_UPLOAD_LIMIT = 5 * 1024 * 1024 + 1;

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  /** The one clock every service reads (tests pass one they move); the real one by default. */
  clock?: Clock;
  /**
   * The embedded dev chain's clock, which cuts its blocks; the real one by default. Apart from `clock` so that a
   * test holding the services' time still (or setting it hours back) still gets blocks, and with them finality.
   */
  chainClock?: Clock;
}

/** Pages other sites may put in an iframe: the embeddable bracket (web/paths.ts `embedBrackets`). */
const EMBEDDABLE_PAGE_PREFIXES = ['/embed/'];

export interface ArenaApp {
  app: FastifyInstance;
  /**
   * Applies every time-driven change due now (phases, then the play clock) and waits for it: what the minute
   * sweeps do, run at once (after a restart, or when the injected clock was moved).
   */
  runDueWork(): Promise<void>;
  /** Marks the app as draining so /readyz answers 503 while in-flight requests finish. */
  beginShutdown: () => void;
}

export async function buildApp({
  config,
  database,
  clock = systemClock,
  chainClock = systemClock,
}: BuildAppOptions): Promise<ArenaApp> {
  let shuttingDown = false;
  let runDueWork = async (): Promise<void> => {};
  const app = Fastify({
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : {
            level: config.LOG_LEVEL,
            redact: ['req.headers.authorization', 'req.headers.refresh_token', 'req.headers.cookie'],
          },
    genReqId: (request) =>
      typeof request.headers['x-request-id'] === 'string' ? request.headers['x-request-id'].slice(0, 64) : randomUUID(),
    requestIdHeader: false,
    bodyLimit: 1024 * 1024,
    trustProxy: config.TRUST_PROXY,
    forceCloseConnections: 'idle',
    // The API plugin builds every module and starts the job queue before the server listens: on a loaded machine
    // (a CI run of four suites on two cores) that took over Fastify's default 10 s, and a slow boot is still a boot.
    pluginTimeout: 60_000,
    // The reply is sent, not awaited: Fastify expects nothing back here (a FastifyReply is thenable).
    frameworkErrors: (error, request, reply) => void frameworkErrorReply(error, request, reply),
  });
  installJsonBodyParser(app);
  installJsonCompression(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  installSecurityHeaders(
    app,
    {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          styleSrc: ["'self'", "'unsafe-inline'"],
          scriptSrc: ["'self'"],
          connectSrc: ["'self'"],
          formAction: ["'self'", ...(config.OIDC_ISSUER ? [new URL(config.OIDC_ISSUER).origin] : [])],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
    },
    EMBEDDABLE_PAGE_PREFIXES,
  );
  await app.register(cors, {
    origin: config.corsOrigins.length > 0 ? config.corsOrigins : false,
    credentials: true,
    exposedHeaders: [
      'newAuthorizationHeader',
      'newRefreshToken',
      'x-request-id',
      'ratelimit-limit',
      'ratelimit-remaining',
      'ratelimit-reset',
      'retry-after',
    ],
  });
  await app.register(rateLimit, { global: false });
  await app.register(multipart, { limits: { fileSize: AVATAR_UPLOAD_LIMIT, files: 10, fields: 20, parts: 30 } });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Arena API', version: '1' },
      servers: [{ url: config.PUBLIC_URL }],
      components: {
        securitySchemes: {
          // One header, two kinds of bearer: a person's access token from the identity provider, or an
          // organization's API key (issue 27 §1), limited by its scopes to the routes of src/contract/api-key-scopes.ts.
          bearer: {
            type: 'http',
            scheme: 'bearer',
            description:
              'An access token of a signed-in user, or an organization API key (arena_live_…) whose scopes ' +
              '(READ, TOURNAMENTS_WRITE, RESULTS_WRITE, PARTICIPANTS_WRITE) open the routes listed in ' +
              'src/contract/api-key-scopes.ts. Key requests are answered with RateLimit-Limit, RateLimit-Remaining ' +
              'and RateLimit-Reset headers, and 429 with Retry-After past the per-key limit.',
          },
        },
      },
      // Public routes answer without it; the others need one.
      security: [{}, { bearer: [] }],
      // What Arena POSTs to an organization's endpoints (issue 27 §2).
      webhooks: webhooksOpenApi(),
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  const mailer = createMailer(config, database.db);
  // Identity: the built-in provider, or any external OpenID provider chosen by configuration.
  const idp = config.builtInIdentityProvider
    ? await createIdentityProvider({
        db: database.db,
        issuer: `${config.PUBLIC_URL}/idp`,
        redirectUris: [`${config.PUBLIC_URL}/`],
        postLogoutRedirectUris: [`${config.PUBLIC_URL}/tournaments`],
        resource: `${config.PUBLIC_URL}/api`,
        accessTokenTtlSeconds: config.ACCESS_TOKEN_TTL_SECONDS,
        trustProxy: config.TRUST_PROXY,
        trustedClients: config.IDP_TRUSTED_CLIENTS,
        logger: app.log,
        now: () => new Date(clock.now()),
        mailer,
        // Arena learns of the verification from the next ID token: the profile page signs in again on this flag.
        afterEmailVerifiedUrl: `${config.PUBLIC_URL}/my-profile?emailVerified=1`,
      })
    : null;
  if (idp) await app.register(idp.plugin, { prefix: '/idp' });

  const issuer = idp ? `${config.PUBLIC_URL}/idp` : config.OIDC_ISSUER!;
  const relyingParty = new RelyingParty({
    issuer,
    clientId: idp ? idp.clientId : config.OIDC_CLIENT_ID!,
    clientSecret: idp ? idp.clientSecret : config.OIDC_CLIENT_SECRET!,
    redirectUri: `${config.PUBLIC_URL}/`,
    postLogoutRedirectUri: `${config.PUBLIC_URL}/tournaments`,
    resource: idp ? `${config.PUBLIC_URL}/api` : undefined,
    fetchImpl: idp ? inProcessFetch(app, config.PUBLIC_URL) : undefined,
    builtIn: Boolean(idp),
  });
  const loginBinding = new LoginBinding({ secureCookie: config.PUBLIC_URL.startsWith('https:') });
  const verifier = new AccessTokenVerifier({
    issuer,
    clock,
    audience: idp ? `${config.PUBLIC_URL}/api` : config.OIDC_AUDIENCE,
    ...(idp ? { localJwks: () => idp.publicJwks() } : { jwksUri: () => relyingParty.jwksUri() }),
  });

  // Chain: the embedded dev chain (served at /v1/chain, reached in-process), or an external node.
  const platformKey = await loadPlatformKey(
    database.db,
    config.CHAIN_PLATFORM_ACCOUNT,
    config.CHAIN_PLATFORM_PRIVATE_KEY,
  );
  const devChain = config.builtInChain
    ? await createDevChain({
        db: database.db,
        platformAccount: { name: platformKey.accountName, publicKey: platformKey.publicKey },
        now: () => new Date(chainClock.now()),
      })
    : null;
  if (devChain) {
    await app.register(devChainPlugin, { chain: devChain });
    await app.register(transactionPageRoutes, { chain: devChain });
    devChain.start();
    app.addHook('onClose', async () => devChain.stop());
  }
  const chain: ChainGateway = {
    client: devChain
      ? new ChainClient(config.PUBLIC_URL, inProcessFetch(app, config.PUBLIC_URL))
      : new ChainClient(config.CHAIN_RPC_URL!),
    publicRpcUrl: devChain ? config.PUBLIC_URL : config.CHAIN_RPC_URL!,
    platformAccount: platformKey.accountName,
    devChain,
    marketplaceUrl: config.MARKETPLACE_URL,
  };

  const storage = new LocalFileStorage(join(resolve(config.DATA_DIR), 'uploads'));
  const users = new UsersService(
    database.db,
    storage,
    idp ? BUILT_IN_ISSUER_KEY : issuer,
    clock,
    idp ? (subject) => idp.requestEmailVerification(subject) : undefined,
  );
  const analytics = createAnalytics(config, database.db);

  installErrorHandler(app, { loginUrl: (request, reply) => relyingParty.loginUrl(loginBinding.start(request, reply)) });
  installAuthentication(app, {
    verifier,
    relyingParty,
    clock,
    resolveUser: (claims) => users.resolveFromClaims(claims),
    apiKeys: new ApiKeyGate({
      db: database.db,
      clock,
      limit: config.API_KEY_RATE_LIMIT_PER_MINUTE,
      windowMs: 60_000,
    }),
    staffRoleOf: (userId) => organizationMemberRole(database.db, userId),
  });
  installTextGuard(app);

  await app.register(healthRoutes, { db: database.db, isShuttingDown: () => shuttingDown });
  await app.register(
    async (api) => {
      const db = database.db;
      // The server's instant on every API answer (the web app's window rules follow it, whatever the visitor's clock).
      api.addHook('onSend', async (_request, reply) => {
        reply.header(SERVER_NOW_HEADER, String(clock.now()));
      });
      // The one job queue: modules register their job kinds on it while they are built, before it starts.
      const jobs = new JobQueue(database, app.log);
      // Told inside the finishing (or amending) transaction: what other modules derive from final placements.
      const resultsFinal: ResultsFinalListener[] = [];
      const matches = createMatchesModule({
        db,
        clock,
        storage,
        queue: jobs,
        log: app.log,
        resultsFinal,
        // Prizes the organizer chose to pay at the finish go out now rather than at the next minute's sweep.
        onFinished: (tournamentId) => payouts.tournamentFinished(tournamentId),
      });
      // Every payment from the platform escrow account (prizes, escrow returns) goes through the one ledger.
      const payments = createPaymentsModule({
        db,
        clock,
        chain,
        platformKey,
        fetch: devChain ? inProcessFetch(app, config.PUBLIC_URL) : undefined,
        queue: jobs,
        log: app.log,
      });
      // Order matters: the phases (tournaments module) hand an opened seeding window to the matches module,
      // which therefore exists first.
      const tournaments = createTournamentsModule({
        db,
        database,
        viewerIssuer: users.issuerKey,
        clock,
        chain,
        storage,
        queue: jobs,
        log: app.log,
        playRelations,
        playVersions: playVersionsSql,
        participantsPlay: { seedingFrozen, syncUnfrozenEntrants, entrantPlacements },
        postNotices: postNotifiedNotices,
        onSeedingOpened: (tournamentId) => matches.seedingOpened(tournamentId),
        // Cancelling settles any prize payments first, so the escrow returns only what was not paid.
        onOrganizerCanceled: (tournamentId) => payouts.tournamentCanceled(tournamentId),
        // An escrow's return is a payment of the ledger.
        payments,
      });
      const explorerUrl = (transactionId: string) =>
        // The dev chain serves its own transaction pages; a real chain has no explorer configured.
        devChain ? `${config.PUBLIC_URL}/chain/transactions/${transactionId}` : null;
      // Prizes are paid from the tournaments module's escrow.
      const payouts = createPayoutsModule({
        db,
        clock,
        payments,
        queue: jobs,
        returnEscrow: (id) => tournaments.returnEscrow(id),
        explorerUrl,
        log: app.log,
      });
      const stats = createStatsModule({ db });
      // A leaderboard's prizes are escrowed and paid from the same platform account as a tournament's.
      const leaderboardRewards = createLeaderboardRewardsModule({ db, clock, chain, payments, explorerUrl });
      const leaderboards = createLeaderboardsModule({
        db,
        clock,
        escrow: leaderboardRewards.escrow,
        onDeleting: unlinkLeaderboardFromTournaments,
        tournaments: leaderboardTournaments,
      });
      const endingModal = createEndingModalModule({
        db,
        clock,
        // The tournaments module's face, handed in: that module shows the pending modals, so it imports this one.
        tournaments: { prizepoolRewards, playerParticipation },
      });
      // Webhooks: other modules record their events in the outbox; this module delivers them.
      const integrations = createIntegrationsModule({
        db,
        database,
        clock,
        queue: jobs,
        mailer,
        publicUrl: config.PUBLIC_URL,
        allowedAddresses: config.WEBHOOK_ALLOWED_ADDRESSES,
        timeoutMs: config.WEBHOOK_TIMEOUT_SECONDS * 1000,
        development: config.NODE_ENV === 'development',
        organizationsOf: tournamentOrganizers,
        log: app.log,
      });
      // Players are told in the app and by e-mail; the mail leaves from this module's outbox through the queue.
      const notifications = createNotificationsModule({
        db,
        database,
        clock,
        queue: jobs,
        mailer,
        publicUrl: config.PUBLIC_URL,
        matchSides: openMatchSides,
        log: app.log,
      });
      resultsFinal.push(stats.resultsFinal, leaderboards.resultsFinal, endingModal.resultsFinal);
      const modules: ServerModule[] = [
        createAuthModule({ relyingParty, loginBinding, users }),
        createUsersModule({ users }),
        createDisciplinesModule({ db }),
        createWalletModule({
          db,
          chain,
          clock,
          // A winner without a wallet is paid what they were owed once they link one.
          onWalletLinked: (userId) => payments.walletLinked(userId),
        }),
        createUniqsModule({ db, storage, chain, publicUrl: config.PUBLIC_URL }),
        createTeamsModule({
          db,
          storage,
          mailer,
          analytics,
          publicUrl: config.PUBLIC_URL,
          clock,
          mailLimits: config.MAIL_DAILY_LIMITS,
          log: app.log,
        }),
        createOrganizationsModule({
          db,
          clock,
          overviewSources: {
            tournaments: (organizationId) => organizationTournaments(db, organizationId),
            leaderboards: (organizationId) => countOrganizationLeaderboards(db, organizationId),
            uniqFactories: (organizationId) => countOrganizationFactories(db, organizationId),
            openIssues: (tournamentIds) => openIssueCounts(db, tournamentIds),
          },
        }),
        stats,
        matches,
        tournaments,
        payouts,
        leaderboards,
        leaderboardRewards,
        createAnalyticsModule({ analytics, clock }),
        createNoticesModule({ db, clock, openCalls: { tournamentsInPlay, openMatchesInPlay } }),
        notifications,
        endingModal,
        integrations,
      ];

      // Time-driven work: phases first, then the play clock (rounds are built on the phases' outcome).
      await jobs.start();
      tournaments.start();
      await integrations.start();
      await notifications.start();
      runDueWork = async () => {
        await tournaments.sweep();
        await matches.sweep();
        await matches.settled();
        await payouts.sweep();
        await payouts.settled();
        await payments.sweep();
        await payments.settled();
        await integrations.sweep();
        await integrations.settled();
        await notifications.sweep();
        await notifications.settled();
      };
      // Catch up now rather than at the next minute: rounds may have come due while no process ran, and a
      // distribution may have been cut short by a crash.
      const startupSweep = matches.sweep().catch((error) => app.log.warn({ err: error }, 'start-up play sweep failed'));
      // The payouts reach the embedded dev chain through in-process requests, which need the app booted first.
      let startupPayouts: Promise<unknown> = Promise.resolve();
      api.addHook('onReady', async () => {
        startupPayouts = Promise.all([payouts.sweep(), payments.sweep()]).catch((error) =>
          app.log.warn({ err: error }, 'start-up payouts sweep failed'),
        );
      });
      // Registered before the modules' own close hooks (the tournaments module's change feed), as it always was.
      api.addHook('onClose', async () => {
        await startupSweep;
        await startupPayouts;
        await payouts.settled();
        await payments.settled();
        await tournaments.stop();
        await matches.settled();
        await integrations.stop();
        await notifications.stop();
        await jobs.stop();
      });
      for (const module of modules) await module.routes(api);
    },
    { prefix: API_PREFIX },
  );
  if (servesDevMailbox(config)) {
    await app.register(devMailboxRoutes, { db: database.db, adminOnly: config.NODE_ENV !== 'development' });
  }

  await app.register(extensionDownloadRoutes, {
    outputDir: EXTENSION_OUTPUT,
    config: arenaPackagedConfig(config.PUBLIC_URL, config.CHAIN_RPC_URL ?? null),
  });
  const uploadsRoot = join(resolve(config.DATA_DIR), 'uploads');
  await app.register(fastifyStatic, {
    root: uploadsRoot,
    prefix: UPLOADS_URL_PREFIX,
    decorateReply: false,
    index: false,
    // Public pictures may be shown by other origins (the wallet's popup, dApps): see public-uploads.ts.
    setHeaders: (reply, path) => {
      if (isPublicUpload(relative(uploadsRoot, path).split(sep).join('/')))
        reply.header('cross-origin-resource-policy', 'cross-origin');
    },
  });
  const webBuilt = existsSync(join(WEB_DIST, 'index.html'));
  if (webBuilt) {
    // The build writes .br and .gz copies beside each file (web/build/precompress-plugin.ts); .vite/ holds
    // its manifest, which is not for browsers.
    await app.register(fastifyStatic, {
      root: WEB_DIST,
      prefix: '/',
      wildcard: false,
      index: false,
      preCompressed: true,
      dotfiles: 'ignore',
      cacheControl: false,
      setHeaders: (reply, path) => {
        reply.header('cache-control', webAppCacheControl(WEB_DIST, path));
      },
    });
  }

  // Unknown API paths get the JSON envelope; any other GET is the single-page app, which renders its own 404.
  app.setNotFoundHandler(async (request, reply) => {
    const servedElsewhere = ['/api/', '/v1/', '/idp/', '/uploads/', '/downloads/'].some((prefix) =>
      request.url.startsWith(prefix),
    );
    const wantsPage = request.method === 'GET' && !servedElsewhere;
    if (wantsPage && webBuilt) {
      // The page hands the browser its sign-in key before any API call can ask for one (login-binding.ts).
      loginBinding.ensureKey(request, reply);
      return reply.type('text/html').sendFile('index.html', WEB_DIST);
    }
    return reply.code(404).send({ statusCode: 404, message: 'NOT-FOUND' });
  });

  return {
    app,
    runDueWork: () => runDueWork(),
    beginShutdown() {
      shuttingDown = true;
    },
  };
}
