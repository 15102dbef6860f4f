import { ccRequestInputSchema, REQUEST_NOTE_MAX } from '@ajanda/contracts/requests.contract'
import { SimpleGrid } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { type Resolver, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { localizedZodResolver } from '../../../shared/forms/localized-zod-resolver'
import { useFormLocale } from '../../../shared/forms/use-form-locale'
import { useMe } from '../../../shared/session/use-session'
import { eventCompanyQueryOptions } from '../../event-companies/event-companies.api'
import { AmountField, CountedTextField, CurrencyField } from '../components/basic-fields'
import { DayField } from '../components/date-fields'
import { ProjectField } from '../components/project-field'
import { RequestFormFrame } from '../components/request-form-frame'
import { SupplierField } from '../components/supplier-field'
import { useRequestSubmit } from '../components/use-request-submit'
import { defaultCurrency, storedBasics } from '../request-defaults'
import type { RequestFormProps } from './request-form-props'

export interface CcRequestValues {
  project_id: number | null
  supplier_id: number | null
  payment_date: string | null
  currency: string
  amount: string | null
  note: string
}

const FIELDS = ['project_id', 'supplier_id', 'payment_date', 'currency', 'amount', 'note'] as const

export function ccRequestDefaults(
  request: RequestFormProps['request'],
  projectId: number | null,
  currency: string,
): CcRequestValues {
  if (!request)
    return { project_id: projectId, supplier_id: null, payment_date: null, currency, amount: null, note: '' }
  const basics = storedBasics(request)
  return {
    project_id: basics.project_id,
    supplier_id: basics.supplier_id,
    payment_date: basics.request_date,
    currency: basics.currency ?? currency,
    amount: request.amount,
    note: basics.note,
  }
}

/** POST /accounting/cc-requests or PUT …/{id}: a payment to a supplier by the company's card. */
export function CcRequestForm({ request, projectId, onSaved, onCancel }: RequestFormProps) {
  const { t } = useTranslation('requests')
  const locale = useFormLocale()
  const me = useMe()
  const company = useQuery(eventCompanyQueryOptions(me.event_company_id)).data
  const form = useForm<CcRequestValues>({
    resolver: localizedZodResolver(ccRequestInputSchema, locale) as unknown as Resolver<CcRequestValues>,
    mode: 'all',
    defaultValues: ccRequestDefaults(request, projectId, defaultCurrency(company)),
  })
  const { submit, alert } = useRequestSubmit({
    form: 'cc_request',
    rhf: form,
    request,
    fields: FIELDS,
    onSaved,
  })
  return (
    <RequestFormFrame
      onSubmit={form.handleSubmit(submit)}
      onCancel={onCancel}
      alert={alert}
      resubmits={request?.status === 'DECLINED'}
      submitting={form.formState.isSubmitting}
      valid={form.formState.isValid}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <ProjectField
          control={form.control}
          name="project_id"
          label={t('fields.project')}
          required
          current={request?.project}
        />
        <SupplierField
          control={form.control}
          name="supplier_id"
          label={t('fields.supplier')}
          current={request?.supplier}
        />
        <DayField control={form.control} name="payment_date" label={t('fields.payment_date')} required />
        <CurrencyField control={form.control} name="currency" label={t('fields.currency')} />
        <AmountField control={form.control} name="amount" label={t('fields.amount')} required />
      </SimpleGrid>
      <CountedTextField
        control={form.control}
        name="note"
        label={t('fields.note')}
        maxLength={REQUEST_NOTE_MAX}
      />
    </RequestFormFrame>
  )
}
