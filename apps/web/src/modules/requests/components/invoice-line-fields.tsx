import { Select, SimpleGrid, Text, TextInput } from '@mantine/core'
import { Controller, type UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { fractionToPercent } from '../../../shared/format/percent'
import { DecimalInput } from '../../../shared/ui/decimal-input'
import { formatMoney, invoiceLineTotals } from '../request-totals'
import { AmountField } from './basic-fields'
import type { InvoiceLineValues, SalesInvoiceValues } from './sales-invoice-values'

interface InvoiceLineFieldsProps {
  form: UseFormReturn<SalesInvoiceValues>
  index: number
  vatRates: readonly string[]
  line: InvoiceLineValues | undefined
  currency: string
}

/** One invoice line: what, how many, unit price, VAT rate, and the line's total with VAT. */
export function InvoiceLineFields({ form, index, vatRates, line, currency }: InvoiceLineFieldsProps) {
  const { t } = useTranslation('requests')
  const number = index + 1
  const totals = line ? invoiceLineTotals(line) : null
  return (
    <SimpleGrid cols={{ base: 1, sm: 5 }} spacing="xs">
      <TextInput
        aria-label={t('fields.item_description', { number })}
        placeholder={t('fields.item_description_short')}
        error={form.formState.errors.lines?.[index]?.description?.message}
        {...form.register(`lines.${index}.description`)}
      />
      <Controller
        control={form.control}
        name={`lines.${index}.quantity`}
        render={({ field, fieldState }) => (
          <DecimalInput
            aria-label={t('fields.line_quantity', { number })}
            placeholder={t('fields.quantity')}
            min={0}
            decimalScale={4}
            hideControls
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
      <AmountField
        control={form.control}
        name={`lines.${index}.unit_price`}
        label={t('fields.line_unit_price', { number })}
        hideLabel
      />
      <Controller
        control={form.control}
        name={`lines.${index}.vat_rate`}
        render={({ field, fieldState }) => (
          <Select
            aria-label={t('fields.item_vat_rate', { number })}
            placeholder={t('fields.vat_rate')}
            data={vatRates.map((rate) => ({ value: rate, label: `%${fractionToPercent(rate)}` }))}
            value={field.value}
            onChange={(value) => {
              field.onChange(value)
              field.onBlur()
            }}
            error={fieldState.error?.message}
          />
        )}
      />
      <Text
        size="sm"
        ta="right"
        mt={6}
        style={{ fontVariantNumeric: 'tabular-nums' }}
        data-testid="line-total"
      >
        {totals ? formatMoney(totals.total, currency) : ''}
      </Text>
    </SimpleGrid>
  )
}
