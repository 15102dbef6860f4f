import {
  ADVANCE_DESCRIPTION_MAX,
  ADVANCE_ITEMS_MAX,
  PAYMENT_METHODS,
  type PaymentMethod,
  PROJECT_SOURCE,
} from '@ajanda/contracts/requests.contract'
import { Select, SimpleGrid, TextInput } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { Controller, type Resolver, useFieldArray, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { localizedZodResolver } from '../../../shared/forms/localized-zod-resolver'
import { useFormLocale } from '../../../shared/forms/use-form-locale'
import { useMe } from '../../../shared/session/use-session'
import { eventCompanyQueryOptions } from '../../event-companies/event-companies.api'
import { AmountField, CountedTextField, CurrencyField } from '../components/basic-fields'
import { DayField } from '../components/date-fields'
import { ProjectField } from '../components/project-field'
import { RequestFormFrame } from '../components/request-form-frame'
import { RowList } from '../components/row-list'
import { projectAfterSourceChange, SourceField, type SourceValue } from '../components/source-field'
import { useRequestSubmit } from '../components/use-request-submit'
import { defaultCurrency, defaultDates, storedBasics } from '../request-defaults'
import type { RequestFormProps } from './request-form-props'
import { advanceFormSchema } from './request-form-schemas'

export interface AdvanceRow {
  description: string
  amount: string | null
  payment_method: PaymentMethod | null
}
export interface AdvanceValues {
  source: SourceValue | null
  project_id: number | null
  requested_date: string | null
  currency: string
  description: string
  items: AdvanceRow[]
}

const FIELDS = ['source', 'project_id', 'requested_date', 'currency', 'description', 'items'] as const
export const emptyAdvanceRow = (): AdvanceRow => ({ description: '', amount: null, payment_method: null })

export function advanceDefaults(
  request: RequestFormProps['request'],
  projectId: number | null,
  currency: string,
): AdvanceValues {
  if (!request)
    return {
      source: PROJECT_SOURCE,
      project_id: projectId,
      requested_date: defaultDates().advanceRequestedDate,
      currency,
      description: '',
      items: [emptyAdvanceRow()],
    }
  const basics = storedBasics(request)
  return {
    source: request.source ? request.source.id : PROJECT_SOURCE,
    project_id: basics.project_id,
    requested_date: basics.request_date,
    currency: basics.currency ?? currency,
    description: request.details.description ?? '',
    items: request.items.map((item) => ({
      description: item.description,
      amount: item.amount,
      payment_method: item.payment_method,
    })),
  }
}

/** POST /accounting/advance-payments or PUT …/{id}: 1 to 5 rows, each cash or credit card. */
export function AdvancePaymentForm({ request, projectId, onSaved, onCancel }: RequestFormProps) {
  const { t } = useTranslation('requests')
  const locale = useFormLocale()
  const me = useMe()
  const company = useQuery(eventCompanyQueryOptions(me.event_company_id)).data
  const form = useForm<AdvanceValues>({
    resolver: localizedZodResolver(advanceFormSchema, locale) as unknown as Resolver<AdvanceValues>,
    mode: 'all',
    defaultValues: advanceDefaults(request, projectId, defaultCurrency(company)),
  })
  const rows = useFieldArray({ control: form.control, name: 'items' })
  const { submit, alert } = useRequestSubmit({
    form: 'advance_payment',
    rhf: form,
    request,
    fields: FIELDS,
    onSaved,
  })
  const source = form.watch('source')
  const itemsError = form.formState.errors.items
  const rowsMessage = itemsError?.root?.message ?? itemsError?.message

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
        <SourceField
          control={form.control}
          name="source"
          label={t('fields.source')}
          onChanged={(next) => {
            form.setValue('project_id', projectAfterSourceChange(next, form.getValues('project_id')))
            void form.trigger('project_id')
          }}
        />
        {source === PROJECT_SOURCE && (
          <ProjectField
            control={form.control}
            name="project_id"
            label={t('fields.project')}
            required
            current={request?.project}
          />
        )}
        <DayField control={form.control} name="requested_date" label={t('fields.requested_date')} required />
        <CurrencyField control={form.control} name="currency" label={t('fields.currency')} />
      </SimpleGrid>
      <CountedTextField
        control={form.control}
        name="description"
        label={t('fields.description')}
        maxLength={ADVANCE_DESCRIPTION_MAX}
      />
      <RowList
        legend={t('form.advanceItems')}
        rows={rows.fields}
        max={ADVANCE_ITEMS_MAX}
        error={rowsMessage}
        onAdd={() => rows.append(emptyAdvanceRow())}
        onRemove={(index) => rows.remove(index)}
        renderRow={(index) => (
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
            <TextInput
              aria-label={t('fields.item_description', { number: index + 1 })}
              placeholder={t('fields.item_description_short')}
              {...form.register(`items.${index}.description`)}
            />
            <AmountField
              control={form.control}
              name={`items.${index}.amount`}
              label={t('fields.item_amount', { number: index + 1 })}
              hideLabel
            />
            <Controller
              control={form.control}
              name={`items.${index}.payment_method`}
              render={({ field }) => (
                <Select
                  aria-label={t('fields.item_payment_method', { number: index + 1 })}
                  placeholder={t('fields.payment_method')}
                  data={PAYMENT_METHODS.map((value) => ({ value, label: t(`paymentMethods.${value}`) }))}
                  value={field.value}
                  onChange={(value) => {
                    field.onChange(value)
                    field.onBlur()
                  }}
                />
              )}
            />
          </SimpleGrid>
        )}
      />
    </RequestFormFrame>
  )
}
