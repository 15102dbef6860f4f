import { MantineProvider } from '@mantine/core'
import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { cssVariablesResolver, theme } from '../../../shared/theme'
import {
  AttendeeImportMapping,
  importTargets,
  initialAttendeeMappings,
  missingAttendeeFields,
} from './attendee-import-mapping'

const LABELS: Record<string, string> = {
  first_name: 'Ad',
  last_name: 'Soyad',
  email: 'E-posta',
  phone: 'Telefon',
  company: 'Kurum',
}
const targets = importTargets((field) => LABELS[field] ?? field, [{ key: 'custom.diyet', label: 'Diyet' }])

describe('attendee import column mapping', () => {
  it('offers the attendee fields, then the custom columns, the names required', () => {
    expect(targets.slice(0, 2)).toEqual([
      { field: 'first_name', label: 'Ad', required: true },
      { field: 'last_name', label: 'Soyad', required: true },
    ])
    expect(targets.at(-1)).toEqual({ field: 'custom.diyet', label: 'Diyet', required: false })
  })

  it('starts from the server’s suggestions and matches the rest by label, Turkish letters folded', () => {
    const headers = ['First name', 'SOYAD', 'E-posta', 'Diyet', 'Kurum']
    expect(
      initialAttendeeMappings(headers, targets, {
        first_name: 'First name',
        phone: 'Telefon',
        shoe: 'Kurum',
      }),
    ).toEqual({
      first_name: 'First name',
      last_name: 'SOYAD',
      email: 'E-posta',
      company: 'Kurum',
      'custom.diyet': 'Diyet',
    })
  })

  it('names the required fields still unmapped', () => {
    expect(missingAttendeeFields(targets, {})).toEqual(['first_name', 'last_name'])
    expect(missingAttendeeFields(targets, { first_name: 'Ad', last_name: 'Soyad' })).toEqual([])
  })

  it('offers the sheet’s headers as the columns and reports a choice', () => {
    const onChange = vi.fn()
    render(
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
        <AttendeeImportMapping
          headers={['Adı', 'Soyadı', 'Eposta', '']}
          targets={targets}
          mappings={{ first_name: 'Adı' }}
          onChange={onChange}
        />
      </MantineProvider>,
    )
    expect((screen.getByLabelText(/^Ad/, { selector: 'input' }) as HTMLInputElement).value).toBe('Adı')
    fireEvent.click(screen.getByLabelText(/^Soyad/, { selector: 'input' }))
    fireEvent.click(screen.getByRole('option', { name: 'Soyadı' }))
    expect(onChange).toHaveBeenCalledWith({ first_name: 'Adı', last_name: 'Soyadı' })
  })
})
