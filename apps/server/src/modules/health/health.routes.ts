import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../../platform/context'
import { pingDatabase } from '../../platform/db'
import { t } from '../../platform/messages'

const healthSchema = z.object({
  status: z.enum(['ok', 'error']),
  database: z.enum(['ok', 'error']),
  message: z.string().optional(),
})

export const healthRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/health',
    { config: { access: 'public' }, schema: { response: { 200: healthSchema, 503: healthSchema } } },
    async (request, reply) => {
      try {
        await pingDatabase(ctx.db)
        return { status: 'ok' as const, database: 'ok' as const }
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable')
        return reply.status(503).send({
          status: 'error' as const,
          database: 'error' as const,
          message: t(request.locale, 'database_unavailable'),
        })
      }
    },
  )
}
