import { describe, expect, it } from 'vitest'
import {
  feeDefaults,
  type LeadFormValues,
  leadFormDefaults,
  leadFormResolver,
  responsibleGeneratesRef,
  toLeadInput,
} from './lead-form-values'

const company = {
  fin_fee_type: 'PERCENTAGE' as const,
  fin_fee_amount: '0.1',
  fin_expected_profit_ratio: '0.2',
  currency: 'TRY',
}

function values(overrides: Partial<LeadFormValues> = {}): LeadFormValues {
  return {
    ...leadFormDefaults(null, { meId: 1 }),
    name: 'Kongre',
    dates: ['2026-05-01', '2026-05-03'],
    city: 'İstanbul',
    type: 3,
    client: 12,
    contact: 5,
    lead_close_date: '2026-02-01',
    lead_value: '1000',
    ...overrides,
  }
}

async function errorsOf(form: LeadFormValues, rules = { isNew: true, responsibleGeneratesRef: true }) {
  const resolver = leadFormResolver('tr', () => rules)
  const result = await resolver(form, undefined, { fields: {}, shouldUseNativeValidation: false })
  return result.errors as Record<string, { message?: string } & Record<string, { message?: string }>>
}

describe('lead form rules', () => {
  it('accepts a complete lead of an existing client', async () => {
    expect(await errorsOf(values())).toEqual({})
  })

  it('requires the fields of the spec on a new lead', async () => {
    const errors = await errorsOf(
      values({
        name: '',
        dates: [null, null],
        city: null,
        type: null,
        client: null,
        contact: null,
        lead_value: null,
        lead_close_date: null,
      }),
    )
    for (const field of ['name', 'dates', 'city', 'type', 'client', 'lead_value', 'lead_close_date'])
      expect(errors[field]?.message, field).toBe('Bu alan zorunludur')
  })

  it('does not require close date and value on an edit', async () => {
    const errors = await errorsOf(values({ lead_value: null, lead_close_date: null }), {
      isNew: false,
      responsibleGeneratesRef: true,
    })
    expect(errors).toEqual({})
  })

  it('asks for the new contact instead of a contact when the client is new', async () => {
    const errors = await errorsOf(values({ client: 'Yeni Müşteri A.Ş.', contact: null }))
    expect(errors.contact).toBeUndefined()
    expect(errors.new_contact?.name?.message).toBe('Bu alan zorunludur')
    expect(errors.new_contact?.email?.message).toBeDefined()
    expect(errors.new_contact?.position_id?.message).toBe('Bu alan zorunludur')

    const bad = await errorsOf(
      values({
        client: 'Yeni Müşteri A.Ş.',
        contact: null,
        new_contact: { name: 'Ali', email: 'ali@', position_id: 2 },
      }),
    )
    expect(bad.new_contact?.email?.message).toBe('Geçerli bir e-posta adresi girmelisin')
    const good = await errorsOf(
      values({
        client: 'Yeni Müşteri',
        contact: null,
        new_contact: { name: 'Ali', email: 'ali@x.com', position_id: 2 },
      }),
    )
    expect(good).toEqual({})
  })

  it('requires the contact of an existing client', async () => {
    expect((await errorsOf(values({ contact: null }))).contact?.message).toBe('Bu alan zorunludur')
  })

  it("requires the project code when the responsible's division does not make one", async () => {
    const errors = await errorsOf(values(), { isNew: true, responsibleGeneratesRef: false })
    expect(errors.project_ref?.message).toBe('Bu alan zorunludur')
    expect(
      await errorsOf(values({ project_ref: 'ABC-2026-1' }), { isNew: true, responsibleGeneratesRef: false }),
    ).toEqual({})
  })

  it('needs a currency for a fixed fee', async () => {
    const errors = await errorsOf(
      values({ fin_fee_type: 'FIXED', fin_fee_fixed_amount: '500', fin_fee_currency: null }),
    )
    expect(errors.fin_fee_currency?.message).toBe('Sabit hizmet bedeli için para birimi seçmelisin')
  })
})

describe('lead form values', () => {
  it('sends attendee_count as expected_attendee_count and a new client with its contact', () => {
    const input = toLeadInput(
      values({
        client: ' Yeni Müşteri ',
        contact: 5,
        attendee_count: 300,
        new_contact: { name: 'Ali', email: 'ali@x.com', position_id: 2 },
        project_ref: 'X-1',
      }),
      { isNew: true, responsibleGeneratesRef: true },
    )
    expect(input).toMatchObject({
      client: 'Yeni Müşteri',
      contact: null,
      new_contact: { name: 'Ali', email: 'ali@x.com', position_id: 2 },
      expected_attendee_count: 300,
      project_ref: null,
      status: 'LEAD-0',
      dates: ['2026-05-01', '2026-05-03'],
    })
    expect(input).not.toHaveProperty('attendee_count')
  })

  it('prefills fees from the client, else from the company', () => {
    expect(feeDefaults(null, company)).toEqual({
      fin_fee_type: 'PERCENTAGE',
      fin_fee_percentage: '0.1',
      fin_fee_fixed_amount: null,
      fin_fee_currency: null,
      profit_target: '0.2',
    })
    expect(
      feeDefaults(
        {
          id: 1,
          name: 'A',
          fin_fee_type: 'FIXED',
          fin_fee_rate: '2500',
          fin_fee_currency: 'EUR',
          profit_target: '0.15',
        },
        company,
      ),
    ).toEqual({
      fin_fee_type: 'FIXED',
      fin_fee_percentage: null,
      fin_fee_fixed_amount: '2500',
      fin_fee_currency: 'EUR',
      profit_target: '0.15',
    })
  })

  it("tells from the responsible's division whether the project code is generated", () => {
    const users = [
      { id: 1, division_id: 10 },
      { id: 2, division_id: 20 },
      { id: 3, division_id: null },
    ]
    const divisions = [
      { id: 10, auto_project_ref: 1 as const, project_ref_prefix: 'KNG' },
      { id: 20, auto_project_ref: 0 as const, project_ref_prefix: null },
    ]
    expect(responsibleGeneratesRef(1, users, divisions)).toBe(true)
    expect(responsibleGeneratesRef(2, users, divisions)).toBe(false)
    expect(responsibleGeneratesRef(3, users, divisions)).toBe(false)
    expect(responsibleGeneratesRef(null, users, divisions)).toBe(false)
  })
})
