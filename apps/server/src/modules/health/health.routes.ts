import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../../platform/context'
import { pingDatabase } from '../../platform/db'
import { t } from '../../platform/messages'
import { createDatabaseProbe } from './database-probe'

const healthSchema = z.object({
  status: z.enum(['ok', 'error']),
  database: z.enum(['ok', 'error']),
  message: z.string().optional(),
})

export const healthRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // Under load the check must not wait its turn behind the requests (decisions/0021 "Health").
  const probe = createDatabaseProbe(() => pingDatabase(ctx.db), { freshMs: 1_000, graceMs: 10_000 })
  app.get(
    '/health',
    { config: { access: 'public' }, schema: { response: { 200: healthSchema, 503: healthSchema } } },
    async (request, reply) => {
      const result = await probe.check()
      if (result.ok) return { status: 'ok' as const, database: 'ok' as const }
      request.log.error({ err: result.error }, 'health check: database unreachable')
      return reply.status(503).send({
        status: 'error' as const,
        database: 'error' as const,
        message: t(request.locale, 'database_unavailable'),
      })
    },
  )
}
