import { FEE_TYPES } from '@ajanda/contracts/event-companies.contract'
import { Select, SimpleGrid } from '@mantine/core'
import { Controller } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { CurrencyField, DecimalField, type LeadFormSectionProps, PercentField } from './lead-form-inputs'

/** The agency's fee (a percentage, or a fixed amount in a currency) and the expected profit ratio. */
export function LeadFeeFields({ form }: LeadFormSectionProps) {
  const { t } = useTranslation('bizdev')
  const feeType = form.watch('fin_fee_type')
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <Controller
        control={form.control}
        name="fin_fee_type"
        render={({ field }) => (
          <Select
            label={t('fields.fin_fee_type')}
            data={FEE_TYPES.map((value) => ({ value, label: t(`feeTypes.${value}`) }))}
            value={field.value}
            onChange={(value) => {
              field.onChange(value)
              void form.trigger('fin_fee_currency')
            }}
            clearable
            error={form.formState.errors.fin_fee_type?.message}
          />
        )}
      />
      {feeType === 'FIXED' ? (
        <DecimalField form={form} name="fin_fee_fixed_amount" />
      ) : (
        <PercentField form={form} name="fin_fee_percentage" disabled={feeType === null} />
      )}
      {feeType === 'FIXED' && <CurrencyField form={form} name="fin_fee_currency" required />}
      <PercentField form={form} name="profit_target" />
    </SimpleGrid>
  )
}
