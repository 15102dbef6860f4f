import { NumberInput, type NumberInputProps } from '@mantine/core'
import { useTranslation } from 'react-i18next'

type DecimalInputProps = Omit<
  NumberInputProps,
  'value' | 'onChange' | 'decimalSeparator' | 'thousandSeparator'
> & {
  /** A decimal string ('1500.5'), as the contracts carry money; null or '' when empty. */
  value: string | null | undefined
  onChange: (value: string | null) => void
}

/**
 * An amount typed the way its reader writes numbers: "1.500,50" in Turkish, "1,500.50" in English. The
 * value stays a dot-decimal string, so forms and contracts never see the locale.
 */
export function DecimalInput({ value, onChange, ...props }: DecimalInputProps) {
  const { i18n } = useTranslation()
  const english = i18n.language === 'en'
  const numeric = value === null || value === undefined || value === '' ? '' : Number(value)
  return (
    <NumberInput
      {...props}
      decimalSeparator={english ? '.' : ','}
      thousandSeparator={english ? ',' : '.'}
      value={Number.isNaN(numeric) ? '' : numeric}
      onChange={(next) => onChange(next === '' ? null : String(next))}
    />
  )
}
