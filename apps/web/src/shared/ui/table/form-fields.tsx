import { Checkbox, ColorInput, MultiSelect, Select, TextInput } from '@mantine/core'
import i18next from 'i18next'
import { type Control, Controller, type FieldValues, type Path, type UseFormRegister } from 'react-hook-form'

export interface FieldOption {
  value: string | number
  label: string
}

interface FieldBase<Values extends FieldValues> {
  name: Path<Values>
  label: string
  required?: boolean
}

/** One control of a table view's add/edit modal. */
export type FormFieldDescription<Values extends FieldValues> = FieldBase<Values> &
  (
    | { kind: 'text'; maxLength?: number }
    | { kind: 'select'; options: FieldOption[]; numeric?: boolean }
    | { kind: 'multiselect'; options: FieldOption[]; numeric?: boolean }
    | { kind: 'checkbox' }
    | { kind: 'color' }
  )

interface FieldControlProps<Values extends FieldValues> {
  field: FormFieldDescription<Values>
  control: Control<Values>
  register: UseFormRegister<Values>
  error?: string
  autoFocus?: boolean
}

const toText = (value: unknown) => (value === null || value === undefined ? null : String(value))

/** Draws a field description as its Mantine control, bound to the form. */
export function FieldControl<Values extends FieldValues>(props: FieldControlProps<Values>) {
  const { field, control, register, error, autoFocus } = props
  if (field.kind === 'text') {
    return (
      <TextInput
        label={field.label}
        required={field.required}
        maxLength={field.maxLength}
        error={error}
        data-autofocus={autoFocus || undefined}
        {...register(field.name)}
      />
    )
  }
  return (
    <Controller
      control={control}
      name={field.name}
      render={({ field: bound }) => {
        switch (field.kind) {
          case 'select':
            return (
              <Select
                label={field.label}
                required={field.required}
                error={error}
                data={field.options.map((o) => ({ value: String(o.value), label: o.label }))}
                value={toText(bound.value)}
                onChange={(value) =>
                  bound.onChange(value === null ? null : field.numeric ? Number(value) : value)
                }
                onBlur={bound.onBlur}
                allowDeselect={false}
                comboboxProps={{ withinPortal: true }}
              />
            )
          case 'multiselect':
            return (
              <MultiSelect
                label={field.label}
                required={field.required}
                error={error}
                data={field.options.map((o) => ({ value: String(o.value), label: o.label }))}
                value={((bound.value as unknown[] | undefined) ?? []).map(String)}
                onChange={(values) => bound.onChange(field.numeric ? values.map(Number) : values)}
                onBlur={bound.onBlur}
                searchable
                clearable
              />
            )
          case 'checkbox':
            return (
              <Checkbox
                label={field.label}
                error={error}
                checked={bound.value === true || bound.value === 1}
                onChange={(event) => bound.onChange(event.currentTarget.checked)}
                onBlur={bound.onBlur}
              />
            )
          case 'color':
            return (
              <ColorInput
                label={field.label}
                required={field.required}
                error={error}
                format="hex"
                eyeDropperButtonProps={{ 'aria-label': i18next.t('common:actions.pickColor') }}
                value={(bound.value as string | null) ?? ''}
                onChange={(value) => bound.onChange(value.toUpperCase())}
                onBlur={bound.onBlur}
              />
            )
        }
      }}
    />
  )
}
