import {
  REQUEST_NOTE_MAX,
  SALES_INVOICE_LINES_MAX,
  salesInvoiceRequestInputSchema,
} from '@ajanda/contracts/requests.contract'
import { Group, SimpleGrid, Stack, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { Controller, type Resolver, useFieldArray, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { localizedZodResolver } from '../../../shared/forms/localized-zod-resolver'
import { useFormLocale } from '../../../shared/forms/use-form-locale'
import { useMe } from '../../../shared/session/use-session'
import { ClientPicker } from '../../bizdev/components/client-picker'
import { eventCompanyQueryOptions } from '../../event-companies/event-companies.api'
import { CountedTextField, CurrencyField } from '../components/basic-fields'
import { DayField } from '../components/date-fields'
import { InvoiceLineFields } from '../components/invoice-line-fields'
import { ProjectField } from '../components/project-field'
import { RequestFormFrame } from '../components/request-form-frame'
import { RowList } from '../components/row-list'
import {
  emptyInvoiceLine,
  type SalesInvoiceValues,
  salesInvoiceDefaults,
} from '../components/sales-invoice-values'
import { useRequestSubmit } from '../components/use-request-submit'
import { defaultCurrency } from '../request-defaults'
import { formatMoney, invoiceTotals } from '../request-totals'
import { requestProjectsQueryOptions } from '../requests.api'
import type { RequestFormProps } from './request-form-props'

const FIELDS = ['project_id', 'client_id', 'invoice_date', 'due_date', 'currency', 'lines', 'note'] as const

interface SalesInvoiceRequestFormProps extends RequestFormProps {
  /** The project's client, billed unless another is picked (the project page knows it). */
  client?: { id: number; name: string } | null
}

/** POST /accounting/sales-invoice-requests or PUT …/{id}: 1 to 20 lines, totals with VAT. */
export function SalesInvoiceRequestForm({
  request,
  projectId,
  client,
  onSaved,
  onCancel,
}: SalesInvoiceRequestFormProps) {
  const { t } = useTranslation('requests')
  const locale = useFormLocale()
  const me = useMe()
  const company = useQuery(eventCompanyQueryOptions(me.event_company_id)).data
  const vatRates = (company?.vat_rates ?? []).map((rate) => rate.vat_rate)
  const form = useForm<SalesInvoiceValues>({
    resolver: localizedZodResolver(
      salesInvoiceRequestInputSchema,
      locale,
    ) as unknown as Resolver<SalesInvoiceValues>,
    mode: 'all',
    defaultValues: salesInvoiceDefaults(request, {
      projectId,
      clientId: client?.id ?? null,
      currency: defaultCurrency(company),
      vatRate: vatRates[0] ?? null,
    }),
  })
  const lines = useFieldArray({ control: form.control, name: 'lines' })
  const { submit, alert } = useRequestSubmit({
    form: 'sales_invoice_request',
    rhf: form,
    request,
    fields: FIELDS,
    onSaved,
  })
  // Opened with only a project id (the quick-create menu on a project page): bill the project's client.
  const projects = useQuery(requestProjectsQueryOptions()).data
  useEffect(() => {
    if (request || client || projectId === null || form.getValues('client_id') !== null) return
    const clientId = projects?.find((project) => project.id === projectId)?.client?.id
    if (clientId) form.setValue('client_id', clientId)
  }, [projects, projectId, request, client, form])
  const [currency, values] = form.watch(['currency', 'lines'])
  const totals = invoiceTotals(values)
  const linesError = form.formState.errors.lines

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
          onPicked={(project) =>
            form.setValue('client_id', project?.client?.id ?? null, { shouldDirty: true })
          }
        />
        <Controller
          control={form.control}
          name="client_id"
          render={({ field, fieldState }) => (
            <ClientPicker
              label={t('fields.client')}
              value={field.value}
              selectedName={
                field.value === client?.id
                  ? client?.name
                  : request?.client?.id === field.value
                    ? request?.client?.name
                    : null
              }
              onChange={(value) => field.onChange(typeof value === 'number' ? value : null)}
              error={fieldState.error?.message}
            />
          )}
        />
        <DayField control={form.control} name="invoice_date" label={t('fields.invoice_date')} required />
        <DayField control={form.control} name="due_date" label={t('fields.due_date')} />
        <CurrencyField control={form.control} name="currency" label={t('fields.currency')} />
      </SimpleGrid>
      <RowList
        legend={t('form.invoiceLines')}
        rows={lines.fields}
        max={SALES_INVOICE_LINES_MAX}
        error={linesError?.root?.message ?? linesError?.message}
        onAdd={() => lines.append(emptyInvoiceLine(vatRates[0] ?? null))}
        onRemove={(index) => lines.remove(index)}
        renderRow={(index) => (
          <InvoiceLineFields
            form={form}
            index={index}
            vatRates={vatRates}
            line={values[index]}
            currency={currency}
          />
        )}
      />
      <Stack
        gap={2}
        align="flex-end"
        data-testid="invoice-totals"
        style={{ fontVariantNumeric: 'tabular-nums' }}
      >
        <Group gap="xs">
          <Text size="sm">{t('form.net')}:</Text>
          <Text size="sm">{formatMoney(totals.net, currency)}</Text>
        </Group>
        <Group gap="xs">
          <Text size="sm">{t('form.vat')}:</Text>
          <Text size="sm">{formatMoney(totals.vat, currency)}</Text>
        </Group>
        <Group gap="xs">
          <Text size="sm" fw={700}>
            {t('form.grandTotal')}:
          </Text>
          <Text size="sm" fw={700} data-testid="grand-total">
            {formatMoney(totals.total, currency)}
          </Text>
        </Group>
      </Stack>
      <CountedTextField
        control={form.control}
        name="note"
        label={t('fields.note')}
        maxLength={REQUEST_NOTE_MAX}
      />
    </RequestFormFrame>
  )
}
