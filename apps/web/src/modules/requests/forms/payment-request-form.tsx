import { paymentRequestInputSchema, REQUEST_NOTE_MAX } from '@ajanda/contracts/requests.contract'
import { SimpleGrid } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { type Resolver, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { localizedZodResolver } from '../../../shared/forms/localized-zod-resolver'
import { useFormLocale } from '../../../shared/forms/use-form-locale'
import { useMe } from '../../../shared/session/use-session'
import { eventCompanyQueryOptions } from '../../event-companies/event-companies.api'
import { AmountField, CountedTextField, CurrencyField, TextField } from '../components/basic-fields'
import { DayField } from '../components/date-fields'
import { ProjectField } from '../components/project-field'
import { RequestFormFrame } from '../components/request-form-frame'
import { SupplierField } from '../components/supplier-field'
import { useRequestSubmit } from '../components/use-request-submit'
import { defaultCurrency, storedBasics } from '../request-defaults'
import type { RequestFormProps } from './request-form-props'

export interface PaymentRequestValues {
  project_id: number | null
  supplier_id: number | null
  bank_name: string
  bank_account_no: string
  payment_date: string | null
  description: string
  currency: string
  amount: string | null
  note: string
}

const FIELDS = [
  'project_id',
  'supplier_id',
  'bank_name',
  'bank_account_no',
  'payment_date',
  'description',
  'currency',
  'amount',
  'note',
] as const

export function paymentRequestDefaults(
  request: RequestFormProps['request'],
  projectId: number | null,
  currency: string,
): PaymentRequestValues {
  const basics = request ? storedBasics(request) : null
  return {
    project_id: basics ? basics.project_id : projectId,
    supplier_id: basics?.supplier_id ?? null,
    bank_name: request?.details.bank_name ?? '',
    bank_account_no: request?.details.bank_account_no ?? '',
    payment_date: basics?.request_date ?? null,
    description: request?.details.description ?? '',
    currency: basics?.currency ?? currency,
    amount: request?.amount ?? null,
    note: basics?.note ?? '',
  }
}

/**
 * POST /accounting/payment-requests or PUT …/{id}: a bank transfer to a supplier; every field is
 * required. The IBAN's form is checked here, its checksum by the server (its 422 shows under the field).
 */
export function PaymentRequestForm({ request, projectId, onSaved, onCancel }: RequestFormProps) {
  const { t } = useTranslation('requests')
  const locale = useFormLocale()
  const me = useMe()
  const company = useQuery(eventCompanyQueryOptions(me.event_company_id)).data
  const form = useForm<PaymentRequestValues>({
    resolver: localizedZodResolver(
      paymentRequestInputSchema,
      locale,
    ) as unknown as Resolver<PaymentRequestValues>,
    mode: 'all',
    defaultValues: paymentRequestDefaults(request, projectId, defaultCurrency(company)),
  })
  const { submit, alert } = useRequestSubmit({
    form: 'payment_request',
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
        <SupplierField
          control={form.control}
          name="supplier_id"
          label={t('fields.supplier')}
          current={request?.supplier}
        />
        <ProjectField
          control={form.control}
          name="project_id"
          label={t('fields.project')}
          required
          current={request?.project}
        />
        <TextField control={form.control} name="bank_name" label={t('fields.bank_name')} required />
        <TextField
          control={form.control}
          name="bank_account_no"
          label={t('fields.bank_account_no')}
          required
        />
        <DayField control={form.control} name="payment_date" label={t('fields.payment_date')} required />
        <CurrencyField control={form.control} name="currency" label={t('fields.currency')} />
        <AmountField control={form.control} name="amount" label={t('fields.amount')} required />
      </SimpleGrid>
      <TextField control={form.control} name="description" label={t('fields.description')} required />
      <CountedTextField
        control={form.control}
        name="note"
        label={t('fields.note')}
        maxLength={REQUEST_NOTE_MAX}
        required
      />
    </RequestFormFrame>
  )
}
