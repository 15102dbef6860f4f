import { describeFieldType, resolveFieldType } from '@ajanda/contracts/forms/field-types'
import type { FormFieldOut } from '@ajanda/contracts/forms/form-detail'
import { textIn } from '@ajanda/contracts/forms/form-model'
import { Alert } from '@mantine/core'
import { memo, useCallback, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { FormRendererServices } from './field-input-props'
import { FIELD_INPUTS } from './field-inputs/field-inputs'

export interface FieldRowProps {
  field: FormFieldOut
  locale: string
  /** This field's own answer (not the whole answers object, so other fields' keystrokes skip it). */
  value: unknown
  /** The first message of the field's errors. */
  error: string | undefined
  onChange: (fieldId: number, value: unknown) => void
  services: FormRendererServices
}

/** The field's props read by its type, defaults filled (the defaults when they do not parse). */
function propsOf(type: NonNullable<ReturnType<typeof resolveFieldType>>, props: unknown) {
  const schema = describeFieldType(type).props
  const parsed = schema.safeParse(props ?? {})
  if (parsed.success) return parsed.data
  const fallback = schema.safeParse({})
  return fallback.success ? fallback.data : {}
}

/**
 * One shown field: its type's input with the title, help text, placeholder, asterisk, read-only state
 * and first error. Memoised: it renders again only when its own value, error or the form changes.
 */
export const FieldRow = memo(function FieldRow({
  field,
  locale,
  value,
  error,
  onChange,
  services,
}: FieldRowProps) {
  const { t } = useTranslation('formRenderer', { lng: locale })
  const type = resolveFieldType(field.type)
  const props = useMemo(() => (type ? propsOf(type, field.props) : {}), [type, field.props])
  const change = useCallback((next: unknown) => onChange(field.id, next), [onChange, field.id])
  if (!type) return <Alert color="gray">{t('unknownType', { type: field.type })}</Alert>
  const Input = FIELD_INPUTS[type]
  const description = describeFieldType(type)
  const title = textIn(field.title, locale)
  const label = field.title_colour ? <span style={{ color: field.title_colour }}>{title}</span> : title
  const readOnly = field.is_readonly
  const shown =
    value === undefined && readOnly && field.default_value_type === 'FIXED' && field.default_value !== null
      ? field.default_value
      : value
  return (
    <div data-field-id={field.id} data-field-type={type}>
      <Input
        field={field}
        type={type}
        props={props}
        locale={locale}
        value={shown}
        onChange={change}
        label={label}
        title={title}
        description={textIn(field.helptext, locale) || undefined}
        placeholder={textIn(field.placeholder, locale) || undefined}
        error={error}
        required={description.takesAnswer && (field.is_required || description.alwaysRequired !== null)}
        readOnly={readOnly}
        services={services}
      />
    </div>
  )
})
