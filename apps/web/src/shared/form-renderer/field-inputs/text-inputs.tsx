import { Fieldset, PasswordInput, SimpleGrid, Textarea, TextInput } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { asObject, asString, type FieldInputProps } from '../field-input-props'
import { FieldFoot, GroupLegend } from './field-foot'
import { lazyInput } from './lazy-inputs'

/** The props every single text box shares: label, help text, placeholder, error, asterisk, read-only. */
function common(p: FieldInputProps) {
  return {
    label: p.label,
    description: p.description,
    placeholder: p.placeholder,
    error: p.error,
    withAsterisk: p.required,
    readOnly: p.readOnly,
  }
}

const lengthBounds = (p: FieldInputProps, max: number) => ({
  maxLength: Math.min(p.field.max_length ?? max, max),
})

/** short_answer: one line, 255 characters at most (or the field's max_length). */
export function ShortAnswerInput(p: FieldInputProps) {
  return (
    <TextInput
      {...common(p)}
      {...lengthBounds(p, 255)}
      value={asString(p.value)}
      onChange={(event) => p.onChange(event.currentTarget.value)}
    />
  )
}

/** long_answer: several lines, 5,000 characters at most. */
export function LongAnswerInput(p: FieldInputProps) {
  return (
    <Textarea
      {...common(p)}
      {...lengthBounds(p, 5000)}
      autosize
      minRows={3}
      maxRows={10}
      value={asString(p.value)}
      onChange={(event) => p.onChange(event.currentTarget.value)}
    />
  )
}

export function EmailInput(p: FieldInputProps) {
  return (
    <TextInput
      {...common(p)}
      type="email"
      autoComplete="email"
      maxLength={255}
      value={asString(p.value)}
      onChange={(event) => p.onChange(event.currentTarget.value)}
    />
  )
}

export function PhoneInput(p: FieldInputProps) {
  return (
    <TextInput
      {...common(p)}
      type="tel"
      autoComplete="tel"
      maxLength={40}
      value={asString(p.value)}
      onChange={(event) => p.onChange(event.currentTarget.value)}
    />
  )
}

export function UrlInput(p: FieldInputProps) {
  return (
    <TextInput
      {...common(p)}
      type="url"
      inputMode="url"
      maxLength={2000}
      value={asString(p.value)}
      onChange={(event) => p.onChange(event.currentTarget.value)}
    />
  )
}

/** tckimlik: 11 digits, checked by the engine's checksum. */
export function TcKimlikInput(p: FieldInputProps) {
  return (
    <TextInput
      {...common(p)}
      inputMode="numeric"
      maxLength={11}
      value={asString(p.value)}
      onChange={(event) => p.onChange(event.currentTarget.value.replace(/\D/g, ''))}
    />
  )
}

export function PasswordFieldInput(p: FieldInputProps) {
  return (
    <PasswordInput
      {...common(p)}
      autoComplete="new-password"
      maxLength={128}
      value={asString(p.value)}
      onChange={(event) => p.onChange(event.currentTarget.value)}
    />
  )
}

type AddressPart = 'line' | 'country' | 'city' | 'town' | 'postcode'

/** The address with its country, state and city lists, when the page lends them (address-input.tsx). */
const AddressSelectsInput = lazyInput(() => import('./address-input'), 'AddressSelectsInput')

/**
 * address: {line, country, state, city, town, postcode}; the parts of props.fields and the street line.
 * With the page's lists (services.addressPlaces) the country, state and city are pickers; without them
 * (the builder's preview without a server, a failed load) text boxes.
 */
export function AddressInput(p: FieldInputProps) {
  if (p.services.addressPlaces) return <AddressSelectsInput {...p} />
  return <AddressTextInput {...p} />
}

function AddressTextInput(p: FieldInputProps) {
  const { t } = useTranslation('formRenderer', { lng: p.locale })
  const value = asObject(p.value)
  const parts = (Array.isArray(p.props.fields) ? p.props.fields : []) as AddressPart[]
  const fixedCountry = typeof p.props.country === 'string' && p.props.country !== '' ? p.props.country : null
  const set = (part: AddressPart, text: string) => p.onChange({ ...value, [part]: text })
  const part = (name: AddressPart, extra: { autoComplete?: string } = {}) => (
    <TextInput
      key={name}
      label={t(`address.${name}`)}
      withAsterisk={p.required}
      readOnly={p.readOnly || (name === 'country' && fixedCountry !== null)}
      maxLength={255}
      value={name === 'country' && fixedCountry ? fixedCountry : asString(value[name])}
      onChange={(event) => set(name, event.currentTarget.value)}
      {...extra}
    />
  )
  return (
    <Fieldset
      legend={<GroupLegend label={p.label} required={p.required} />}
      variant="unstyled"
      aria-label={p.title}
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <div style={{ gridColumn: '1 / -1' }}>{part('line', { autoComplete: 'street-address' })}</div>
        {parts.includes('country') && part('country', { autoComplete: 'country-name' })}
        {parts.includes('city') && part('city', { autoComplete: 'address-level1' })}
        {parts.includes('town') && part('town', { autoComplete: 'address-level2' })}
        {parts.includes('postcode') && part('postcode', { autoComplete: 'postal-code' })}
      </SimpleGrid>
      <FieldFoot description={p.description} error={p.error} />
    </Fieldset>
  )
}

/** name: first and last name, and initials when props.show_initials. */
export function NameInput(p: FieldInputProps) {
  const { t } = useTranslation('formRenderer', { lng: p.locale })
  const value = asObject(p.value)
  const set = (part: string, text: string) =>
    p.onChange({ first_name: '', last_name: '', ...value, [part]: text })
  const box = (name: 'first_name' | 'last_name' | 'initials', autoComplete?: string) => (
    <TextInput
      label={t(`name.${name}`)}
      withAsterisk={p.required && name !== 'initials'}
      readOnly={p.readOnly}
      maxLength={100}
      autoComplete={autoComplete}
      value={asString(value[name])}
      onChange={(event) => set(name, event.currentTarget.value)}
    />
  )
  return (
    <Fieldset
      legend={<GroupLegend label={p.label} required={p.required} />}
      variant="unstyled"
      aria-label={p.title}
    >
      <SimpleGrid cols={{ base: 1, xs: p.props.show_initials ? 3 : 2 }} spacing="sm">
        {box('first_name', 'given-name')}
        {box('last_name', 'family-name')}
        {p.props.show_initials === true && box('initials')}
      </SimpleGrid>
      <FieldFoot description={p.description} error={p.error} />
    </Fieldset>
  )
}
