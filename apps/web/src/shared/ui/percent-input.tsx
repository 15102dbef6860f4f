import { NumberInput, type NumberInputProps } from '@mantine/core'
import type { Ref } from 'react'
import { fractionToPercent, percentToFraction } from '../format/percent'

type PercentInputProps = Omit<NumberInputProps, 'value' | 'onChange' | 'suffix'> & {
  /** The rate as the API carries it: a fraction string ('0.18' is 18 %). */
  value: string | null | undefined
  onChange: (fraction: string) => void
  ref?: Ref<HTMLInputElement>
}

/** Rates are fractions in the API and percentages on screen (0.18 ↔ 18 %). */
export function PercentInput({ value, onChange, ref, ...props }: PercentInputProps) {
  return (
    <NumberInput
      ref={ref}
      suffix=" %"
      min={0}
      max={100}
      decimalScale={2}
      clampBehavior="strict"
      value={value === null || value === undefined || value === '' ? '' : fractionToPercent(value)}
      onChange={(next) => onChange(next === '' ? '' : percentToFraction(String(next)))}
      {...props}
    />
  )
}
