import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { API_BASE, isRootPath, LOGISTICS_BASE } from '@jb/contract/constants';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { acceptanceConfirmationRoutes } from './modules/acceptanceConfirmation/routes.ts';
import { annexAuditRoutes } from './modules/annexAudit/routes.ts';
import { articleHomeRoutes } from './modules/articleHome/routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { LoginThrottle } from './modules/auth/throttle.ts';
import { authorLoginDetailRoutes } from './modules/authors/loginDetail.ts';
import { authorRoutes } from './modules/authors/routes.ts';
import { baseDataRoutes } from './modules/baseData/routes.ts';
import { billRoutes } from './modules/books/routes.ts';
import { caibianRoutes } from './modules/caibian/routes.ts';
import { cardPageRoutes } from './modules/caibianCards/page.ts';
import { caibianCardRoutes } from './modules/caibianCards/routes.ts';
import { caibianPerfRoutes } from './modules/caibianPerf/routes.ts';
import { columnRoutes } from './modules/columns/routes.ts';
import { conversationRoutes } from './modules/conversation/routes.ts';
import { expertFeeRoutes } from './modules/expertFees/routes.ts';
import { expireInvitations } from './modules/experts/deadlines.ts';
import { expertRoutes } from './modules/experts/routes.ts';
import { feedbackRoutes } from './modules/feedback/routes.ts';
import { fileRoutes } from './modules/files/routes.ts';
import { tempDirOf } from './modules/files/service.ts';
import { finalDraftRoutes } from './modules/finalDraft/routes.ts';
import { financeRoutes } from './modules/finance/routes.ts';
import { fundAuditRoutes } from './modules/fundAudit/routes.ts';
import { groupRoutes } from './modules/groups/routes.ts';
import { homeRoutes } from './modules/home/routes.ts';
import { expireInvoices } from './modules/invoices/expire.ts';
import { invoiceRoutes } from './modules/invoices/routes.ts';
import { issueProductionRoutes } from './modules/issueProduction/routes.ts';
import { issueRoutes } from './modules/issues/routes.ts';
import { jobRoutes } from './modules/jobs/routes.ts';
import { journalExportRoutes } from './modules/journals/exports.ts';
import { journalExtraRoutes } from './modules/journals/extras.ts';
import { journalRoutes } from './modules/journals/routes.ts';
import { journalUserRoutes } from './modules/journalUsers/routes.ts';
import { loginRecordRoutes } from './modules/loginRecords/routes.ts';
import { logisticsRoutes, mailingRoutes } from './modules/mailing/routes.ts';
import { trackingProviderFrom } from './modules/mailing/tracking.ts';
import { manuscriptRoutes } from './modules/manuscripts/routes.ts';
import { merchantRoutes } from './modules/merchants/routes.ts';
import { authorMessageRoutes } from './modules/messages/authorRoutes.ts';
import { messageRoutes } from './modules/messages/routes.ts';
import { Notifier } from './modules/notifications/notifier.ts';
import { notificationRoutes } from './modules/notifications/routes.ts';
import { onlineEditRoutes } from './modules/onlineEdit/routes.ts';
import { operatorRoutes } from './modules/operators/routes.ts';
import { paymentProviders } from './modules/orders/providers/registry.ts';
import { orderRoutes } from './modules/orders/routes.ts';
import { personalRoutes } from './modules/personal/routes.ts';
import { pressRoutes } from './modules/presses/routes.ts';
import { processRoutes } from './modules/processes/routes.ts';
import { archiveCheckJob } from './modules/publication/archiveCheck.ts';
import { crossrefDepositJob } from './modules/publication/depositJob.ts';
import { depositProviderFrom } from './modules/publication/depositProvider.ts';
import { crossrefResultJob } from './modules/publication/depositResult.ts';
import { publicationRoutes } from './modules/publication/routes.ts';
import { runReminders } from './modules/reminders/run.ts';
import { remittanceRoutes } from './modules/remittances/routes.ts';
import { acceptanceLetterJob } from './modules/review/acceptanceLetter.ts';
import { allocationNoticesJob } from './modules/review/allocationNotices.ts';
import { reviewRoutes } from './modules/review/routes.ts';
import { revisionRoutes } from './modules/revisions/routes.ts';
import { roleRoutes } from './modules/roles/routes.ts';
import { schedulingRoutes } from './modules/scheduling/routes.ts';
import { settingsRoutes } from './modules/settings/routes.ts';
import { similarityCheckJob } from './modules/similarity/job.ts';
import { similarityReturnNoticeJob } from './modules/similarity/returnNotice.ts';
import { similarityRoutes } from './modules/similarity/routes.ts';
import { staffRoutes } from './modules/staff/routes.ts';
import { subjectRoutes } from './modules/subjects/routes.ts';
import { systemRoutes } from './modules/system/routes.ts';
import { templateRoutes } from './modules/templates/routes.ts';
import { typesettingRoutes } from './modules/typesetting/routes.ts';
import { unitLevelRoutes } from './modules/unitLevels/routes.ts';
import { withdrawalRoutes } from './modules/withdrawals/routes.ts';
import { registerWorkflowFeatures } from './modules/workflowFeatures.ts';
import { registerBodyDeadline } from './platform/bodyDeadline.ts';
import { ChangeCache, type SessionCache, type UnreadCache } from './platform/changeCache.ts';
import { ChangeFence } from './platform/changeFence.ts';
import type { ServerKeys } from './platform/crypto.ts';
import { demoMode } from './platform/demoMode.ts';
import { registerErrorHandler } from './platform/errorHandler.ts';
import { errors } from './platform/errors.ts';
import { type BlobStore, blobStoreFrom } from './platform/files/blobStore.ts';
import { createIpLocator, type IpLocator } from './platform/ipLocation.ts';
import { Jobs } from './platform/jobs/jobs.ts';
import { QUEUES } from './platform/jobs/queues.ts';
import { type KvStore, openKv } from './platform/kv.ts';
import { type Mailer, smtpMailer } from './platform/mail.ts';
import { deliverOutbox } from './platform/outbox/deliver.ts';
import { sweepDeadDeliveries } from './platform/outbox/sweep.ts';
import { PermissionCache } from './platform/permissionCache.ts';
import { registerSecurityHeaders } from './platform/securityHeaders.ts';
import { logSmsProvider, outboxSms, type SmsProvider } from './platform/sms.ts';
import { validatorCompiler } from './platform/validator.ts';
import { registerWire } from './platform/wire.ts';

/** NOTIFY channel of migration 0001: something a session's answer is made of changed. */
const ACCESS_CHANNEL = 'jb_access';

export interface AppDeps {
  config: Config;
  database: Database;
  keys: ServerKeys;
  kv?: KvStore;
  locator?: IpLocator;
  logger?: boolean | object;
  /** Where file contents go (tests pass one; else from the configuration). */
  store?: BlobStore;
  /**
   * Run the job handlers in this process (the server does; a test starts them when it needs them,
   * naming its queues: on a shared PostgreSQL database another test file's jobs are not its to take).
   */
  runJobs?: boolean | readonly string[];
  /** E-mail delivery (tests pass one; else SMTP when `SMTP_URL` is set). */
  mailer?: Mailer | null;
  sms?: SmsProvider;
}

export interface RouteDeclaration {
  method: string;
  url: string;
  access: unknown;
}

/** Per-request log lines only at debug level; errors are logged either way. */
function quietRequests(quiet: boolean) {
  return new LogController({ disableRequestLogging: quiet });
}

/** Every API route must say who may call it; this list is what the route-table test walks. */
function collectRoutes(app: FastifyInstance): RouteDeclaration[] {
  const routes: RouteDeclaration[] = [];
  app.addHook('onRoute', (route) => {
    const api = route.url.startsWith(`${API_BASE}/`) || route.url.startsWith(`${LOGISTICS_BASE}/`);
    if (!api || route.url.startsWith(`${API_BASE}/docs`)) return;
    const access = (route.config as { access?: unknown } | undefined)?.access;
    if (!access)
      throw new Error(
        `Route ${route.method} ${route.url} declares no access (permission, 'session', 'author' or 'public')`,
      );
    for (const method of [route.method].flat())
      if (method !== 'HEAD') routes.push({ method, url: route.url, access });
  });
  return routes;
}

export async function buildApp(deps: AppDeps) {
  const { config, database, keys } = deps;
  const app = Fastify({
    logger: deps.logger ?? { level: config.LOG_LEVEL },
    bodyLimit: config.BODY_LIMIT_BYTES,
    // Every request's deadlines (the body's idle time: registerBodyDeadline; uploads: files/receive.ts).
    connectionTimeout: Math.ceil(config.REQUEST_TIMEOUT_SECONDS * 1000),
    requestTimeout: Math.ceil(config.REQUEST_TIMEOUT_SECONDS * 1000) + 1000,
    trustProxy: config.TRUST_PROXY,
    logController: quietRequests(config.LOG_LEVEL !== 'debug' && config.LOG_LEVEL !== 'trace'),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const kv = deps.kv ?? openKv(config.REDIS_URL);
  const locator = deps.locator ?? createIpLocator(config.IP_LOCATION_URL, config.IP_LOCATION_DEFAULT);
  const throttle = new LoginThrottle(kv, {
    accountMaxFailures: config.LOGIN_MAX_FAILURES,
    ipMaxFailures: config.IP_MAX_FAILURES,
    lockSeconds: config.LOGIN_LOCK_SECONDS,
  });
  const db = database.db;
  const routes = collectRoutes(app);
  const jobs = new Jobs(database.sql, app.log, { pollingIntervalSeconds: config.JOB_POLL_SECONDS });
  const sms = outboxSms(jobs);
  const notifier = new Notifier(jobs, config.PUBLIC_URL);
  jobs.handle(QUEUES.reminders, async () => {
    // Unanswered expert invitations expire first, so late reminders reach only accepted reviews.
    const expired = await expireInvitations({ db, notifier });
    if (expired) app.log.info({ expired }, 'expert invitations expired');
    const lapsed = await expireInvoices(db);
    if (lapsed) app.log.info({ lapsed }, 'invoice requests expired');
    const dead = await sweepDeadDeliveries(db);
    if (dead) app.log.info({ dead }, 'outbox rows of failed delivery jobs marked failed');
    const sent = await runReminders({ db, notifier }, new Date(), undefined, (err, kind, itemId) =>
      app.log.warn({ err, kind, itemId }, 'reminder not sent'),
    );
    app.log.info({ sent }, 'daily reminders sent');
  });

  registerErrorHandler(app);
  registerWorkflowFeatures();
  registerBodyDeadline(app, config.REQUEST_IDLE_SECONDS * 2000);
  // Uploads stream file by file; each call sets its own size limit (modules/files).
  await app.register(fastifyMultipart, {
    throwFileSizeLimit: false,
    // The name as sent: a name with folders or traversal is refused, not silently cut (platform/files/receive.ts).
    preservePath: true,
    limits: { files: 1, fields: 10 },
  });
  const store = deps.store ?? blobStoreFrom(config);
  const mailer =
    deps.mailer !== undefined
      ? deps.mailer
      : config.SMTP_URL
        ? smtpMailer(config.SMTP_URL, config.MAIL_FROM)
        : null;
  jobs.handle(QUEUES.deliver, deliverOutbox({ db, mailer, sms: deps.sms ?? logSmsProvider(app.log), store }));
  jobs.handle(QUEUES.similarity, similarityCheckJob({ db, store, log: app.log }));
  jobs.handle(QUEUES.acceptanceLetter, acceptanceLetterJob({ db, store, notifier }));
  jobs.handle(
    QUEUES.similarityReturnNotice,
    similarityReturnNoticeJob({ db, store, notifier, log: app.log }),
  );
  jobs.handle(QUEUES.allocationNotices, allocationNoticesJob({ db, notifier }));
  jobs.handle(QUEUES.archiveCheck, archiveCheckJob({ db, store }));
  const crossref = depositProviderFrom(config);
  const crossrefJobs = { db, jobs, provider: crossref, delayMs: config.CROSSREF_RESULT_DELAY_MS };
  jobs.handle(QUEUES.crossrefDeposit, crossrefDepositJob({ ...crossrefJobs, publicUrl: config.PUBLIC_URL }));
  jobs.handle(QUEUES.crossrefResult, crossrefResultJob(crossrefJobs));
  const fileDeps = {
    db: database.db,
    store,
    tempDir: tempDirOf(config.DATA_DIR),
    deadlines: { idleMs: config.REQUEST_IDLE_SECONDS * 1000, totalMs: config.REQUEST_TIMEOUT_SECONDS * 1000 },
  };
  const cardDeps = { files: fileDeps, publicUrl: config.PUBLIC_URL, kv };
  registerSecurityHeaders(app, { behindTls: config.TRUST_PROXY });
  const sessions: SessionCache = new ChangeCache(config.SESSION_CACHE_SECONDS * 1000);
  const unread: UnreadCache = sessions.attach(new ChangeCache(config.SESSION_CACHE_SECONDS * 1000));
  const permissions = new PermissionCache();
  sessions.setOnline(false);
  const fence = new ChangeFence((payload) =>
    database.db.execute(sql`select pg_notify(${ACCESS_CHANNEL}, ${payload})`),
  );
  const stopListening = await database.listen(ACCESS_CHANNEL, {
    onNotify: (payload) => {
      // A message changes counts only; any other table may change what a session is allowed.
      const heard = fence.heard(payload);
      if (heard === 'unread') unread.clear();
      if (heard !== 'access') return;
      sessions.clear();
      permissions.clear();
    },
    onState: (online) => {
      sessions.setOnline(online);
      fence.setOnline(online);
    },
    onError: (err) =>
      app.log.warn({ err }, 'access change feed lost; sessions are read fresh until it is back'),
  });
  registerWire(app, { db, kv, keys, config, permissions, sessions, unread, fence });

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Journal back office API', version: '0.1.0' },
      components: {
        securitySchemes: {
          token: { type: 'apiKey', in: 'header', name: 'token' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: `${API_BASE}/docs` });

  await app.register(
    async (api) => {
      await api.register(systemRoutes(keys));
      await api.register(authRoutes({ db, config, throttle, locator, sms, saltSecret: keys.saltSecret }));
      await api.register(messageRoutes({ db, unread, kv }));
      await api.register(homeRoutes(db));
      await api.register(articleHomeRoutes(db));
      await api.register(personalRoutes(db));
      await api.register(pressRoutes(db, sms));
      await api.register(merchantRoutes(db));
      await api.register(staffRoutes(db, sms));
      await api.register(operatorRoutes(db, sms));
      await api.register(roleRoutes(db));
      await api.register(groupRoutes(db));
      await api.register(journalUserRoutes(db));
      await api.register(loginRecordRoutes(db));
      await api.register(journalRoutes(db));
      await api.register(columnRoutes(db));
      await api.register(issueRoutes(db));
      await api.register(unitLevelRoutes(db));
      await api.register(journalExtraRoutes(db));
      await api.register(journalExportRoutes(db));
      await api.register(processRoutes(db));
      await api.register(settingsRoutes(db));
      await api.register(templateRoutes(db));
      await api.register(subjectRoutes(db));
      await api.register(authorRoutes({ db, config, throttle, locator, sms, saltSecret: keys.saltSecret }));
      await api.register(authorLoginDetailRoutes(db));
      await api.register(manuscriptRoutes({ db, notifier }));
      await api.register(orderRoutes(db, paymentProviders(config)));
      await api.register(financeRoutes(db));
      await api.register(caibianPerfRoutes(db));
      await api.register(caibianCardRoutes(db, cardDeps));
      await api.register(caibianRoutes({ db, sms }));
      await api.register(acceptanceConfirmationRoutes({ db }));
      await api.register(finalDraftRoutes({ db }));
      await api.register(remittanceRoutes({ db, notifier }));
      await api.register(invoiceRoutes({ db, notifier }));
      await api.register(billRoutes(db));
      await api.register(annexAuditRoutes({ db, notifier }));
      await api.register(withdrawalRoutes({ db, notifier, sms }));
      await api.register(revisionRoutes({ db, notifier }));
      await api.register(fundAuditRoutes({ db, notifier }));
      await api.register(reviewRoutes({ db, notifier }));
      await api.register(schedulingRoutes({ db, notifier }));
      await api.register(typesettingRoutes({ db, notifier, files: fileDeps }));
      await api.register(onlineEditRoutes(db));
      await api.register(issueProductionRoutes({ db, notifier, files: fileDeps }));
      await api.register(publicationRoutes({ db, notifier, publicUrl: config.PUBLIC_URL, store, crossref }));
      await api.register(baseDataRoutes(db));
      await api.register(mailingRoutes({ db, tracking: trackingProviderFrom(config) }));
      await api.register(similarityRoutes({ db, jobs }));
      await api.register(expertRoutes({ db, notifier, sms, files: fileDeps }));
      await api.register(expertFeeRoutes(db));
      await api.register(fileRoutes(fileDeps));
      await api.register(
        conversationRoutes({
          db,
          kv,
          notifier,
          files: fileDeps,
          awayMs: config.CONVERSATION_AWAY_SECONDS * 1000,
        }),
      );
      await api.register(notificationRoutes({ db, jobs, notifier, demo: demoMode(config, database.engine) }));
      await api.register(jobRoutes(db, jobs));
      await api.register(feedbackRoutes({ db, kv, files: fileDeps }));
      await api.register(authorMessageRoutes(db));
    },
    { prefix: API_BASE },
  );
  // SPEC §7's logistics service, at its own paths beside the API (form posts).
  await app.register(logisticsRoutes(db));
  // The acquisition editors' public business card (/myCard), HTML drawn by the server.
  await app.register(cardPageRoutes(db, cardDeps));

  registerWebApp(app, config.WEB_DIST);
  app.addHook('onReady', async () => {
    if (deps.runJobs) await jobs.start(deps.runJobs === true ? undefined : deps.runJobs);
  });
  app.addHook('onClose', async () => {
    await jobs.stop();
    mailer?.close();
    await stopListening();
    if (!deps.kv) await kv.close();
  });
  app.decorate('routeDeclarations', routes);
  app.decorate('sessionCache', sessions);
  app.decorate('unreadCache', unread);
  app.decorate('changeFence', fence);
  app.decorate('jobs', jobs);
  app.decorate('notifier', notifier);
  return app;
}

/** The built web app is served from the same process; unknown non-API paths get index.html. */
function registerWebApp(app: FastifyInstance, dist: string) {
  const hasWeb = existsSync(path.join(dist, 'index.html'));
  if (hasWeb) app.register(fastifyStatic, { root: dist, wildcard: false, index: false });
  app.setNotFoundHandler((request, reply) => {
    const isPage =
      !request.url.startsWith(API_BASE) && !isRootPath(request.url) && !request.url.startsWith('/assets/');
    if (hasWeb && (request.method === 'GET' || request.method === 'HEAD') && isPage) {
      return reply.type('text/html').sendFile('index.html');
    }
    const e = errors.notFound();
    return reply.status(404).send({ code: e.code, msg: e.message_(request.lang), data: null });
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    routeDeclarations: RouteDeclaration[];
    sessionCache: SessionCache;
    unreadCache: UnreadCache;
    changeFence: ChangeFence;
    jobs: Jobs;
    notifier: Notifier;
  }
}
