import { Stack, Textarea, TextInput } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { Localized } from './field-tab-props'

interface LocalizedInputsProps {
  label: string
  languages: readonly string[]
  value: Localized
  onChange: (value: Localized) => void
  onBlur?: () => void
  /** Turkish required (the title). */
  required?: boolean
  multiline?: boolean
  maxLength?: number
  /** The first error of the value's keys (`title.tr`, `title.en`). */
  errorFor?: (language: string) => string | undefined
}

/** One input per language of the form: "Başlık (TR)", "Başlık (EN)"; Turkish first. */
export function LocalizedInputs({
  label,
  languages,
  value,
  onChange,
  onBlur,
  required = false,
  multiline = false,
  maxLength,
  errorFor,
}: LocalizedInputsProps) {
  const { t } = useTranslation('formFields')
  const shown = ['tr', ...languages.filter((language) => language !== 'tr')]
  return (
    <Stack gap={6}>
      {shown.map((language) => {
        const props = {
          label: t('common.perLanguage', { label, language: language.toUpperCase() }),
          value: value[language] ?? '',
          required: required && language === 'tr',
          maxLength,
          error: errorFor?.(language),
          onBlur,
          onChange: (event: { currentTarget: { value: string } }) =>
            onChange({ ...value, [language]: event.currentTarget.value }),
        }
        return multiline ? (
          <Textarea key={language} {...props} autosize minRows={2} maxRows={10} />
        ) : (
          <TextInput key={language} {...props} />
        )
      })}
    </Stack>
  )
}
