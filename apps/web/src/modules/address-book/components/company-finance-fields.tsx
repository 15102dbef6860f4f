import { FEE_TYPES } from '@ajanda/contracts/event-companies.contract'
import { NumberInput, Select, SimpleGrid } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { Controller, type UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { PercentInput } from '../../../shared/ui/percent-input'
import { currenciesQueryOptions } from '../../reference/reference.api'
import type { CompanyFormValues } from './company-form-values'

const orNull = (value: string) => (value === '' ? null : value)

/**
 * A client's financial defaults: the fee type, then the fee as a percentage (a fraction on the wire) or
 * as an amount with its currency, and the profit target as a percentage.
 */
export function CompanyFinanceFields({ form }: { form: UseFormReturn<CompanyFormValues> }) {
  const { t } = useTranslation('crm')
  const currencies = useQuery(currenciesQueryOptions()).data ?? []
  const feeType = form.watch('fin_fee_type')
  const errors = form.formState.errors

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <Controller
        control={form.control}
        name="fin_fee_type"
        render={({ field }) => (
          <Select
            label={t('fields.fin_fee_type')}
            data={FEE_TYPES.map((value) => ({ value, label: t(`feeTypes.${value}`) }))}
            value={field.value ?? null}
            onChange={(value) => field.onChange(value)}
            clearable
            error={errors.fin_fee_type?.message}
          />
        )}
      />
      <Controller
        control={form.control}
        name="fin_fee_rate"
        render={({ field }) =>
          feeType === 'FIXED' ? (
            <NumberInput
              label={t('fields.fin_fee_rate')}
              min={0}
              decimalScale={4}
              value={field.value ?? ''}
              onChange={(value) => field.onChange(orNull(String(value)))}
              error={errors.fin_fee_rate?.message}
            />
          ) : (
            <PercentInput
              label={t('fields.fin_fee_rate')}
              value={field.value}
              onChange={(value) => field.onChange(orNull(value))}
              error={errors.fin_fee_rate?.message}
            />
          )
        }
      />
      <Controller
        control={form.control}
        name="fin_fee_currency"
        render={({ field }) => (
          <Select
            label={t('fields.fin_fee_currency')}
            data={currencies.map((currency) => currency.shortcode)}
            value={field.value ?? null}
            onChange={(value) => field.onChange(value)}
            required={feeType === 'FIXED'}
            searchable
            clearable
            error={errors.fin_fee_currency?.message}
          />
        )}
      />
      <Controller
        control={form.control}
        name="profit_target"
        render={({ field }) => (
          <PercentInput
            label={t('fields.profit_target')}
            value={field.value}
            onChange={(value) => field.onChange(orNull(value))}
            error={errors.profit_target?.message}
          />
        )}
      />
    </SimpleGrid>
  )
}
