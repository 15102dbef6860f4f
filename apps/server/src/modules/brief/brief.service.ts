import type { Brief, BriefSubmitResponse, briefSubmitInputSchema } from '@ajanda/contracts/brief.contract'
import type { Locale } from '@ajanda/contracts/common/locale'
import { LEADS_CHANGED_EVENT_TYPE } from '@ajanda/contracts/projects.contract'
import type { z } from 'zod'
import type { AppContext } from '../../platform/context'
import { NotFoundError } from '../../platform/errors'
import type { FormRow } from '../forms/forms.repository'
import { transactionWithNotices } from '../notifications/transaction-with-notices'
import { forgetPipelineCaches } from '../projects/project-writes.service'
import { createBriefRepository } from './brief.repository'
import { briefDetail, checkBriefAnswers, createBriefLead } from './brief-lead'

type SubmitInput = z.output<typeof briefSubmitInputSchema>

const THANKS: Record<Locale, string> = {
  tr: 'Teşekkürler, en kısa sürede size dönüş yapacağız.',
  en: 'Thank you, we will get back to you as soon as possible.',
}

/**
 * The customer brief page (staff-app.md `/{slug}/{ccode?}`; event-side.md section 2 "Customer form"): no
 * login; the slug names a company's published brief form, the optional ccode one of its clients. An
 * unknown or unpublished slug answers 404; a ccode that is not a client of the form's company is ignored.
 */
export function createBriefService(ctx: AppContext) {
  const repository = createBriefRepository(ctx.db)

  async function formOf(slug: string): Promise<FormRow> {
    const form = await repository.formBySlug(slug)
    if (!form) throw new NotFoundError()
    return form
  }

  const clientOf = (form: FormRow, ccode: string | undefined) =>
    ccode ? repository.clientByCode(form.event_company_id, ccode) : Promise.resolve(null)

  return {
    /** GET /brief/{slug}[/{ccode}]. */
    async load(slug: string, ccode: string | undefined, locale: Locale): Promise<Brief> {
      const form = await formOf(slug)
      const [detail, company, client] = await Promise.all([
        briefDetail(ctx.db, form, locale),
        repository.company(form.event_company_id),
        clientOf(form, ccode),
      ])
      return {
        form: detail,
        branding: {
          company_name: company?.name ?? '',
          logo: company?.logo ? ctx.storage.url(company.logo) : null,
          main_color: company?.main_color ?? null,
          secondary_color: company?.secondary_color ?? null,
        },
        client: client ? { name: client.name } : null,
      }
    },

    /** POST /brief/{slug}[/{ccode}]: checked by the engine, then the client, contact, lead and note at once. */
    async submit(slug: string, ccode: string | undefined, input: SubmitInput): Promise<BriefSubmitResponse> {
      const locale = input.locale
      const form = await formOf(slug)
      const detail = await briefDetail(ctx.db, form, locale)
      const values = checkBriefAnswers(detail, input.answers, locale)
      const client = await clientOf(form, ccode)
      const companyId = form.event_company_id
      const lead = await transactionWithNotices(ctx, (tx, notices) =>
        createBriefLead(tx, notices, { form, detail, values, client }),
      )
      forgetPipelineCaches(ctx, companyId)
      ctx.realtime.publish(companyId, {
        type: LEADS_CHANGED_EVENT_TYPE,
        content: { code: lead.code, stage: 0 },
        message: lead.name,
      })
      return {
        message: THANKS[locale],
        confirmation_text: form.confirmation_text
          ? (form.confirmation_text[locale] ?? form.confirmation_text.tr ?? null)
          : null,
      }
    },
  }
}
