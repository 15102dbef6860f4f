import path from 'node:path'
import cookie from '@fastify/cookie'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import Fastify, { type FastifyInstance } from 'fastify'
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import { accountingRoutes } from './modules/accounting/accounting.routes'
import { activitiesRoutes } from './modules/activities/activities.routes'
import { approvalsRoutes } from './modules/approvals/approvals.routes'
import { attendeeExportRoutes } from './modules/attendees/attendee-export.routes'
import { attendeeImportRoutes } from './modules/attendees/attendee-import.routes'
import { attendeeMailingRoutes } from './modules/attendees/attendee-mailing.routes'
import { attendeesRoutes } from './modules/attendees/attendees.routes'
import { authRoutes } from './modules/auth/auth.routes'
import { badgesRoutes } from './modules/badges/badges.routes'
import { briefRoutes } from './modules/brief/brief.routes'
import { budgetsRoutes } from './modules/budgets/budgets.routes'
import { calendarRoutes } from './modules/calendar/calendar.routes'
import { checkinRoutes } from './modules/checkin/checkin.routes'
import { checklistsRoutes } from './modules/checklists/checklists.routes'
import { clientsRoutes } from './modules/clients/clients.routes'
import { contactsRoutes } from './modules/contacts/contacts.routes'
import { declarationsRoutes } from './modules/declarations/declarations.routes'
import { definitionsRoutes } from './modules/definitions/definitions.routes'
import { definitionsAdminRoutes } from './modules/definitions/definitions-admin.routes'
import { companyImagesRoutes } from './modules/event-companies/company-images.routes'
import { creditCardsRoutes } from './modules/event-companies/credit-cards.routes'
import { eventCompaniesRoutes } from './modules/event-companies/event-companies.routes'
import { feesRoutes } from './modules/fees/fees.routes'
import { flightsRoutes } from './modules/flights/flights.routes'
import { projectFlightsRoutes } from './modules/flights/project-flights.routes'
import { formUploadRoutes } from './modules/forms/form-upload.routes'
import { formsRoutes } from './modules/forms/forms.routes'
import { healthRoutes } from './modules/health/health.routes'
import { homeRoutes } from './modules/home/home.routes'
import { hotelsRoutes } from './modules/hotels/hotels.routes'
import { importsRoutes } from './modules/imports/imports.routes'
import { manualRsvpRoutes } from './modules/manual-rsvp/manual-rsvp.routes'
import { meetingsRoutes } from './modules/meetings/meetings.routes'
import { messengerRoutes } from './modules/messenger/messenger.routes'
import { notificationsRoutes } from './modules/notifications/notifications.routes'
import { photosRoutes } from './modules/photos/photos.routes'
import { productsRoutes } from './modules/products/products.routes'
import { projectFilesRoutes } from './modules/projects/project-files.routes'
import { projectsRoutes } from './modules/projects/projects.routes'
import { pushRoutes } from './modules/push/push.routes'
import { referenceRoutes } from './modules/reference/reference.routes'
import { financeReportsRoutes } from './modules/reports/finance-reports.routes'
import { reportsRoutes } from './modules/reports/reports.routes'
import { requestsRoutes } from './modules/requests/requests.routes'
import { searchRoutes } from './modules/search/search.routes'
import { similarityRoutes } from './modules/similarity/similarity.routes'
import { projectSuppliersRoutes } from './modules/suppliers/project-suppliers.routes'
import { suppliersRoutes } from './modules/suppliers/suppliers.routes'
import { targetsRoutes } from './modules/targets/targets.routes'
import { tasksRoutes } from './modules/tasks/tasks.routes'
import { organisationRoutes } from './modules/users/organisation.routes'
import { scopeOptionsRoutes } from './modules/users/scope-options.routes'
import { usersRoutes } from './modules/users/users.routes'
import { usersAdminRoutes } from './modules/users/users-admin.routes'
import { webformRoutes } from './modules/webform/webform.routes'
import { webformClaimRoutes } from './modules/webform/webform-claim.routes'
import { webformExtrasRoutes } from './modules/webform/webform-extras.routes'
import { webformPlacesRoutes } from './modules/webform/webform-places.routes'
import { webformRoomMateRoutes } from './modules/webform/webform-room-mates.routes'
import { registerAuthentication } from './platform/auth'
import type { AppConfig } from './platform/config'
import type { AppContext } from './platform/context'
import { createCountCache } from './platform/count-cache'
import type { Database } from './platform/db'
import { answerFrameworkError, registerErrorHandling } from './platform/error-handler'
import { filesRoutes } from './platform/files.routes'
import { ALL_JOBS, createPgBossJobQueue, type ManagedJobQueue } from './platform/jobs/index'
import { createOutboxMailer, createSmtpMailer, type Mailer } from './platform/mail'
import { noContent, openApiDocument, openApiTransform } from './platform/openapi'
import { createPublicPageCache } from './platform/public-page-cache'
import { createRateLimits, registerRouteRateLimits } from './platform/rate-limit'
import { createRealtimeBus } from './platform/realtime'
import { attachRealtimeSocket } from './platform/realtime-socket/realtime-socket'
import type { RouteInventoryEntry } from './platform/request-context'
import { requestIdOptions } from './platform/request-ids'
import { requestLocale } from './platform/request-locale'
import { registerSecurityHeaders } from './platform/security-headers'
import { createSessionCache } from './platform/session-cache'
import { createStorage, type FileStorage } from './platform/storage'
import { zodValidatorCompiler } from './platform/validation'
import { registerWebApp } from './platform/web-app'

export interface BuildAppOptions {
  config: AppConfig
  database: Database
  mailer?: Mailer
  /** Tests pass a queue that records or runs jobs inline (platform/jobs/inline-queue.ts). */
  jobs?: ManagedJobQueue
  /** Tests may pass a storage of their own; otherwise S3_* or DATA_DIR/files (platform/storage.ts). */
  storage?: FileStorage
  logger?: boolean | object
  /**
   * Work that needs the app's context once it is ready and its jobs run (main.ts: the demo data's
   * files, which go through the modules' own services and storage). Not awaited by the start.
   */
  afterReady?: (ctx: AppContext) => Promise<void>
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    ...requestIdOptions,
    frameworkErrors: answerFrameworkError,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>()

  const routeInventory: RouteInventoryEntry[] = []
  app.decorate('routeInventory', routeInventory)
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method]
    for (const method of methods)
      routeInventory.push({
        method,
        url: route.url,
        access: route.config?.access,
        staff: route.config?.access === 'staff' || route.config?.staff === true,
        rateLimit: route.config?.rateLimit?.name,
        client: route.config?.client,
      })
  })

  app.setValidatorCompiler(zodValidatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  app.decorateRequest('locale', 'tr')
  app.addHook('onRequest', async (request, reply) => {
    request.locale = requestLocale(
      (request.query as Record<string, unknown> | undefined)?.locale,
      request.headers['accept-language'],
    )
    reply.header('x-request-id', request.id)
  })
  registerErrorHandling(app)

  const jobs: ManagedJobQueue =
    options.jobs ??
    createPgBossJobQueue({ database, definitions: ALL_JOBS, log: app.log, work: config.jobsInProcess })
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    mailer:
      options.mailer ??
      (config.smtpUrl
        ? createSmtpMailer(config.smtpUrl, config.mailFrom)
        : createOutboxMailer(path.join(config.dataDir, 'outbox'), config.mailFrom)),
    storage: options.storage ?? createStorage(config),
    counts: createCountCache(),
    sessions: createSessionCache(config.sessionCacheMs),
    publicPages: createPublicPageCache(config.publicPageCacheMs),
    realtime: createRealtimeBus(),
    jobs,
    rateLimits: createRateLimits({ redisUrl: config.redisUrl }),
  }
  // Jobs start with the app; a queue that cannot start is logged (enqueue then logs each job it drops)
  // and does not keep the API down.
  app.addHook('onReady', async () => {
    await jobs.start(ctx).catch(() => {})
    if (options.afterReady)
      void options
        .afterReady(ctx)
        .catch((error: unknown) => app.log.error({ err: error }, 'afterReady failed'))
  })
  app.decorate('realtime', ctx.realtime)

  registerSecurityHeaders(app, { appUrl: config.appUrl })
  await app.register(cookie)
  await app.register(swagger, { openapi: openApiDocument, transform: openApiTransform })
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true })

  registerAuthentication(app, ctx.db, ctx.sessions)
  registerRouteRateLimits(app, ctx.rateLimits)
  // A write may change what a cached session, /me or a public page says: forget them before its answer leaves.
  app.addHook('onSend', async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS') {
      ctx.sessions.clear()
      ctx.publicPages.clear()
    }
  })

  await app.register(healthRoutes, { prefix: '/api', ctx })
  await app.register(
    async (api) => {
      await api.register(authRoutes, { ctx })
      await api.register(usersRoutes, { ctx })
      await api.register(usersAdminRoutes, { ctx })
      await api.register(organisationRoutes, { ctx })
      await api.register(scopeOptionsRoutes, { ctx })
      await api.register(eventCompaniesRoutes, { ctx })
      await api.register(companyImagesRoutes, { ctx })
      await api.register(creditCardsRoutes, { ctx })
      await api.register(definitionsRoutes, { ctx })
      await api.register(definitionsAdminRoutes, { ctx })
      await api.register(referenceRoutes, { ctx })
      await api.register(clientsRoutes, { ctx })
      await api.register(suppliersRoutes, { ctx })
      await api.register(projectSuppliersRoutes, { ctx })
      await api.register(contactsRoutes, { ctx })
      await api.register(activitiesRoutes, { ctx })
      await api.register(searchRoutes, { ctx })
      await api.register(similarityRoutes, { ctx })
      await api.register(importsRoutes, { ctx })
      await api.register(projectsRoutes, { ctx })
      await api.register(projectFilesRoutes, { ctx })
      await api.register(messengerRoutes, { ctx })
      await api.register(notificationsRoutes, { ctx })
      await api.register(pushRoutes, { ctx })
      await api.register(approvalsRoutes, { ctx })
      await api.register(requestsRoutes, { ctx })
      await api.register(accountingRoutes, { ctx })
      await api.register(tasksRoutes, { ctx })
      await api.register(meetingsRoutes, { ctx })
      await api.register(checklistsRoutes, { ctx })
      await api.register(calendarRoutes, { ctx })
      await api.register(budgetsRoutes, { ctx })
      await api.register(formsRoutes, { ctx })
      await api.register(flightsRoutes, { ctx })
      await api.register(projectFlightsRoutes, { ctx })
      await api.register(attendeesRoutes, { ctx })
      await api.register(attendeeImportRoutes, { ctx })
      await api.register(attendeeExportRoutes, { ctx })
      await api.register(attendeeMailingRoutes, { ctx })
      await api.register(badgesRoutes, { ctx })
      await api.register(webformRoutes, { ctx })
      await api.register(webformClaimRoutes, { ctx })
      await api.register(webformExtrasRoutes, { ctx })
      await api.register(webformPlacesRoutes, { ctx })
      await api.register(webformRoomMateRoutes, { ctx })
      await api.register(manualRsvpRoutes, { ctx })
      await api.register(checkinRoutes, { ctx })
      await api.register(declarationsRoutes, { ctx })
      await api.register(photosRoutes, { ctx })
      await api.register(hotelsRoutes, { ctx })
      await api.register(productsRoutes, { ctx })
      await api.register(feesRoutes, { ctx })
      await api.register(briefRoutes, { ctx })
      await api.register(formUploadRoutes, { ctx })
      await api.register(homeRoutes, { ctx })
      await api.register(reportsRoutes, { ctx })
      await api.register(financeReportsRoutes, { ctx })
      await api.register(targetsRoutes, { ctx })
    },
    { prefix: '/api/v1' },
  )
  // Laravel Sanctum's path, kept for clients that fetch it at the root.
  app.get(
    '/sanctum/csrf-cookie',
    {
      config: { access: 'public' },
      // The same answer as /api/v1/sanctum/csrf-cookie: a bearer-token API sets no cookie.
      schema: { tags: ['auth'], operationId: 'getSanctumCsrfCookieAtRoot', document: noContent },
    },
    async (_req, reply) => reply.status(204).send(),
  )

  await app.register(filesRoutes, { ctx })
  await registerWebApp(app, config.webDistDir)
  app.decorate('realtimeSocket', attachRealtimeSocket(app, ctx))

  // In-flight requests finish on close; their keep-alive connections must not hold the close open.
  let closing = false
  app.addHook('preClose', async () => {
    closing = true
  })
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close')
  })
  app.addHook('onClose', async () => {
    await jobs.stop()
    // After the queue: no mail job can still be using the SMTP pool's connections.
    await ctx.mailer.close?.()
    await ctx.rateLimits.close()
    await database.close()
  })
  return app
}
