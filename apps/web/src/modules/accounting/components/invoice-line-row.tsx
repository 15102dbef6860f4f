import { ActionIcon, Group, Select, Text, TextInput } from '@mantine/core'
import { IconTrash } from '@tabler/icons-react'
import { Controller, type UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { fractionToPercent } from '../../../shared/format/percent'
import { DecimalInput } from '../../../shared/ui/decimal-input'
import { formatMoney } from '../../projects/format'
import type { InvoiceFormValues } from '../invoice-form-values'

interface InvoiceLineRowProps {
  form: UseFormReturn<InvoiceFormValues>
  index: number
  vatRates: readonly string[]
  total: string | undefined
  currency: string
  onRemove: (() => void) | null
}

/** One invoice line: description, quantity, unit price, VAT rate, and its total with VAT. */
export function InvoiceLineRow({ form, index, vatRates, total, currency, onRemove }: InvoiceLineRowProps) {
  const { t } = useTranslation('accounting')
  const number = index + 1
  const rates = [...new Set([...vatRates, form.getValues(`lines.${index}.vat_rate`) ?? ''])].filter(Boolean)
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <TextInput
        aria-label={t('invoiceForm.lineDescription', { number })}
        placeholder={t('invoiceForm.description')}
        error={form.formState.errors.lines?.[index]?.description?.message}
        style={{ flex: 3 }}
        {...form.register(`lines.${index}.description`)}
      />
      {(['quantity', 'unit_price'] as const).map((name) => (
        <Controller
          key={name}
          control={form.control}
          name={`lines.${index}.${name}`}
          render={({ field, fieldState }) => (
            <DecimalInput
              aria-label={t(name === 'quantity' ? 'invoiceForm.lineQuantity' : 'invoiceForm.lineUnitPrice', {
                number,
              })}
              placeholder={t(name === 'quantity' ? 'invoiceForm.quantity' : 'invoiceForm.unitPrice')}
              min={0}
              decimalScale={4}
              hideControls
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
              style={{ flex: name === 'quantity' ? 1 : 1.5 }}
              styles={{ input: { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } }}
            />
          )}
        />
      ))}
      <Controller
        control={form.control}
        name={`lines.${index}.vat_rate`}
        render={({ field, fieldState }) => (
          <Select
            aria-label={t('invoiceForm.lineVatRate', { number })}
            placeholder={t('invoiceForm.vatRate')}
            data={rates.map((rate) => ({ value: rate, label: `%${fractionToPercent(rate)}` }))}
            value={field.value}
            onChange={(value) => {
              field.onChange(value)
              field.onBlur()
            }}
            error={fieldState.error?.message}
            style={{ flex: 1 }}
          />
        )}
      />
      <Text
        size="sm"
        ta="right"
        mt={6}
        w={130}
        style={{ fontVariantNumeric: 'tabular-nums' }}
        data-testid="line-total"
      >
        {total ? formatMoney(total, currency) : ''}
      </Text>
      <ActionIcon
        variant="subtle"
        color="red.8"
        mt={4}
        onClick={onRemove ?? undefined}
        disabled={!onRemove}
        aria-label={t('invoiceForm.removeLine', { number })}
      >
        <IconTrash size={16} aria-hidden />
      </ActionIcon>
    </Group>
  )
}
