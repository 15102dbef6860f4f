import {
  INVOICE_LINES_MAX,
  INVOICE_NOTE_MAX,
  type InvoiceDetail,
  type InvoiceKind,
  purchaseInvoiceInputSchema,
  salesInvoiceInputSchema,
} from '@ajanda/contracts/accounting.contract'
import { Button, Group, Loader, Modal, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core'
import { IconPlus } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { Controller, type Resolver, useFieldArray, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { applyServerErrors } from '../../../shared/forms/apply-server-errors'
import { localizedZodResolver } from '../../../shared/forms/localized-zod-resolver'
import { useFormLocale } from '../../../shared/forms/use-form-locale'
import { useMe } from '../../../shared/session/use-session'
import { notifyError, notifySuccess } from '../../../shared/ui/notify'
import { ClientPicker } from '../../bizdev/components/client-picker'
import { eventCompanyQueryOptions } from '../../event-companies/event-companies.api'
import { formatMoney } from '../../projects/format'
import { CurrencyField } from '../../requests/components/basic-fields'
import { DayField } from '../../requests/components/date-fields'
import { ProjectField } from '../../requests/components/project-field'
import { SupplierField } from '../../requests/components/supplier-field'
import { useSaveInvoice } from '../accounting.api'
import { emptyLine, formTotals, type InvoiceFormValues, invoiceDefaults } from '../invoice-form-values'
import { InvoiceLineRow } from './invoice-line-row'

const FIELDS = [
  'number',
  'invoice_date',
  'due_date',
  'supplier_id',
  'client_id',
  'project_id',
  'currency',
  'lines',
  'note',
] as const

interface InvoiceFormModalProps {
  kind: InvoiceKind
  opened: boolean
  onClose: () => void
  /** The invoice to edit; a new one without. */
  invoice?: InvoiceDetail | null
  /** Preselects the project (opened from a project's page). */
  projectId?: number
  onSaved?: (invoice: InvoiceDetail) => void
}

/** "Yeni alış / satış faturası": number, dates, party, project, currency and 1 to 50 lines with live totals. */
export function InvoiceFormModal({
  kind,
  opened,
  onClose,
  invoice,
  projectId,
  onSaved,
}: InvoiceFormModalProps) {
  const { t } = useTranslation('accounting')
  const me = useMe()
  // The form starts from the company's currency and first VAT rate: it waits for them.
  const company = useQuery(eventCompanyQueryOptions(me.event_company_id)).data
  const titleKey = invoice
    ? kind === 'PURCHASE'
      ? 'invoiceForm.editPurchaseTitle'
      : 'invoiceForm.editSalesTitle'
    : kind === 'PURCHASE'
      ? 'invoiceForm.purchaseTitle'
      : 'invoiceForm.salesTitle'
  return (
    <Modal opened={opened} onClose={onClose} title={t(titleKey)} size="xl">
      {opened && !company && <Loader size="sm" />}
      {opened && company && (
        <InvoiceForm
          kind={kind}
          invoice={invoice ?? null}
          projectId={projectId}
          onClose={onClose}
          onSaved={onSaved}
        />
      )}
    </Modal>
  )
}

function InvoiceForm({
  kind,
  invoice,
  projectId,
  onClose,
  onSaved,
}: Omit<InvoiceFormModalProps, 'opened' | 'invoice'> & { invoice: InvoiceDetail | null }) {
  const { t } = useTranslation('accounting')
  const locale = useFormLocale()
  const me = useMe()
  const company = useQuery(eventCompanyQueryOptions(me.event_company_id)).data
  const vatRates = (company?.vat_rates ?? []).map((rate) => rate.vat_rate)
  const schema = kind === 'PURCHASE' ? purchaseInvoiceInputSchema : salesInvoiceInputSchema
  const form = useForm<InvoiceFormValues>({
    resolver: localizedZodResolver(schema, locale) as unknown as Resolver<InvoiceFormValues>,
    mode: 'all',
    defaultValues: invoiceDefaults(kind, invoice, {
      currency: company?.currency ?? 'TRY',
      vatRate: vatRates[0] ?? null,
      projectId,
    }),
  })
  const lines = useFieldArray({ control: form.control, name: 'lines' })
  const save = useSaveInvoice(kind)
  const [currency, values] = form.watch(['currency', 'lines'])
  const totals = formTotals(values)
  const linesError = form.formState.errors.lines

  const submit = form.handleSubmit(async (input) => {
    try {
      const answer = await save.mutateAsync({ id: invoice?.id, input: input as never })
      notifySuccess(answer.message)
      onSaved?.(answer.data)
      onClose()
    } catch (error) {
      const message = applyServerErrors(error, form.setError, FIELDS)
      if (message) notifyError(message)
    }
  })

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label={t('invoiceForm.number')}
            required
            error={form.formState.errors.number?.message}
            {...form.register('number')}
          />
          <DayField
            control={form.control}
            name="invoice_date"
            label={t('invoiceForm.invoice_date')}
            required
          />
          <DayField control={form.control} name="due_date" label={t('invoiceForm.due_date')} />
          {kind === 'PURCHASE' ? (
            <SupplierField
              control={form.control}
              name="supplier_id"
              label={t('invoiceForm.supplier')}
              current={invoice?.supplier}
            />
          ) : (
            <Controller
              control={form.control}
              name="client_id"
              render={({ field, fieldState }) => (
                <ClientPicker
                  label={t('invoiceForm.client')}
                  required
                  value={field.value ?? null}
                  selectedName={invoice?.client?.id === field.value ? invoice?.client?.name : null}
                  onChange={(value) => field.onChange(typeof value === 'number' ? value : null)}
                  error={fieldState.error?.message}
                />
              )}
            />
          )}
          <ProjectField
            control={form.control}
            name="project_id"
            label={t('invoiceForm.project')}
            current={invoice?.project}
          />
          <CurrencyField control={form.control} name="currency" label={t('invoiceForm.currency')} />
        </SimpleGrid>
        <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
          <Text component="legend" fw={600} size="sm">
            {t('invoiceForm.lines')}
          </Text>
          {lines.fields.map((line, index) => (
            <InvoiceLineRow
              key={line.id}
              form={form}
              index={index}
              vatRates={vatRates}
              total={totals.lines[index]?.total}
              currency={currency}
              onRemove={lines.fields.length > 1 ? () => lines.remove(index) : null}
            />
          ))}
          {(linesError?.root?.message ?? linesError?.message) && (
            <Text size="sm" c="red.8">
              {linesError?.root?.message ?? linesError?.message}
            </Text>
          )}
          <Group>
            <Button
              variant="light"
              size="xs"
              leftSection={<IconPlus size={14} aria-hidden />}
              onClick={() => lines.append(emptyLine(vatRates[0] ?? null))}
              disabled={lines.fields.length >= INVOICE_LINES_MAX}
            >
              {t('invoiceForm.addLine')}
            </Button>
          </Group>
        </Stack>
        <Stack
          gap={2}
          align="flex-end"
          data-testid="invoice-totals"
          style={{ fontVariantNumeric: 'tabular-nums' }}
        >
          <Text size="sm">
            {t('invoiceForm.subtotal')}: {formatMoney(totals.subtotal, currency)}
          </Text>
          <Text size="sm">
            {t('invoiceForm.vatTotal')}: {formatMoney(totals.vat_total, currency)}
          </Text>
          <Text size="sm" fw={700} data-testid="grand-total">
            {t('invoiceForm.total')}: {formatMoney(totals.total, currency)}
          </Text>
        </Stack>
        <Textarea
          label={t('invoiceForm.note')}
          maxLength={INVOICE_NOTE_MAX}
          rows={2}
          error={form.formState.errors.note?.message}
          {...form.register('note')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('invoiceForm.cancel')}
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting} disabled={!form.formState.isValid}>
            {t('invoiceForm.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
