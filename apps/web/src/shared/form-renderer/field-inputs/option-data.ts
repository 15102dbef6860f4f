import { useTranslation } from 'react-i18next'
import { asNumber, type FieldInputProps, optionFull, optionLabel } from '../field-input-props'

/** The field's options as select data: the option id as the value, full options disabled. */
export function useOptionData(p: FieldInputProps) {
  const { t } = useTranslation('formRenderer', { lng: p.locale })
  return p.field.options.map((option) => {
    const full = optionFull(option)
    const label = optionLabel(option, p.locale)
    return { value: String(option.id), label: full ? t('optionFull', { label }) : label, disabled: full }
  })
}

export const selectedId = (value: unknown) => {
  const id = asNumber(value)
  return id === null ? null : String(id)
}
