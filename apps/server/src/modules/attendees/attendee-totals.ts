import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../platform/context'
import { companyScope } from '../../platform/count-cache'

/** The count cache's scope of a company's attendee list totals (attendee-read.repository.ts). */
export const attendeeTotalsScope = (companyId: number) => companyScope('attendees', companyId)

/**
 * On the routes of `app`, a staff write (any method but GET) forgets the company's cached attendee
 * totals before it answers, so the writer's next page counts the change. Public submissions do not:
 * staff see them in the totals within the cache's few seconds, like another process's writes.
 */
export function forgetTotalsOnWrites(app: FastifyInstance, ctx: AppContext): void {
  app.addHook('onSend', async (request) => {
    if (request.method !== 'GET' && request.auth)
      ctx.counts.clear(attendeeTotalsScope(request.auth.user.event_company_id))
  })
}
