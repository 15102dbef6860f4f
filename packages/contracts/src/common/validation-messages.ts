import { basicMessages, fillTemplate } from './basic-messages'
import type { Locale } from './locale'

/**
 * The validation texts of the specification (section 5), shared by the server's 422 answers
 * and the web forms so that both sides say exactly the same thing.
 */
const catalog = {
  tr: {
    ...basicMessages.tr,
    min_value: 'En az {min} olmalı',
    max_value: 'En fazla {max} olmalı',
    invalid_type: 'Geçersiz değer',
    invalid_choice: 'Geçersiz seçim',
    invalid_date: 'Geçerli bir tarih girmelisin',
    unknown_field: 'Bu alan tanınmıyor',
    too_many_items: 'En fazla {max} kayıt girilebilir',
    too_few_items: 'En az {min} kayıt girilmeli',
    invalid_image: 'Geçerli bir görsel (PNG, JPEG veya WebP) seçmelisin',
    image_too_large: 'Görsel en fazla {max} MB olabilir',
    invalid_decimal: 'Geçerli bir sayı girmelisin',
    invalid_rate: '0 ile 1 arasında bir oran girmelisin (ör. %18 için 0.18)',
    invalid_color: 'Geçerli bir renk kodu girmelisin (ör. #1F4E79)',
    invalid_domain: 'Geçerli bir alan adı girmelisin (ör. ajans.com.tr)',
    invalid_timezone: 'Geçerli bir saat dilimi seçmelisin',
    invalid_ref_prefix: 'Yalnızca büyük harf ve rakam kullanabilirsin (en fazla 10 karakter)',
    invalid_code: 'Yalnızca harf, rakam ve tire kullanabilirsin',
    duplicate_value: 'Bu değer birden fazla kez girilmiş',
    invalid_phone: 'Geçerli bir telefon numarası girmelisin',
    invalid_mobile: 'Geçerli bir cep telefonu numarası girmelisin',
    invalid_landline: 'Geçerli bir sabit hat numarası girmelisin',
    invalid_international_phone: 'Numarayı ülke koduyla (ör. +44 20 7946 0958) girmelisin',
    invalid_tax_number: 'Vergi numarası 10, T.C. kimlik numarası 11 haneli olmalı',
    invalid_url: 'Geçerli bir web adresi girmelisin (ör. www.ornek.com.tr)',
    invalid_iban: 'Geçerli bir IBAN girmelisin',
    invalid_company_ref: 'Bir müşteri ya da tedarikçi seçmelisin',
    call_in_future: 'Arama zamanı gelecekte olamaz',
    advance_items_incomplete: 'Harcama Listesi alanlarındaki bilgileri doldurunuz',
    expense_items_incomplete: 'Masraf birimleri alanlarındaki bilgileri doldurunuz',
    hotel_only_off_city: 'Otel yalnızca şehir dışı için girilir',
    fee_currency_required: 'Sabit hizmet bedeli için para birimi seçmelisin',
    end_before_start: 'Bitiş tarihi başlangıç tarihinden önce olamaz',
    range_too_long: 'Tarih aralığı en fazla {max} gün olabilir',
    project_ref_taken: 'Bu proje kodu zaten kullanılıyor',
    contact_not_of_client: 'Bu kişi seçilen müşterinin kişilerinden değil',
    email_in_list: 'Geçerli bir e-posta adresi girmelisin: {value}',
    meeting_note_after_early: 'Toplantı sonrası not toplantı bittikten sonra girilebilir',
    meeting_share_needs_account: 'Paylaşmak için profil sayfanızdan bir takvim hesabı bağlayın',
    meeting_type_no_client: 'Bu toplantı türünde müşteri seçilemez',
    meeting_type_no_supplier: 'Bu toplantı türünde tedarikçi seçilemez',
    file_too_large: 'Dosya en fazla {max} MB olabilir',
    invalid_file_type:
      'Bu dosya türü yüklenemez (PDF, Office belgesi, görsel, metin ya da ZIP yükleyebilirsin)',
    single_line_text: 'Bu alan tek satır olmalı; satır sonu ya da kontrol karakteri içeremez',
    invalid_characters: 'Bu alan yön değiştiren ya da kontrol karakterleri içeremez',
    invisible_text: 'Bu alan yalnızca görünmeyen karakterlerden oluşamaz',
    amount_too_large: 'Bu değer en fazla {max} olabilir',
    date_out_of_range: 'Tarih 2000 ile 2100 yılları arasında olmalı',
    due_before_invoice: 'Vade tarihi fatura tarihinden önce olamaz',
    invalid_id: 'Geçersiz kayıt numarası',
    not_zero: 'Tutar sıfır olamaz',
  },
  en: {
    ...basicMessages.en,
    min_value: 'Must be at least {min}',
    max_value: 'Must be at most {max}',
    invalid_type: 'Invalid value',
    invalid_choice: 'Invalid choice',
    invalid_date: 'You must enter a valid date',
    unknown_field: 'This field is not recognised',
    too_many_items: 'At most {max} entries are allowed',
    too_few_items: 'At least {min} entries are required',
    invalid_image: 'You must choose a valid image (PNG, JPEG or WebP)',
    image_too_large: 'The image may be at most {max} MB',
    invalid_decimal: 'You must enter a valid number',
    invalid_rate: 'You must enter a rate between 0 and 1 (e.g. 0.18 for 18%)',
    invalid_color: 'You must enter a valid colour code (e.g. #1F4E79)',
    invalid_domain: 'You must enter a valid domain name (e.g. agency.com)',
    invalid_timezone: 'You must choose a valid time zone',
    invalid_ref_prefix: 'Use only capital letters and digits (at most 10 characters)',
    invalid_code: 'Use only letters, digits and hyphens',
    duplicate_value: 'This value is entered more than once',
    invalid_phone: 'You must enter a valid phone number',
    invalid_mobile: 'You must enter a valid mobile number',
    invalid_landline: 'You must enter a valid landline number',
    invalid_international_phone: 'Enter the number with its country code (e.g. +44 20 7946 0958)',
    invalid_tax_number: 'A tax number has 10 digits, a Turkish identity number 11',
    invalid_url: 'You must enter a valid web address (e.g. www.example.com)',
    invalid_iban: 'You must enter a valid IBAN',
    invalid_company_ref: 'You must choose a client or a supplier',
    call_in_future: 'The time of the call cannot be in the future',
    advance_items_incomplete: 'Fill in every field of the expense list',
    expense_items_incomplete: 'Fill in every field of the expense items',
    hotel_only_off_city: 'A hotel is only entered for an off-city trip',
    fee_currency_required: 'Choose a currency for a fixed service fee',
    end_before_start: 'The end date cannot be before the start date',
    range_too_long: 'The date range may be at most {max} days',
    project_ref_taken: 'This project code is already in use',
    contact_not_of_client: "This person is not one of the chosen client's contacts",
    email_in_list: 'You must enter a valid e-mail address: {value}',
    meeting_note_after_early: 'The after-meeting note can be written once the meeting has ended',
    meeting_share_needs_account: 'Link a calendar account on your profile page to share',
    meeting_type_no_client: 'A client cannot be chosen for this meeting type',
    meeting_type_no_supplier: 'A supplier cannot be chosen for this meeting type',
    file_too_large: 'A file may be at most {max} MB',
    invalid_file_type: 'This type of file cannot be uploaded (PDF, Office documents, images, text or ZIP)',
    single_line_text: 'This field must be a single line without line breaks or control characters',
    invalid_characters: 'This field cannot contain direction-changing or control characters',
    invisible_text: 'This field cannot consist of invisible characters only',
    amount_too_large: 'This value may be at most {max}',
    date_out_of_range: 'The date must be between the years 2000 and 2100',
    due_before_invoice: 'The due date cannot be before the invoice date',
    invalid_id: 'Invalid record number',
    not_zero: 'The amount cannot be zero',
  },
} as const satisfies Record<Locale, Record<string, string>>

export type ValidationMessageKey = keyof (typeof catalog)['tr']

export function validationMessage(
  locale: Locale,
  key: ValidationMessageKey,
  params: Record<string, string | number> = {},
): string {
  return fillTemplate(catalog[locale][key] ?? catalog.tr[key], params)
}

export function isValidationMessageKey(value: string): value is ValidationMessageKey {
  return value in catalog.tr
}

/** The subset of a zod 4 issue that the translation reads (kept structural to avoid a zod import here). */
export interface IssueLike {
  code: string
  input?: unknown
  minimum?: unknown
  maximum?: unknown
  origin?: string
  format?: string
  message?: string
  keys?: string[]
  /** Values for the message's placeholders (a custom check's `params`, such as a bound's `max`). */
  params?: Record<string, unknown>
}

function placeholders(params: Record<string, unknown> | undefined): Record<string, string | number> {
  const values: Record<string, string | number> = {}
  for (const [name, value] of Object.entries(params ?? {}))
    if (typeof value === 'string' || typeof value === 'number') values[name] = value
  return values
}

/** Turns one zod issue into the spec's message in the given language. */
export function translateIssue(issue: IssueLike, locale: Locale): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return validationMessage(locale, 'required')
      return validationMessage(locale, 'invalid_type')
    case 'too_small': {
      const min = Number(issue.minimum)
      if (issue.origin === 'string') {
        return min <= 1
          ? validationMessage(locale, 'required')
          : validationMessage(locale, 'min_length', { min })
      }
      if (issue.origin === 'array' || issue.origin === 'set') {
        return validationMessage(locale, 'too_few_items', { min })
      }
      return validationMessage(locale, 'min_value', { min })
    }
    case 'too_big': {
      const max = Number(issue.maximum)
      if (issue.origin === 'string') return validationMessage(locale, 'max_length', { max })
      if (issue.origin === 'array' || issue.origin === 'set')
        return validationMessage(locale, 'too_many_items', { max })
      return validationMessage(locale, 'max_value', { max })
    }
    case 'invalid_format':
      // A pattern with its own message key (colours, domains) says that rather than a generic text.
      if (issue.message && isValidationMessageKey(issue.message))
        return validationMessage(locale, issue.message)
      if (issue.format === 'email') return validationMessage(locale, 'email')
      if (issue.format === 'date' || issue.format === 'datetime')
        return validationMessage(locale, 'invalid_date')
      return validationMessage(locale, 'invalid_type')
    case 'invalid_value':
    case 'invalid_union':
      // A choice that was not made at all is a missing field, like any other.
      if (issue.input === undefined || issue.input === null) return validationMessage(locale, 'required')
      return validationMessage(locale, 'invalid_choice')
    case 'unrecognized_keys':
      return validationMessage(locale, 'unknown_field')
    default:
      if (issue.message && isValidationMessageKey(issue.message))
        return validationMessage(locale, issue.message, placeholders(issue.params))
      return validationMessage(locale, 'invalid_type')
  }
}
