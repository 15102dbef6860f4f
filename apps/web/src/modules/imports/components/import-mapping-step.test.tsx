import { MantineProvider } from '@mantine/core'
import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { cssVariablesResolver, theme } from '../../../shared/theme'
import { initialMappings, missingRequired } from '../imports.api'
import { ImportMappingStep } from './import-mapping-step'

const parsed = {
  headers: ['Ad Soyad', 'Firma', 'E-posta', ''],
  rows: [['Ad Soyad', 'Firma', 'E-posta', '']],
  total: 0,
  suggested_mappings: { name: 0, company: 1, email: 2, industry: 1, phone: 9 },
}

describe('import column mapping', () => {
  it('starts from the suggestions that fit the entity and the sheet', () => {
    expect(initialMappings('contacts', parsed)).toEqual({ name: 0, company: 1, email: 2 })
  })

  it('names the required fields still unmapped', () => {
    expect(missingRequired('contacts', { name: 0, company: 1, email: 2 })).toEqual(['position'])
    expect(missingRequired('clients', {})).toEqual(['name'])
    expect(missingRequired('clients', { name: 3 })).toEqual([])
  })

  it('offers the header row as the columns and reports a choice', () => {
    const onChange = vi.fn()
    render(
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
        <ImportMappingStep
          entity="contacts"
          headers={parsed.headers}
          mappings={{ name: 0 }}
          onChange={onChange}
        />
      </MantineProvider>,
    )
    expect((screen.getByLabelText(/^Ad/, { selector: 'input' }) as HTMLInputElement).value).toBe('Ad Soyad')
    fireEvent.click(screen.getByLabelText(/^Pozisyon/, { selector: 'input' }))
    expect(screen.getByRole('option', { name: '4. sütun' })).toBeTruthy()
    fireEvent.click(screen.getByRole('option', { name: 'Firma' }))
    expect(onChange).toHaveBeenCalledWith({ name: 0, position: 1 })
  })
})
