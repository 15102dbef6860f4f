import {
  EXPENSE_ASSIGNEES,
  type ExpenseAssignee,
  type ExpensePaymentType,
} from '@ajanda/contracts/requests.contract'
import { Select, SimpleGrid, TextInput } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { Controller, type UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { fractionToPercent } from '../../../shared/format/percent'
import { useMe } from '../../../shared/session/use-session'
import { eventCompanyQueryOptions } from '../../event-companies/event-companies.api'
import { AmountField } from './basic-fields'
import { DayField } from './date-fields'
import { ReceiptField } from './receipt-field'
import type { SourceValue } from './source-field'

export interface ExpenseRow {
  assign_to: ExpenseAssignee | null
  expense_date: string | null
  description: string
  amount: string | null
  vat_rate: string | null
  payment_type: ExpensePaymentType | null
  company_card_id: number | null
  receipt_no: string
  receipt_file_id: number | null
}

export interface ExpenseValues {
  expense_source: SourceValue | null
  project_id: number | null
  currency: string
  note: string
  items: ExpenseRow[]
}

/** The payment select's value: CASH, CC (a personal card) or one company card ("CARD:3"). */
export function paymentChoice(row: Pick<ExpenseRow, 'payment_type' | 'company_card_id'>): string | null {
  if (row.payment_type === 'COMPANY_CARD') return row.company_card_id ? `CARD:${row.company_card_id}` : null
  return row.payment_type
}
export function paymentOfChoice(choice: string | null): Pick<ExpenseRow, 'payment_type' | 'company_card_id'> {
  if (choice?.startsWith('CARD:'))
    return { payment_type: 'COMPANY_CARD', company_card_id: Number(choice.slice(5)) }
  return { payment_type: (choice as ExpensePaymentType | null) ?? null, company_card_id: null }
}

interface ExpenseRowFieldsProps {
  form: UseFormReturn<ExpenseValues>
  index: number
  receiptName: string | null
  onReceiptName: (fileId: number, name: string) => void
}

/** One expense row: who bears it, day, what, amount with VAT, VAT rate, how it was paid, receipt. */
export function ExpenseRowFields({ form, index, receiptName, onReceiptName }: ExpenseRowFieldsProps) {
  const { t } = useTranslation('requests')
  const me = useMe()
  const company = useQuery(eventCompanyQueryOptions(me.event_company_id)).data
  const number = index + 1
  const vatRates = (company?.vat_rates ?? []).map((rate) => ({
    value: rate.vat_rate,
    label: `%${fractionToPercent(rate.vat_rate)}`,
  }))
  const payments = [
    { value: 'CASH', label: t('paymentMethods.CASH') },
    { value: 'CC', label: t('paymentMethods.CC') },
    ...(company?.credit_cards ?? []).map((card) => ({ value: `CARD:${card.id}`, label: card.name })),
  ]
  const fileId = form.watch(`items.${index}.receipt_file_id`)
  const set = (patch: Partial<ExpenseRow>) => {
    for (const [key, value] of Object.entries(patch))
      form.setValue(`items.${index}.${key as keyof ExpenseRow}`, value as never, {
        shouldDirty: true,
        shouldValidate: true,
      })
  }

  return (
    <SimpleGrid cols={{ base: 1, sm: 4 }} spacing="xs">
      <Controller
        control={form.control}
        name={`items.${index}.assign_to`}
        render={({ field }) => (
          <Select
            label={t('fields.assign_to')}
            aria-label={t('fields.item_assign_to', { number })}
            placeholder={t('fields.assign_to')}
            data={EXPENSE_ASSIGNEES.map((value) => ({ value, label: t(`assignees.${value}`) }))}
            value={field.value}
            onChange={(value) => set({ assign_to: value as ExpenseAssignee | null })}
          />
        )}
      />
      <DayField
        control={form.control}
        name={`items.${index}.expense_date`}
        label={t('fields.item_date', { number })}
        hideLabel
        shortLabel={t('fields.date')}
      />
      <TextInput
        label={t('fields.item_description_short')}
        aria-label={t('fields.item_description', { number })}
        placeholder={t('fields.item_description_short')}
        {...form.register(`items.${index}.description`)}
      />
      <AmountField
        control={form.control}
        name={`items.${index}.amount`}
        label={t('fields.item_amount_vat', { number })}
        hideLabel
        shortLabel={t('fields.amount_vat')}
      />
      <Controller
        control={form.control}
        name={`items.${index}.vat_rate`}
        render={({ field }) => (
          <Select
            label={t('fields.vat_rate')}
            aria-label={t('fields.item_vat_rate', { number })}
            placeholder={t('fields.vat_rate')}
            data={vatRates}
            value={field.value}
            onChange={(value) => set({ vat_rate: value })}
          />
        )}
      />
      <Select
        label={t('fields.payment_type')}
        aria-label={t('fields.item_payment_type', { number })}
        placeholder={t('fields.payment_type')}
        data={payments}
        value={paymentChoice(form.watch(`items.${index}`))}
        onChange={(value) => set(paymentOfChoice(value))}
      />
      <TextInput
        label={t('fields.receipt_no')}
        aria-label={t('fields.item_receipt_no', { number })}
        placeholder={t('fields.receipt_no')}
        {...form.register(`items.${index}.receipt_no`)}
      />
      <ReceiptField
        rowNumber={number}
        receipt={fileId ? { id: fileId, name: receiptName ?? t('form.receipt') } : null}
        onChange={(receipt) => {
          if (receipt) onReceiptName(receipt.id, receipt.name)
          set({ receipt_file_id: receipt?.id ?? null })
        }}
      />
    </SimpleGrid>
  )
}
