import '@mantine/dates/styles.css'
import { type AttendeeFee, PAYMENT_METHODS, type PaymentMethod } from '@ajanda/contracts/fees.contract'
import { Button, Group, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core'
import { DatePickerInput, DatesProvider } from '@mantine/dates'
import { IconCalendar } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '../../../shared/api/api-error'
import { useCalendarLabels } from '../../../shared/ui/calendar-labels'
import { notifyError, notifySuccess } from '../../../shared/ui/notify'
import { usePaymentWrites } from '../fees.api'

const today = () => new Date().toISOString().slice(0, 10)
const FALLBACK_CURRENCIES = ['TRY', 'EUR', 'USD', 'GBP']

/**
 * "Ödeme kaydet": amount (negative for a refund), currency, day, method and reference. The currency starts
 * as the first one with a balance, and "Kalanı doldur" types that balance in.
 */
export function PaymentForm({ fee }: { fee: AttendeeFee }) {
  const { t, i18n } = useTranslation('fees')
  const calendarLabels = useCalendarLabels()
  const { addPayment } = usePaymentWrites(fee.attendee_id)
  const owing = fee.balance.find((money) => Number(money.amount) > 0) ?? fee.due[0]
  const [amount, setAmount] = useState('')
  const [currency, setCurrency] = useState(owing?.currency ?? 'TRY')
  const [paidOn, setPaidOn] = useState<string | null>(today())
  const [method, setMethod] = useState<PaymentMethod>('TRANSFER')
  const [reference, setReference] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const currencies = [
    ...new Set([...fee.due, ...fee.paid].map((money) => money.currency).concat(FALLBACK_CURRENCIES)),
  ]
  const balanceIn = fee.balance.find((money) => money.currency === currency)

  const submit = async () => {
    setErrors({})
    try {
      const saved = await addPayment.mutateAsync({
        amount: amount.trim().replace(',', '.'),
        currency,
        paid_on: paidOn ?? '',
        method,
        reference: reference.trim() || null,
      })
      notifySuccess(saved.message)
      setAmount('')
      setReference('')
    } catch (error) {
      if (isApiError(error) && error.isValidation)
        setErrors(Object.fromEntries(Object.entries(error.errors).map(([key, list]) => [key, list[0] ?? ''])))
      else notifyError(error instanceof Error ? error.message : null)
    }
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      <Stack gap="sm">
        <Title order={3} size="h5">
          {t('payment.title')}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label={t('payment.amount')}
            description={t('payment.amountHint')}
            value={amount}
            onChange={(event) => setAmount(event.currentTarget.value)}
            inputMode="decimal"
            error={errors.amount}
            required
          />
          <Select
            label={t('payment.currency')}
            data={currencies}
            value={currency}
            onChange={(value) => value && setCurrency(value)}
            allowDeselect={false}
            searchable
            error={errors.currency}
            required
          />
          <DatesProvider settings={{ locale: i18n.language === 'en' ? 'en' : 'tr', firstDayOfWeek: 1 }}>
            <DatePickerInput
              label={t('payment.paidOn')}
              value={paidOn}
              onChange={setPaidOn}
              valueFormat="DD MMMM YYYY"
              leftSection={<IconCalendar size={16} aria-hidden />}
              ariaLabels={calendarLabels}
              error={errors.paid_on}
              required
            />
          </DatesProvider>
          <Select
            label={t('payment.method')}
            data={PAYMENT_METHODS.map((value) => ({ value, label: t(`methods.${value}`) }))}
            value={method}
            onChange={(value) => value && setMethod(value as PaymentMethod)}
            allowDeselect={false}
            error={errors.method}
            required
          />
        </SimpleGrid>
        <TextInput
          label={t('payment.reference')}
          description={t('payment.referenceHint')}
          value={reference}
          onChange={(event) => setReference(event.currentTarget.value)}
          maxLength={150}
          error={errors.reference}
        />
        <Group justify="flex-end" gap="xs">
          {balanceIn && Number(balanceIn.amount) > 0 && (
            <Button variant="subtle" onClick={() => setAmount(balanceIn.amount)}>
              {t('payment.fillBalance')}
            </Button>
          )}
          <Button type="submit" loading={addPayment.isPending}>
            {t('payment.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
