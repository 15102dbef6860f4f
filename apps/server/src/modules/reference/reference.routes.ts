import { canonicalDecimal } from '@ajanda/contracts/common/decimal'
import {
  currencyListResponseSchema,
  type ExchangeRates,
  exchangeRateResponseSchema,
  formFieldTemplateListResponseSchema,
  languageListResponseSchema,
  moduleListResponseSchema,
} from '@ajanda/contracts/reference.contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../../platform/context'
import { NotFoundError } from '../../platform/errors'
import { requireAuth } from '../../platform/request-context'
import { createReferenceRepository } from './reference.repository'

/** `locale` is read by the app's onRequest hook; declared here so that it shows in the API docs. */
const localeQuery = z.object({ locale: z.string().max(10).optional() })
const user = { access: 'user' as const }
/** The same for every company and every user: CLIENT users read them too (the simple project form). */
const everyone = { access: 'user' as const, client: 'reference' as const }

export const referenceRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const repo = createReferenceRepository(ctx.db)
  const schema = <T extends z.ZodType>(response: T) => ({
    tags: ['reference'],
    querystring: localeQuery,
    response: { 200: response },
  })

  app.get('/currencies', { config: everyone, schema: schema(currencyListResponseSchema) }, async () =>
    repo.findCurrencies(),
  )
  app.get('/languages', { config: everyone, schema: schema(languageListResponseSchema) }, async () =>
    repo.findLanguages(),
  )
  app.get('/modules', { config: user, schema: schema(moduleListResponseSchema) }, async () =>
    repo.findModules(),
  )

  app.get(
    '/forms/field-templates',
    { config: user, schema: schema(formFieldTemplateListResponseSchema) },
    async (request) => {
      const rows = await repo.findFormFieldTemplatesByCompanyId(requireAuth(request).user.event_company_id)
      return rows.map((row) => ({ ...row, props: (row.props ?? {}) as Record<string, unknown> }))
    },
  )

  app.get('/exchange-rate', { config: user, schema: schema(exchangeRateResponseSchema) }, async (request) => {
    const companyId = requireAuth(request).user.event_company_id
    const base = await repo.findCompanyCurrency(companyId)
    if (!base) throw new NotFoundError()
    const rows = await repo.findLatestRatesByCompanyId(companyId, base)
    const rates = rows.map((row) => ({
      currency: row.currency,
      rate: canonicalDecimal(row.rate),
      date: row.date,
    }))
    // ISO dates compare as strings; the answer's date is the newest day any rate is from.
    const date = rates.reduce<string | null>(
      (latest, r) => (latest === null || r.date > latest ? r.date : latest),
      null,
    )
    return { base, date, rates } satisfies ExchangeRates
  })
}
