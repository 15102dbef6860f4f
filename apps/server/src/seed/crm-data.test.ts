import { CALL_DESCRIPTION_MAX } from '@ajanda/contracts/activities.contract'
import { clientInputSchema } from '@ajanda/contracts/clients.contract'
import { emailField } from '@ajanda/contracts/common/fields'
import { supplierInputSchema } from '@ajanda/contracts/suppliers.contract'
import { describe, expect, it } from 'vitest'
import { checkPhone } from '../platform/phone-numbers'
import type { CompanySpec } from './company-spec'
import { DEMO_COMPANY } from './demo-company'
import { OTHER_COMPANY } from './other-company'

describe.each([
  ['demo', DEMO_COMPANY],
  ['other', OTHER_COMPANY],
] as [string, CompanySpec][])('%s company address book', (_, spec) => {
  const crm = spec.crm ?? { clients: [], suppliers: [] }
  const people = new Set(spec.users.map((u) => u.email))
  const organisations = [...crm.clients, ...crm.suppliers]

  it('passes the API’s own checks', () => {
    for (const client of crm.clients) {
      const { industry: _, by: __, contacts: ___, notes: ____, calls: _____, fee, ...fields } = client
      const body = {
        ...fields,
        fin_fee_type: fee?.type,
        fin_fee_rate: fee?.rate,
        fin_fee_currency: fee?.currency ?? 'TRY',
      }
      for (const key of ['days_ago', 'confirmed_days_ago'] as const)
        delete (body as Record<string, unknown>)[key]
      expect(clientInputSchema.safeParse(body).error?.issues, client.name).toBeUndefined()
      expect(spec.definitions.clientIndustries, client.name).toContain(client.industry)
    }
    for (const supplier of crm.suppliers) {
      const { name, email, website, tax_number, city } = supplier
      expect(supplierInputSchema.safeParse({ name, email, website, tax_number, city }).success, name).toBe(
        true,
      )
      for (const category of supplier.categories)
        expect(spec.definitions.supplierCategories).toContain(category)
    }
    for (const organisation of organisations) {
      expect(people.has(organisation.by), organisation.by).toBe(true)
      if (organisation.phone) expect(checkPhone(organisation.phone, 'any').ok, organisation.phone).toBe(true)
      for (const contact of organisation.contacts ?? []) {
        expect(emailField().safeParse(contact.email).success, contact.email).toBe(true)
        expect(spec.definitions.contactPositions, contact.name).toContain(contact.position)
        if (contact.mobile) expect(checkPhone(contact.mobile, 'mobile').ok, contact.mobile).toBe(true)
      }
      for (const call of organisation.calls ?? []) {
        expect(call.description.length).toBeLessThanOrEqual(CALL_DESCRIPTION_MAX)
        if (call.contact) expect(organisation.contacts?.map((c) => c.name)).toContain(call.contact)
      }
      for (const note of [...(organisation.notes ?? []), ...(organisation.calls ?? [])])
        expect(people.has(note.by), note.by).toBe(true)
    }
  })
})

describe('demo address book', () => {
  const crm = DEMO_COMPANY.crm ?? { clients: [], suppliers: [] }
  it('has about 30 clients, 20 suppliers and 80 contacts, some EXISTING, with near duplicates', () => {
    expect(crm.clients.length).toBeGreaterThanOrEqual(30)
    expect(crm.suppliers.length).toBeGreaterThanOrEqual(20)
    const contacts = [...crm.clients, ...crm.suppliers].flatMap((o) => o.contacts ?? [])
    expect(contacts.length).toBeGreaterThanOrEqual(75)
    expect(crm.clients.filter((c) => c.confirmed_days_ago !== undefined).length).toBeGreaterThanOrEqual(10)
    const taxNumbers = crm.clients.map((c) => c.tax_number).filter(Boolean)
    expect(new Set(taxNumbers).size).toBeLessThan(taxNumbers.length)
  })
})
