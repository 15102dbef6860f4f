import { describeFieldType, FIELD_TYPES, type FieldType } from '@ajanda/contracts/forms/field-types'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { FormRenderer } from './form-renderer'
import {
  detailField,
  detailForm,
  detailOption,
  detailSection,
  everyTypeForm,
  sectionRule,
} from './renderer-fixtures'
import { renderStateful, stubBrowser, withMantine } from './renderer-test-utils'

beforeAll(stubBrowser)

const fieldBox = (id: number) => document.querySelector(`[data-field-id="${id}"]`) as HTMLElement

type Check = (box: HTMLElement, title: string) => void
const byRole =
  (role: string): Check =>
  (box, title) =>
    expect(within(box).getByRole(role, { name: title })).toBeTruthy()
const byLabel: Check = (box, title) => expect(within(box).getByLabelText(title)).toBeTruthy()

/** How each type shows itself to a screen reader (role and accessible name). */
const EXPECTED: Record<FieldType, Check> = {
  heading: byRole('heading'),
  paragraph: (box) => expect(within(box).getByText('Paragraf metni')).toBeTruthy(),
  banner: byRole('img'),
  image: byRole('img'),
  divider: (box) => expect(within(box).getByRole('separator')).toBeTruthy(),
  html: (box) => {
    expect(within(box).getByText('metin').tagName).toBe('B')
    expect(box.querySelector('script')).toBeNull()
    expect(box.querySelector('a')).toBeNull()
  },
  video: (box, title) =>
    expect(box.querySelector(`iframe[title="${title}"]`)?.getAttribute('src')).toContain(
      'youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ),
  pdf_viewer: (box) =>
    expect(within(box).getByRole('link', { name: 'PDF dosyasını yeni sekmede aç' })).toBeTruthy(),
  dropdown: byRole('combobox'),
  tr_cities: byRole('combobox'),
  multiselect: byRole('combobox'),
  radio: byRole('radiogroup'),
  picture_choice: byRole('radiogroup'),
  multiple_choice: byRole('radiogroup'),
  opinion_scale: byRole('radiogroup'),
  flight: byRole('radiogroup'),
  attendance: byRole('radiogroup'),
  switch: byRole('switch'),
  checkbox: (box) => expect(within(box).getByRole('checkbox', { name: 'checkbox A' })).toBeTruthy(),
  checkboxes: byRole('group'),
  choice_matrix: byRole('group'),
  ranking: byRole('group'),
  address: byRole('group'),
  name: byRole('group'),
  signature: byRole('group'),
  voice_recording: byRole('group'),
  captcha: byRole('group'),
  location_coordinates: byRole('group'),
  contract: byRole('group'),
  room_mates: byRole('group'),
  star_rating: byRole('group'),
  slider: byRole('slider'),
  date_picker: byRole('button'),
  date_time_picker: byRole('button'),
  date_range: byRole('button'),
  file_uploader: byRole('button'),
  time_picker: byLabel,
  password: byLabel,
  tckimlik: byRole('textbox'),
  short_answer: byRole('textbox'),
  long_answer: byRole('textbox'),
  email_input: byRole('textbox'),
  phone_number: byRole('textbox'),
  number: byRole('textbox'),
  currency: byRole('textbox'),
  url_input: byRole('textbox'),
  color_picker: byRole('textbox'),
}

describe('FormRenderer: every field type', () => {
  it('renders one field of each of the 47 types with its role and label, in Turkish and English', () => {
    const form = everyTypeForm()
    const { unmount } = render(
      withMantine(<FormRenderer form={form} locale="tr" answers={{}} onChange={() => {}} />),
    )
    FIELD_TYPES.forEach((type, index) => {
      const box = fieldBox(index + 1)
      expect(box, type).toBeTruthy()
      expect(box.getAttribute('data-field-type')).toBe(type)
      EXPECTED[type](box, `Alan ${type}`)
    })
    unmount()
    render(withMantine(<FormRenderer form={form} locale="en" answers={{}} onChange={() => {}} />))
    expect(screen.getByRole('textbox', { name: 'Field short_answer' })).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Section 1' })).toBeTruthy()
    expect(screen.getByRole('button', { name: "I'm not a robot" })).toBeTruthy()
  })

  it('marks required fields, shows help text and placeholder, and a read-only field its fixed default', () => {
    const form = detailForm([
      detailSection(1, [
        detailField(1, 'short_answer', {
          title: { tr: 'Ad' },
          is_required: true,
          helptext: { tr: 'Kimliğindeki gibi' },
          placeholder: { tr: 'Ayşe' },
        }),
        detailField(2, 'short_answer', {
          title: { tr: 'Kurum' },
          is_readonly: true,
          default_value_type: 'FIXED',
          default_value: 'Ajanda',
        }),
        detailField(3, 'contract', { title: { tr: 'Koşullar' } }),
      ]),
    ])
    render(withMantine(<FormRenderer form={form} locale="en" answers={{}} onChange={() => {}} />))
    const name = screen.getByRole('textbox', { name: 'Ad' }) as HTMLInputElement
    expect(
      name.required ||
        name.getAttribute('aria-required') === 'true' ||
        !!fieldBox(1).textContent?.includes('*'),
    ).toBe(true)
    expect(name.placeholder).toBe('Ayşe')
    expect(screen.getByText('Kimliğindeki gibi')).toBeTruthy()
    const company = screen.getByRole('textbox', { name: 'Kurum' }) as HTMLInputElement
    expect(company.readOnly).toBe(true)
    expect(company.value).toBe('Ajanda')
    // A contract must be accepted whatever is_required says: it carries the asterisk.
    expect(fieldBox(3).textContent).toContain('*')
  })
})

/** A form whose second section is shown only while option 11 ("Evet") of field 1 is ticked. */
function ruledForm() {
  return detailForm([
    detailSection(1, [
      detailField(1, 'checkboxes', {
        title: { tr: 'Konaklama istiyor musunuz?' },
        options: [detailOption(11, 'Evet'), detailOption(12, 'Belki')],
      }),
    ]),
    detailSection(2, [detailField(2, 'short_answer', { title: { tr: 'Oda tercihi' } })], {
      title: { tr: 'Konaklama' },
      rules: [sectionRule(1, 2, 'FIELD-1', '11')],
    }),
    detailSection(3, [
      detailField(3, 'short_answer', {
        title: { tr: 'Not' },
        deps: [
          { id: 2, type: 'FORMFIELD', source: 3, target: 'FIELD-1', operator: 'EMPTY', target_value: null },
        ],
      }),
    ]),
  ])
}

describe('FormRenderer: rules', () => {
  it('shows a ruled section when its choice is answered and hides it again when unanswered', async () => {
    const user = userEvent.setup()
    renderStateful(ruledForm())
    expect(screen.queryByRole('heading', { name: 'Konaklama' })).toBeNull()
    expect(screen.queryByRole('textbox', { name: 'Oda tercihi' })).toBeNull()
    expect(screen.getByRole('textbox', { name: 'Not' })).toBeTruthy()

    await user.click(screen.getByRole('checkbox', { name: 'Evet' }))
    expect(screen.getByRole('heading', { name: 'Konaklama' })).toBeTruthy()
    expect(screen.getByRole('textbox', { name: 'Oda tercihi' })).toBeTruthy()
    // The field rule (shown while the choice is EMPTY) hides "Not" at the same time.
    expect(screen.queryByRole('textbox', { name: 'Not' })).toBeNull()

    await user.click(screen.getByRole('checkbox', { name: 'Evet' }))
    expect(screen.queryByRole('heading', { name: 'Konaklama' })).toBeNull()
    expect(screen.getByRole('textbox', { name: 'Not' })).toBeTruthy()
  })

  it('tests DB-{column} rules against the attendee', () => {
    const form = detailForm([
      detailSection(1, [detailField(1, 'short_answer', { title: { tr: 'Ad' } })]),
      detailSection(2, [detailField(2, 'short_answer', { title: { tr: 'VIP notu' } })], {
        title: { tr: 'VIP' },
        rules: [sectionRule(1, 2, 'DB-list', 'VIP')],
      }),
    ])
    const { unmount } = renderStateful(form, { attendee: { list: 'vip' } })
    expect(screen.getByRole('heading', { name: 'VIP' })).toBeTruthy()
    unmount()
    renderStateful(form, { attendee: null })
    expect(screen.queryByRole('heading', { name: 'VIP' })).toBeNull()
  })
})

/** Renders one field, answers through `act`, and checks the last answer is `expected` and the engine's shape. */
async function answerOf(
  field: ReturnType<typeof detailField>,
  act: (user: ReturnType<typeof userEvent.setup>) => Promise<void>,
) {
  const user = userEvent.setup()
  const onChange = vi.fn()
  renderStateful(detailForm([detailSection(1, [field])]), { onChange })
  await act(user)
  await waitFor(() => expect(onChange).toHaveBeenCalled())
  const [fieldId, value] = onChange.mock.calls.at(-1) as [number, unknown]
  expect(fieldId).toBe(field.id)
  const type = field.type as FieldType
  const parsed = describeFieldType(type).answer.safeParse(value)
  expect(parsed.success, `${type}: ${JSON.stringify(value)}`).toBe(true)
  return value
}

describe("FormRenderer: each input gives the engine's answer shape", () => {
  it('dropdown: the option id as a number', async () => {
    const value = await answerOf(
      detailField(1, 'dropdown', {
        title: { tr: 'Oda' },
        options: [detailOption(21, 'Tek'), detailOption(22, 'Çift')],
      }),
      async (user) => {
        await user.click(screen.getByRole('combobox', { name: 'Oda' }))
        await user.click(await screen.findByRole('option', { name: 'Çift' }))
      },
    )
    expect(value).toBe(22)
  })

  it('an optional dropdown with a value has a named clear button that clears it, in the form language', async () => {
    const field = detailField(1, 'dropdown', {
      title: { tr: 'Oda', en: 'Room' },
      options: [detailOption(21, 'Tek'), detailOption(22, 'Çift')],
    })
    const user = userEvent.setup()
    const onChange = vi.fn()
    const { unmount } = renderStateful(detailForm([detailSection(1, [field])]), {
      onChange,
      answers: { 1: 22 },
    })
    // Mantine hides the Select's clear button from the accessibility tree (Backspace clears); it is named
    // anyway, as the date inputs' visible one must be.
    await user.click(screen.getByLabelText('Seçimi temizle'))
    expect(onChange).toHaveBeenLastCalledWith(1, null)
    unmount()
    renderStateful(detailForm([detailSection(1, [field])]), { answers: { 1: 22 }, locale: 'en' })
    expect(screen.getByLabelText('Clear selection').tagName).toBe('BUTTON')
  })

  it('checkboxes: the ticked option ids', async () => {
    const value = await answerOf(
      detailField(1, 'checkboxes', {
        title: { tr: 'İlgi alanları' },
        options: [detailOption(31, 'Tarih'), detailOption(32, 'Sanat'), detailOption(33, 'Spor')],
      }),
      async (user) => {
        await user.click(screen.getByRole('checkbox', { name: 'Tarih' }))
        await user.click(screen.getByRole('checkbox', { name: 'Spor' }))
      },
    )
    expect(value).toEqual([31, 33])
  })

  it('date_picker: "YYYY-MM-DD"', async () => {
    const value = await answerOf(
      detailField(1, 'date_picker', {
        title: { tr: 'Varış' },
        props: { min_date: '2027-03-01', max_date: '2027-03-31' },
      }),
      async (user) => {
        await user.click(screen.getByRole('button', { name: 'Varış' }))
        const day = await screen.findAllByRole('button', { name: /^15 Mart 2027$/ })
        await user.click(day[0] as HTMLElement)
      },
    )
    expect(value).toBe('2027-03-15')
  })

  it('number: a number', async () => {
    const value = await answerOf(
      detailField(1, 'number', { title: { tr: 'Kişi sayısı' }, props: { min: 0, max: 100 } }),
      async (user) => {
        await user.type(screen.getByRole('textbox', { name: 'Kişi sayısı' }), '42')
      },
    )
    expect(value).toBe(42)
  })

  it('choice_matrix: {row: column}', async () => {
    const value = await answerOf(
      detailField(1, 'choice_matrix', {
        title: { tr: 'Değerlendirme' },
        props: { rows: '["Yemek","Ulaşım"]', columns: ['İyi', 'Kötü'] },
      }),
      async (user) => {
        await user.click(
          within(screen.getByRole('radiogroup', { name: 'Yemek' })).getByRole('radio', { name: 'İyi' }),
        )
        await user.click(
          within(screen.getByRole('radiogroup', { name: 'Ulaşım' })).getByRole('radio', { name: 'Kötü' }),
        )
      },
    )
    expect(value).toEqual({ Yemek: 'İyi', Ulaşım: 'Kötü' })
  })

  it('address: {line, city, …} from the parts in props.fields', async () => {
    const value = await answerOf(
      detailField(1, 'address', { title: { tr: 'Adres' }, props: { fields: ['city', 'postcode'] } }),
      async (user) => {
        const group = screen.getByRole('group', { name: 'Adres' })
        expect(within(group).queryByRole('textbox', { name: 'Ülke' })).toBeNull()
        await user.type(within(group).getByRole('textbox', { name: 'Adres' }), 'Bağdat Cd. 5')
        await user.type(within(group).getByRole('textbox', { name: 'İl' }), 'İstanbul')
      },
    )
    expect(value).toEqual({ line: 'Bağdat Cd. 5', city: 'İstanbul' })
  })

  it('attendance: 1 attending, 0 not', async () => {
    const field = detailField(1, 'attendance', {
      title: { tr: 'Katılım' },
      props: { attending_text: { tr: 'Geliyorum' } },
    })
    const onChange = vi.fn()
    const user = userEvent.setup()
    renderStateful(detailForm([detailSection(1, [field])]), { onChange })
    await user.click(screen.getByRole('radio', { name: 'Geliyorum' }))
    expect(onChange).toHaveBeenLastCalledWith(1, 1)
    await user.click(screen.getByRole('radio', { name: 'Katılmayacağım' }))
    expect(onChange).toHaveBeenLastCalledWith(1, 0)
  })

  it('currency: an amount typed with the Turkish decimal comma', async () => {
    const value = await answerOf(
      detailField(1, 'currency', { title: { tr: 'Bütçe' }, props: { currency: 'EUR' } }),
      async (user) => {
        await user.type(screen.getByRole('textbox', { name: 'Bütçe' }), '1250,5')
      },
    )
    expect(value).toBe(1250.5)
  })

  it('star_rating: the number of stars', async () => {
    const value = await answerOf(
      detailField(1, 'star_rating', { title: { tr: 'Puan' }, props: { no_of_stars: 5 } }),
      async (user) => {
        // Keyboard: a star takes Enter (a pointer clicks its label, which jsdom cannot place).
        screen.getByRole('radio', { name: '4 yıldız' }).focus()
        await user.keyboard('{Enter}')
      },
    )
    expect(value).toBe(4)
  })

  it('checkbox, switch, multiselect, ranking, name and captcha answer in their shapes too', async () => {
    const onChange = vi.fn()
    const user = userEvent.setup()
    const form = detailForm([
      detailSection(1, [
        detailField(1, 'checkbox', { options: [detailOption(41, 'KVKK metnini okudum')] }),
        detailField(2, 'switch', { title: { tr: 'Bülten' } }),
        detailField(3, 'ranking', {
          title: { tr: 'Sırala' },
          options: [detailOption(51, 'Birinci'), detailOption(52, 'İkinci')],
        }),
        detailField(4, 'name', { title: { tr: 'Ad soyad' } }),
        detailField(5, 'captcha', { title: { tr: 'Doğrulama' }, props: { difficulty: 4 } }),
      ]),
    ])
    renderStateful(form, { onChange })
    const last = (id: number) => onChange.mock.calls.filter(([fieldId]) => fieldId === id).at(-1)?.[1]

    await user.click(screen.getByRole('checkbox', { name: 'KVKK metnini okudum' }))
    expect(last(1)).toEqual([41])
    await user.click(screen.getByRole('switch', { name: 'Bülten' }))
    expect(last(2)).toBe(true)
    await user.click(screen.getByRole('button', { name: 'Yukarı taşı: İkinci' }))
    expect(last(3)).toEqual([52, 51])
    const name = screen.getByRole('group', { name: 'Ad soyad' })
    await user.type(within(name).getByRole('textbox', { name: 'Ad' }), 'Ayşe')
    await user.type(within(name).getByRole('textbox', { name: 'Soyad' }), 'Yılmaz')
    expect(last(4)).toEqual({ first_name: 'Ayşe', last_name: 'Yılmaz' })
    await user.click(screen.getByRole('button', { name: 'Ben robot değilim' }))
    await screen.findByText('Doğrulandı')
    const proof = last(5) as { challenge: string; nonce: string }
    expect(proof.challenge).toMatch(/^[0-9a-f]{32}$/)
    expect(proof.nonce).toMatch(/^\d+$/)

    for (const [id, type] of [
      [1, 'checkbox'],
      [2, 'switch'],
      [3, 'ranking'],
      [4, 'name'],
      [5, 'captcha'],
    ] as const)
      expect(describeFieldType(type).answer.safeParse(last(id)).success, type).toBe(true)
  })

  it('file_uploader: {url, name, size, mime} with a local object URL in the preview', async () => {
    const createObjectURL = vi.fn(() => 'blob:preview/1')
    URL.createObjectURL = createObjectURL
    const value = await answerOf(
      detailField(1, 'file_uploader', { title: { tr: 'Pasaport' }, file_type: 'image' }),
      async (user) => {
        const input = fieldBox(1).querySelector('input[type="file"]') as HTMLInputElement
        await user.upload(input, new File(['png-bytes'], 'pasaport.png', { type: 'image/png' }))
      },
    )
    expect(value).toEqual({ url: 'blob:preview/1', name: 'pasaport.png', size: 9, mime: 'image/png' })
  })
})

describe('FormRenderer: errors', () => {
  it("shows the first message of a field's errors under it, and none under the others", () => {
    const form = detailForm([
      detailSection(1, [
        detailField(1, 'short_answer', { title: { tr: 'Ad' } }),
        detailField(2, 'choice_matrix', { title: { tr: 'Tablo' }, props: { rows: ['A'], columns: ['B'] } }),
        detailField(3, 'email_input', { title: { tr: 'E-posta' } }),
      ]),
    ])
    render(
      withMantine(
        <FormRenderer
          form={form}
          locale="tr"
          answers={{}}
          onChange={() => {}}
          errors={{ '1': ['Bu alan zorunludur.', 'İkinci mesaj'], '2': ['Her satırı yanıtla.'] }}
        />,
      ),
    )
    expect(within(fieldBox(1)).getByText('Bu alan zorunludur.')).toBeTruthy()
    expect(screen.queryByText('İkinci mesaj')).toBeNull()
    expect(within(fieldBox(2)).getByText('Her satırı yanıtla.')).toBeTruthy()
    expect(
      (screen.getByRole('textbox', { name: 'Ad' }) as HTMLInputElement).getAttribute('aria-invalid'),
    ).toBe('true')
    expect(screen.getByRole('textbox', { name: 'E-posta' }).getAttribute('aria-invalid')).not.toBe('true')
  })
})
