import {
  INVOICE_NOTE_MAX,
  INVOICE_PAYMENT_METHODS,
  type InvoiceDetail,
  invoicePaymentInputSchema,
} from '@ajanda/contracts/accounting.contract'
import { Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core'
import dayjs from 'dayjs'
import { Controller, type Resolver, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { applyServerErrors } from '../../../shared/forms/apply-server-errors'
import { localizedZodResolver } from '../../../shared/forms/localized-zod-resolver'
import { useFormLocale } from '../../../shared/forms/use-form-locale'
import { notifyError, notifySuccess } from '../../../shared/ui/notify'
import { AmountField } from '../../requests/components/basic-fields'
import { DayField } from '../../requests/components/date-fields'
import { useAddPayment } from '../accounting.api'

interface PaymentValues {
  paid_at: string | null
  amount: string | null
  method: string | null
  note: string
}
const FIELDS = ['paid_at', 'amount', 'method', 'note'] as const

/** "Ödeme ekle": a payment of at most the remaining balance (prefilled with it: a partial payment lowers it). */
export function PaymentForm({ invoice, onDone }: { invoice: InvoiceDetail; onDone: () => void }) {
  const { t } = useTranslation('accounting')
  const locale = useFormLocale()
  const add = useAddPayment(invoice.id)
  const form = useForm<PaymentValues>({
    resolver: localizedZodResolver(invoicePaymentInputSchema, locale) as unknown as Resolver<PaymentValues>,
    mode: 'all',
    defaultValues: {
      paid_at: dayjs().format('YYYY-MM-DD'),
      amount: invoice.remaining,
      method: 'BANK_TRANSFER',
      note: '',
    },
  })
  const submit = form.handleSubmit(async (input) => {
    try {
      const answer = await add.mutateAsync(input as never)
      notifySuccess(answer.message)
      onDone()
    } catch (error) {
      const message = applyServerErrors(error, form.setError, FIELDS)
      if (message) notifyError(message)
    }
  })
  return (
    <form onSubmit={submit} noValidate aria-label={t('invoice.addPayment')}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <DayField control={form.control} name="paid_at" label={t('invoice.paid_at')} required />
          <AmountField control={form.control} name="amount" label={t('invoice.amount')} required />
          <Controller
            control={form.control}
            name="method"
            render={({ field, fieldState }) => (
              <Select
                label={t('invoice.method')}
                required
                data={INVOICE_PAYMENT_METHODS.map((value) => ({ value, label: t(`methods.${value}`) }))}
                value={field.value}
                onChange={(value) => {
                  field.onChange(value)
                  field.onBlur()
                }}
                allowDeselect={false}
                error={fieldState.error?.message}
              />
            )}
          />
        </SimpleGrid>
        <TextInput
          label={t('invoice.note')}
          maxLength={INVOICE_NOTE_MAX}
          error={form.formState.errors.note?.message}
          {...form.register('note')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={form.formState.isSubmitting} disabled={!form.formState.isValid}>
            {t('invoice.savePayment')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
