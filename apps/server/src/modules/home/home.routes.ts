import { clientHomeTodaySchema, homeTodayResponseSchema } from '@ajanda/contracts/client-views.contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { clientView, isClientUser } from '../../platform/client-views'
import type { AppContext } from '../../platform/context'
import { requireAuth } from '../../platform/request-context'
import { createHomeService } from './home.service'

const querystring = z.object({ locale: z.string().max(10).optional() })

/**
 * GET /home/today: the signed-in user's day in one call (issue 19.1). Every signed-in user; a CLIENT user
 * is answered the client view (their projects, docs/decisions/0017), a company without the back office
 * its projects only.
 */
export const homeRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = createHomeService(ctx)
  app.get(
    '/home/today',
    {
      config: { access: 'user', client: 'own-projects' },
      schema: { tags: ['home'], querystring, response: { 200: homeTodayResponseSchema } },
    },
    async (request) => {
      const auth = requireAuth(request)
      const day = await service.today(auth)
      return isClientUser(auth) ? clientView(clientHomeTodaySchema, day) : day
    },
  )
}
