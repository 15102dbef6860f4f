import {
  type EventCompany,
  FEE_TYPES,
  updateEventCompanyInputSchema,
} from '@ajanda/contracts/event-companies.contract'
import { Button, Group, MultiSelect, NumberInput, Select, SimpleGrid, Stack, TagsInput } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { Controller } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { fractionToPercent, percentToFraction } from '../../../shared/format/percent'
import { PercentInput } from '../../../shared/ui/percent-input'
import { currenciesQueryOptions } from '../../reference/reference.api'
import { DaysField } from './days-field'
import { useCompanyTabForm } from './use-company-tab-form'

const schema = updateEventCompanyInputSchema
  .pick({
    currency: true,
    currencies: true,
    vat_rates: true,
    fin_due_days: true,
    fin_prepayment_rate: true,
    fin_fee_type: true,
    fin_fee_amount: true,
    fin_expected_profit_ratio: true,
    service_fee_vat_rate: true,
  })
  .required()

/** VAT rates step 0.001 as fractions: 0.1 on the percent scale. */
const VAT_STEP_PERCENT = 0.1
const MONEY_STEP = 0.01

/** Financial options: currencies, VAT rates, payment terms, the service fee and the profit target. */
export function FinancialTab({ company }: { company: EventCompany }) {
  const { t } = useTranslation('company')
  const currencies = useQuery(currenciesQueryOptions()).data ?? []
  const { form, onSubmit } = useCompanyTabForm(schema, {
    currency: company.currency,
    currencies: company.currencies.map((c) => c.shortcode),
    vat_rates: company.vat_rates.map((v) => v.vat_rate),
    fin_due_days: company.fin_due_days,
    fin_prepayment_rate: company.fin_prepayment_rate,
    fin_fee_type: company.fin_fee_type,
    fin_fee_amount: company.fin_fee_amount,
    fin_expected_profit_ratio: company.fin_expected_profit_ratio,
    service_fee_vat_rate: company.service_fee_vat_rate,
  })
  const { errors, isValid, isDirty, isSubmitting } = form.formState
  const feeType = form.watch('fin_fee_type')
  const currencyData = currencies.map((c) => ({
    value: c.shortcode,
    label: `${c.shortcode} · ${c.name_local}`,
  }))
  const vatError =
    errors.vat_rates?.message ??
    (errors.vat_rates as { message?: string }[] | undefined)?.find?.((item) => item?.message)?.message

  const percentField = (
    name: 'fin_prepayment_rate' | 'fin_expected_profit_ratio' | 'service_fee_vat_rate',
  ) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <PercentInput
          label={t(`finance.${name}`)}
          required
          step={name === 'service_fee_vat_rate' ? VAT_STEP_PERCENT : 1}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={errors[name]?.message}
        />
      )}
    />
  )

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md" maw={760}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Controller
            control={form.control}
            name="currency"
            render={({ field }) => (
              <Select
                label={t('finance.currency')}
                required
                data={currencyData}
                value={field.value}
                onChange={field.onChange}
                searchable
                allowDeselect={false}
                error={errors.currency?.message}
              />
            )}
          />
          <Controller
            control={form.control}
            name="currencies"
            render={({ field }) => (
              <MultiSelect
                label={t('finance.currencies')}
                required
                data={currencyData}
                value={field.value}
                onChange={field.onChange}
                searchable
                error={errors.currencies?.message}
              />
            )}
          />
        </SimpleGrid>
        <Controller
          control={form.control}
          name="vat_rates"
          render={({ field }) => (
            <TagsInput
              label={t('finance.vatRates')}
              description={t('finance.vatRatesHint')}
              required
              value={field.value.map(fractionToPercent)}
              onChange={(values) =>
                field.onChange(
                  values
                    .map((value) => value.replace(',', '.').replace('%', '').trim())
                    .filter((value) => /^\d+(\.\d+)?$/.test(value))
                    .map(percentToFraction),
                )
              }
              error={vatError}
            />
          )}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <DaysField
            control={form.control}
            name="fin_due_days"
            label={t('finance.fin_due_days')}
            error={errors.fin_due_days?.message}
          />
          {percentField('fin_prepayment_rate')}
          <Controller
            control={form.control}
            name="fin_fee_type"
            render={({ field }) => (
              <Select
                label={t('finance.fin_fee_type')}
                data={FEE_TYPES.map((value) => ({ value, label: t(`finance.feeTypes.${value}`) }))}
                value={field.value}
                onChange={field.onChange}
                allowDeselect={false}
              />
            )}
          />
          <Controller
            control={form.control}
            name="fin_fee_amount"
            render={({ field }) =>
              feeType === 'PERCENTAGE' ? (
                <PercentInput
                  label={t('finance.fin_fee_amount')}
                  required
                  step={1}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={errors.fin_fee_amount?.message}
                />
              ) : (
                <NumberInput
                  label={t('finance.fin_fee_amount')}
                  required
                  min={0}
                  step={MONEY_STEP}
                  decimalScale={2}
                  thousandSeparator="."
                  decimalSeparator=","
                  suffix={` ${form.watch('currency')}`}
                  value={field.value === '' ? '' : Number(field.value)}
                  onChange={(value) => field.onChange(value === '' ? '' : String(value))}
                  onBlur={field.onBlur}
                  error={errors.fin_fee_amount?.message}
                />
              )
            }
          />
          {percentField('fin_expected_profit_ratio')}
          {percentField('service_fee_vat_rate')}
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" disabled={!isValid || !isDirty} loading={isSubmitting}>
            {t('save')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
