import { EXPENSE_ITEMS_MAX, PROJECT_SOURCE, REQUEST_NOTE_MAX } from '@ajanda/contracts/requests.contract'
import { Divider, SimpleGrid, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { type Resolver, useFieldArray, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { localizedZodResolver } from '../../../shared/forms/localized-zod-resolver'
import { useFormLocale } from '../../../shared/forms/use-form-locale'
import { useMe } from '../../../shared/session/use-session'
import { eventCompanyQueryOptions } from '../../event-companies/event-companies.api'
import { CountedTextField, CurrencyField } from '../components/basic-fields'
import { type ExpenseRow, ExpenseRowFields, type ExpenseValues } from '../components/expense-row'
import { ProjectField } from '../components/project-field'
import { RequestFormFrame } from '../components/request-form-frame'
import { RowList } from '../components/row-list'
import { projectAfterSourceChange, SourceField } from '../components/source-field'
import { useRequestSubmit } from '../components/use-request-submit'
import { blockerLabel, expenseBlockingPaths } from '../form-blockers'
import { dayOf } from '../request-dates'
import { defaultCurrency, defaultDates, storedBasics } from '../request-defaults'
import { formatMoney, sumAmounts } from '../request-totals'
import type { RequestFormProps } from './request-form-props'
import { expenseFormSchema } from './request-form-schemas'

const FIELDS = ['expense_source', 'project_id', 'currency', 'note', 'items'] as const

export const emptyExpenseRow = (): ExpenseRow => ({
  assign_to: 'AGENCY',
  expense_date: defaultDates().today,
  description: '',
  amount: null,
  vat_rate: null,
  payment_type: null,
  company_card_id: null,
  receipt_no: '',
  receipt_file_id: null,
})

export function expenseDefaults(
  request: RequestFormProps['request'],
  projectId: number | null,
  currency: string,
): ExpenseValues {
  if (!request)
    return {
      expense_source: PROJECT_SOURCE,
      project_id: projectId,
      currency,
      note: '',
      items: [emptyExpenseRow()],
    }
  const basics = storedBasics(request)
  return {
    expense_source: request.source ? request.source.id : PROJECT_SOURCE,
    project_id: basics.project_id,
    currency: basics.currency ?? currency,
    note: basics.note,
    items: request.items.map((item) => ({
      assign_to: item.assign_to,
      expense_date: dayOf(item.expense_date),
      description: item.description,
      amount: item.amount,
      vat_rate: item.vat_rate,
      payment_type: item.payment_type,
      company_card_id: item.company_card?.id ?? null,
      receipt_no: item.receipt_no ?? '',
      receipt_file_id: item.receipt?.id ?? null,
    })),
  }
}

/** POST /accounting/expenses or PUT …/{id}: 1 to 10 rows with VAT and receipts, and their total. */
export function ExpenseForm({ request, projectId, onSaved, onCancel }: RequestFormProps) {
  const { t } = useTranslation('requests')
  const locale = useFormLocale()
  const me = useMe()
  const company = useQuery(eventCompanyQueryOptions(me.event_company_id)).data
  const form = useForm<ExpenseValues>({
    resolver: localizedZodResolver(expenseFormSchema, locale) as unknown as Resolver<ExpenseValues>,
    mode: 'all',
    defaultValues: expenseDefaults(request, projectId, defaultCurrency(company)),
  })
  const rows = useFieldArray({ control: form.control, name: 'items' })
  // Receipt names by file id: shown beside the row, never sent (the API takes the id).
  const [receiptNames, setReceiptNames] = useState<Record<number, string>>(() =>
    Object.fromEntries(
      (request?.items ?? []).flatMap((item) => (item.receipt ? [[item.receipt.id, item.receipt.name]] : [])),
    ),
  )
  const { submit, alert } = useRequestSubmit({ form: 'expense', rhf: form, request, fields: FIELDS, onSaved })
  const [source, currency, items] = form.watch(['expense_source', 'currency', 'items'])
  const blockers = expenseBlockingPaths(expenseFormSchema, form.watch()).map((path) =>
    blockerLabel(path, t as never, t('form.expenseItems')),
  )
  const itemsError = form.formState.errors.items
  const total = sumAmounts(items.map((item) => item.amount))

  return (
    <RequestFormFrame
      onSubmit={form.handleSubmit(submit)}
      onCancel={onCancel}
      alert={alert}
      resubmits={request?.status === 'DECLINED'}
      submitting={form.formState.isSubmitting}
      valid={form.formState.isValid}
      blockers={blockers}
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <SourceField
          control={form.control}
          name="expense_source"
          label={t('fields.expense_source')}
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
        <CurrencyField control={form.control} name="currency" label={t('fields.currency')} />
      </SimpleGrid>
      <Divider />
      <RowList
        legend={t('form.expenseItems')}
        rows={rows.fields}
        max={EXPENSE_ITEMS_MAX}
        error={itemsError?.root?.message ?? itemsError?.message}
        onAdd={() => rows.append(emptyExpenseRow())}
        onRemove={(index) => rows.remove(index)}
        renderRow={(index) => {
          const fileId = items[index]?.receipt_file_id
          return (
            <ExpenseRowFields
              form={form}
              index={index}
              receiptName={fileId ? (receiptNames[fileId] ?? null) : null}
              onReceiptName={(id, name) => setReceiptNames((old) => ({ ...old, [id]: name }))}
            />
          )
        }}
        footer={
          <Text fw={600} size="sm" data-testid="expense-total" style={{ fontVariantNumeric: 'tabular-nums' }}>
            {t('form.total')}: {formatMoney(total, currency)}
          </Text>
        }
      />
      <CountedTextField
        control={form.control}
        name="note"
        label={t('fields.note')}
        maxLength={REQUEST_NOTE_MAX}
      />
    </RequestFormFrame>
  )
}
