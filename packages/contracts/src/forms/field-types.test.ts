import { describe, expect, it } from 'vitest'
import {
  FIELD_TYPE_DESCRIPTIONS,
  FIELD_TYPES,
  type FieldType,
  isValidTcKimlik,
  RULE_TARGET_TYPES,
  resolveFieldType,
} from './field-types'
import { buildForm, fieldInput, options, sectionInput } from './form-fixtures'
import { validateAnswers } from './validate-answers'

const MB = 1024 * 1024

interface Case {
  extra?: Record<string, unknown>
  /** [answer, stored value] pairs that pass. */
  valid: [unknown, unknown][]
  /** [answer, Turkish message] pairs that fail. */
  invalid: [unknown, string][]
}

const opts = { options: options(11, 12, 13) }
const display: Case = { valid: [], invalid: [] }

/** Worked out by hand: for each type, what passes (and how it is stored) and what fails with which text. */
const CASES: Record<FieldType, Case> = {
  heading: display,
  paragraph: display,
  banner: display,
  image: display,
  video: display,
  pdf_viewer: display,
  divider: display,
  html: display,
  dropdown: {
    extra: opts,
    valid: [
      [12, 12],
      ['13', 13],
    ],
    invalid: [
      [14, 'Geçersiz seçim'],
      ['x', 'Geçersiz seçim'],
    ],
  },
  radio: { extra: opts, valid: [[11, 11]], invalid: [[99, 'Geçersiz seçim']] },
  multiple_choice: { extra: opts, valid: [[11, 11]], invalid: [[0, 'Geçersiz değer']] },
  picture_choice: { extra: opts, valid: [[13, 13]], invalid: [[7, 'Geçersiz seçim']] },
  tr_cities: {
    valid: [
      ['istanbul', 'İstanbul'],
      ['KIRKLARELİ', 'Kırklareli'],
    ],
    invalid: [['Londra', 'Listeden bir il seçmelisin']],
  },
  multiselect: {
    extra: { ...opts, props: { max_choices: 2 } },
    valid: [
      [
        [11, '12'],
        [11, 12],
      ],
    ],
    invalid: [
      [[11, 12, 13], 'En fazla 2 seçim yapabilirsin'],
      [[11, 11], 'Bu değer birden fazla kez girilmiş'],
      [[11, 99], 'Geçersiz seçim'],
    ],
  },
  checkboxes: {
    extra: { ...opts, props: { min_choices: 2 } },
    valid: [
      [
        [11, 13],
        [11, 13],
      ],
    ],
    invalid: [[[11], 'En az 2 seçim yapmalısın']],
  },
  checkbox: { extra: { options: options(21) }, valid: [[21, [21]]], invalid: [[[22], 'Geçersiz seçim']] },
  switch: {
    valid: [
      [true, true],
      ['1', true],
    ],
    invalid: [['maybe', 'Geçersiz seçim']],
  },
  choice_matrix: {
    extra: { props: { rows: '["Kahvaltı","Öğle", "", "Öğle"]', columns: ['İyi', 'Kötü'] } },
    valid: [
      [
        { Kahvaltı: 'İyi', Öğle: 'Kötü' },
        { Kahvaltı: 'İyi', Öğle: 'Kötü' },
      ],
    ],
    invalid: [[{ Akşam: 'İyi' }, 'Geçersiz seçim']],
  },
  date_picker: {
    extra: { props: { min_date: '2026-01-01', max_date: '2026-12-31' } },
    valid: [['2026-02-28', '2026-02-28']],
    invalid: [
      ['2026-02-30', 'Geçerli bir tarih girmelisin'],
      ['2025-12-31', 'Tarih en erken 2026-01-01 olabilir'],
      ['2027-01-01', 'Tarih en geç 2026-12-31 olabilir'],
    ],
  },
  date_time_picker: {
    extra: { props: { min: '2026-05-01 09:00' } },
    valid: [['2026-05-01T10:30', '2026-05-01 10:30:00']],
    invalid: [
      ['2026-05-01 08:59:59', 'Tarih en erken 2026-05-01 09:00:00 olabilir'],
      ['2026-05-01 25:00', 'Geçerli bir tarih girmelisin'],
    ],
  },
  time_picker: {
    extra: { props: { min_time: '06:00', max_time: '22:00' } },
    valid: [['09:15:00', '09:15']],
    invalid: [
      ['24:00', 'Geçerli bir saat girmelisin (SS:DD)'],
      ['05:45', 'En az 06:00 olmalı'],
    ],
  },
  date_range: {
    extra: { props: { max_days: 7 } },
    valid: [
      [
        ['2026-05-01', '2026-05-08'],
        ['2026-05-01', '2026-05-08'],
      ],
    ],
    invalid: [
      [['2026-05-08', '2026-05-01'], 'Bitiş tarihi başlangıç tarihinden önce olamaz'],
      [['2026-05-01', '2026-05-09'], 'Tarih aralığı en fazla 7 gün olabilir'],
    ],
  },
  ranking: {
    extra: opts,
    valid: [
      [
        [13, 11, 12],
        [13, 11, 12],
      ],
    ],
    invalid: [[[13, 11], 'Tüm seçenekleri sıralamalısın']],
  },
  star_rating: {
    extra: { props: { no_of_stars: 5 } },
    valid: [[5, 5]],
    invalid: [
      [6, 'En fazla 5 olmalı'],
      [0, 'En az 1 olmalı'],
      [2.5, 'Geçersiz değer'],
    ],
  },
  slider: {
    extra: { props: { min: 0, max: 50, step: 5 } },
    valid: [['25', 25]],
    invalid: [
      [55, 'En fazla 50 olmalı'],
      [12, 'Değer 5 adımlarıyla girilmeli'],
    ],
  },
  opinion_scale: { valid: [[10, 10]], invalid: [[0, 'En az 1 olmalı']] },
  tckimlik: {
    valid: [[' 10000000146 ', '10000000146']],
    invalid: [
      ['10000000147', 'Geçerli bir T.C. kimlik numarası girmelisin'],
      ['01000000146', 'Geçerli bir T.C. kimlik numarası girmelisin'],
    ],
  },
  short_answer: {
    extra: { min_length: 3, max_length: 5 },
    valid: [['  abc ', 'abc']],
    invalid: [
      ['ab', 'En az 3 karakterden oluşmalı'],
      ['abcdef', 'En fazla 5 karakterden oluşmalı'],
      ['a\nbc', 'Bu alan tek satır olmalı; satır sonu ya da kontrol karakteri içeremez'],
    ],
  },
  long_answer: {
    extra: { max_length: 10 },
    valid: [['iki\nsatır', 'iki\nsatır']],
    invalid: [['on bir harf', 'En fazla 10 karakterden oluşmalı']],
  },
  email_input: {
    valid: [[' Ayse@Ornek.com.tr ', 'ayse@ornek.com.tr']],
    invalid: [['ayse@', 'Geçerli bir e-posta adresi girmelisin']],
  },
  phone_number: {
    extra: { props: { type: 'mobile' } },
    valid: [['0532 410 12 34', '+90 532 410 12 34']],
    invalid: [['0212 555 12 12', 'Geçerli bir cep telefonu numarası girmelisin']],
  },
  address: {
    extra: { is_required: true, props: { country: 'TR', fields: ['city', 'postcode'] } },
    valid: [
      [
        { line: 'Cadde 1', city: 'Ankara', postcode: '06100' },
        { line: 'Cadde 1', city: 'Ankara', postcode: '06100', country: 'TR' },
      ],
    ],
    invalid: [[{ line: 'Cadde 1', city: 'Ankara' }, 'Bu alan zorunludur']],
  },
  number: {
    extra: { props: { min: -5, max: 5 } },
    valid: [['-2,5', -2.5]],
    invalid: [
      [6, 'En fazla 5 olmalı'],
      ['beş', 'Geçerli bir sayı girmelisin'],
    ],
  },
  currency: {
    extra: { props: { currency: 'eur' } },
    valid: [['1250,5', '1250.50']],
    invalid: [
      [-1, 'En az 0 olmalı'],
      [1.005, 'Geçerli bir sayı girmelisin'],
    ],
  },
  url_input: {
    valid: [['www.ornek.com.tr', 'https://www.ornek.com.tr']],
    invalid: [['javascript:alert(1)', 'Geçerli bir web adresi girmelisin (ör. www.ornek.com.tr)']],
  },
  color_picker: {
    valid: [['#1f4e79', '#1F4E79']],
    invalid: [['red', 'Geçerli bir renk kodu girmelisin (ör. #1F4E79)']],
  },
  password: {
    valid: [['uzun-bir-şifre', 'uzun-bir-şifre']],
    invalid: [['kısa', 'En az 8 karakterden oluşmalı']],
  },
  file_uploader: {
    extra: { file_type: 'file', file_size: 2 },
    valid: [
      [
        { url: 'f/a.pdf', size: MB, mime: 'application/pdf' },
        { url: 'f/a.pdf', size: MB, mime: 'application/pdf' },
      ],
    ],
    invalid: [
      [{ url: 'f/a.pdf', size: 3 * MB, mime: 'application/pdf' }, 'Dosya en fazla 2 MB olabilir'],
      [
        { url: 'f/a.exe', size: 10, mime: 'application/x-msdownload' },
        'Bu dosya türü yüklenemez (PDF, Office belgesi, görsel, metin ya da ZIP yükleyebilirsin)',
      ],
    ],
  },
  signature: {
    valid: [
      [
        { url: 's.png', size: 2000, mime: 'image/png' },
        { url: 's.png', size: 2000, mime: 'image/png' },
      ],
    ],
    invalid: [[{ url: 's.jpg', size: 2000, mime: 'image/jpeg' }, 'İmza PNG görseli olarak gönderilmeli']],
  },
  voice_recording: {
    extra: { props: { max_seconds: 60 } },
    valid: [
      [
        { url: 'v.webm', size: 5000, mime: 'audio/webm;codecs=opus', duration: 59 },
        { url: 'v.webm', size: 5000, mime: 'audio/webm;codecs=opus', duration: 59 },
      ],
    ],
    invalid: [
      [
        { url: 'v.webm', size: 5000, mime: 'audio/webm', duration: 61 },
        'Ses kaydı en fazla 60 saniye olabilir',
      ],
      [{ url: 'v.mp4', size: 5000, mime: 'video/mp4', duration: 1 }, 'Geçerli bir ses kaydı yüklemelisin'],
    ],
  },
  captcha: { valid: [], invalid: [[{ challenge: 'abc', nonce: '' }, 'Robot olmadığını doğrulamalısın']] },
  location_coordinates: {
    valid: [
      [
        { lat: '41.01', lng: 28.97 },
        { lat: 41.01, lng: 28.97 },
      ],
    ],
    invalid: [[{ lat: 91, lng: 0 }, 'Geçerli bir konum seçmelisin']],
  },
  contract: { valid: [[true, true]], invalid: [[false, 'Devam etmek için sözleşmeyi kabul etmelisin']] },
  flight: {
    extra: { flight_options: [{ flight_id: 7, quota_available: 3 }] },
    valid: [[7, 7]],
    invalid: [[8, 'Geçersiz seçim']],
  },
  attendance: {
    valid: [
      [0, 0],
      ['1', 1],
      [true, 1],
    ],
    invalid: [[2, 'Geçersiz seçim']],
  },
  room_mates: {
    extra: { room_mate_type: 'CHOOSE_ANYONE' },
    valid: [
      [{ attendee_id: 4 }, { attendee_id: 4 }],
      [
        { full_name: 'Ali Veli', email: 'Ali@Ornek.com' },
        { full_name: 'Ali Veli', email: 'ali@ornek.com' },
      ],
    ],
    invalid: [[{ full_name: 'Ali Veli', email: 'ali' }, 'Geçerli bir e-posta adresi girmelisin']],
  },
  name: {
    valid: [
      [
        { first_name: ' Ayşe ', last_name: 'Yılmaz', initials: 'Dr.' },
        { first_name: 'Ayşe', last_name: 'Yılmaz' },
      ],
    ],
    invalid: [[{ first_name: 'Ayşe' }, 'Bu alan zorunludur']],
  },
}

function check(type: FieldType, extra: Record<string, unknown>, answer: unknown) {
  const form = buildForm([sectionInput(1, [fieldInput(1, type, extra)])])
  return validateAnswers(form, { 1: answer }, null, 'tr')
}

describe('field types', () => {
  it('describes every type of the spec, and only those', () => {
    expect(Object.keys(FIELD_TYPE_DESCRIPTIONS).sort()).toEqual([...FIELD_TYPES].sort())
    expect(Object.keys(CASES).sort()).toEqual([...FIELD_TYPES].sort())
    expect(FIELD_TYPES).toHaveLength(47)
  })

  it('reads the tabs’ older name fileupload as file_uploader, and knows no made-up type', () => {
    expect(resolveFieldType('fileupload')).toBe('file_uploader')
    expect(resolveFieldType('radio')).toBe('radio')
    expect(resolveFieldType('teleport')).toBeNull()
  })

  it('lets rules target exactly the choice fields of admin-area.md section 5', () => {
    expect([...RULE_TARGET_TYPES].sort()).toEqual(
      [
        'attendance',
        'checkbox',
        'checkboxes',
        'choice_matrix',
        'dropdown',
        'multiple_choice',
        'radio',
      ].sort(),
    )
    expect(FIELD_TYPE_DESCRIPTIONS.choice_matrix.ruleOperators).toEqual([
      'EQUAL',
      'NOTEQUAL',
      'FULL',
      'EMPTY',
    ])
    expect(FIELD_TYPE_DESCRIPTIONS.dropdown.ruleOperators).toHaveLength(6)
    expect(FIELD_TYPE_DESCRIPTIONS.short_answer.ruleOperators).toEqual([])
  })

  it('stores nothing for display types and the captcha', () => {
    const storeless = FIELD_TYPES.filter((type) => !FIELD_TYPE_DESCRIPTIONS[type].storesValue).sort()
    expect(storeless).toEqual(
      ['banner', 'captcha', 'divider', 'heading', 'html', 'image', 'paragraph', 'pdf_viewer', 'video'].sort(),
    )
  })

  for (const type of FIELD_TYPES) {
    const { extra = {}, valid, invalid } = CASES[type]
    for (const [answer, stored] of valid)
      it(`${type}: ${JSON.stringify(answer)} passes and is stored as ${JSON.stringify(stored)}`, () => {
        const result = check(type, extra, answer)
        expect(result.errors).toEqual({})
        expect(result.values).toEqual({ 1: stored })
      })
    for (const [answer, message] of invalid)
      it(`${type}: ${JSON.stringify(answer)} fails with "${message}"`, () => {
        const result = check(type, extra, answer)
        expect(result.errors).toEqual({ 1: [message] })
        expect(result.values).toEqual({})
      })
    if (!FIELD_TYPE_DESCRIPTIONS[type].takesAnswer)
      it(`${type}: takes no answer, even a required one`, () => {
        const result = check(type, { is_required: true }, 'anything')
        expect(result.ok).toBe(true)
        expect(result.values).toEqual({})
      })
  }

  it('checks the T.C. kimlik checksum both ways', () => {
    expect(isValidTcKimlik('10000000146')).toBe(true)
    expect(isValidTcKimlik('10000000156')).toBe(false) // tenth digit wrong
    expect(isValidTcKimlik('1000000014')).toBe(false)
  })

  it('requires a verified e-mail to be the attendee’s own', () => {
    const form = buildForm([
      sectionInput(1, [fieldInput(1, 'email_input', { verification_column: 'email' })]),
    ])
    expect(validateAnswers(form, { 1: 'AYSE@ornek.com' }, { email: 'ayse@ornek.com' }, 'tr').ok).toBe(true)
    expect(validateAnswers(form, { 1: 'baska@ornek.com' }, { email: 'ayse@ornek.com' }, 'en').errors).toEqual(
      {
        1: ['This e-mail address does not match the one on record'],
      },
    )
  })

  it('takes only images for an image upload field, at 10 MB unless told', () => {
    const file = { url: 'x', size: 11 * MB, mime: 'image/png' }
    expect(check('file_uploader', { file_type: 'image' }, file).errors).toEqual({
      1: ['Dosya en fazla 10 MB olabilir'],
    })
    expect(
      check('file_uploader', { file_type: 'image' }, { ...file, size: 1, mime: 'application/pdf' }).errors,
    ).toEqual({
      1: ['Yalnızca görsel (PNG, JPEG, WebP veya GIF) yükleyebilirsin'],
    })
  })

  it('takes a room mate only from the list when the field says MACTHED_LIST_CHOOSE', () => {
    const extra = { room_mate_type: 'MACTHED_LIST_CHOOSE' }
    expect(check('room_mates', extra, { full_name: 'Ali', email: 'a@b.co' }).errors).toEqual({
      1: ['Oda arkadaşını listeden seçmelisin'],
    })
    expect(check('room_mates', extra, { attendee_id: 3 }).ok).toBe(true)
  })

  it('asks every row of a required choice matrix', () => {
    const extra = { is_required: true, props: { rows: ['A', 'B'], columns: ['1', '2'] } }
    expect(check('choice_matrix', extra, { A: '1' }).errors).toEqual({
      1: ['Her satır için bir seçim yapmalısın'],
    })
  })
})
