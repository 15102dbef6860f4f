import { ColorInput } from '@mantine/core'
import { asString, type FieldInputProps } from '../field-input-props'

/** color_picker: "#RRGGBB". Its own chunk: the picker loads with the first form that has one. */
export function ColorPickerInput(p: FieldInputProps) {
  return (
    <ColorInput
      label={p.label}
      description={p.description}
      placeholder={p.placeholder}
      error={p.error}
      withAsterisk={p.required}
      readOnly={p.readOnly}
      format="hex"
      value={asString(p.value)}
      onChange={(value) => p.onChange(value)}
      disallowInput={p.readOnly}
      withPicker={!p.readOnly}
    />
  )
}
