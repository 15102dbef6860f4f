import { attendeeListQuerySchema } from '@ajanda/contracts/attendees.contract'
import { projectIdParams } from '@ajanda/contracts/forms.contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../../platform/context'
import { download } from '../../platform/openapi'
import { requireAuth } from '../../platform/request-context'
import { exportFileName, XLSX_CONTENT_TYPE } from '../../platform/xlsx'
import { companyTimeZone } from '../event-companies/company-time-zone'
import { visibleProjectId } from '../flights/visible-project'
import { ATTENDEE_EXPORT_TEXTS, attendeeExportStream } from './attendee-export'

const querystring = attendeeListQuerySchema
  .omit({ page: true, page_size: true })
  .extend({ locale: z.string().max(10).optional() })

/** GET /project/{id}/attendees/export: the list with the same filters as an .xlsx, back office only. */
export const attendeeExportRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/project/:id/attendees/export',
    {
      config: { access: 'staff' },
      schema: { tags: ['attendees'], params: projectIdParams, querystring, document: download('xlsx') },
    },
    async (request, reply) => {
      const auth = requireAuth(request)
      const projectId = await visibleProjectId(ctx, auth, request.params.id)
      const companyId = auth.user.event_company_id
      const query = request.query
      const stream = await attendeeExportStream(
        ctx.db,
        companyId,
        projectId,
        {
          search: query.search,
          status: query.status,
          list_id: query.list_id,
          form_id: query.form_id,
          answer_field: query.answer_field,
          answer_value: query.answer_value,
          sort_by: query.sort_by ?? 'name',
          sort_order: query.sort_order,
        },
        request.locale,
      )
      const timeZone = await companyTimeZone(ctx.db, companyId)
      return reply
        .header('content-type', XLSX_CONTENT_TYPE)
        .header(
          'content-disposition',
          `attachment; filename="${exportFileName(ATTENDEE_EXPORT_TEXTS[request.locale].file, timeZone)}"`,
        )
        .send(stream)
    },
  )
}
