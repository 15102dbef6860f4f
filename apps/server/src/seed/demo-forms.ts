import type { RuleOperator } from '@ajanda/contracts/forms/field-types'
import { and, asc, eq, gte } from 'drizzle-orm'
import { attendeeLists } from '../modules/attendees/attendees.table'
import { projectTypes } from '../modules/definitions/definitions.table'
import { projectFlights } from '../modules/flights/flights.table'
import {
  formFieldOptions,
  formFields,
  formFlightOptions,
  formRules,
  formSections,
  forms,
} from '../modules/forms/forms.table'
import { projects } from '../modules/projects/projects.table'
import { newPublicCode } from '../platform/codes'
import type { DbOrTx } from '../platform/db'

/**
 * Demo forms (issue 20 item 6): the demo company's upcoming congress gets its attendee lists, two group
 * flights, a published registration form (personal data, a registration type with quotas, an
 * accommodation question whose "Evet" shows the accommodation section with dates, a room mate and the
 * flights, then the agreement and a signature) and a published RSVP form for its gala dinner; the
 * company gets a brief form of its own. Every form passes the engine's formSchema
 * (demo-forms.test.ts), so the demo never carries a rule the engine cannot evaluate.
 */

type Text = { tr: string; en?: string }

interface RuleSpec {
  /** The key of the target field (an earlier section's). */
  field: string
  operator: RuleOperator
  /** The key of the target field's option the rule compares with (EQUAL / NOTEQUAL on a choice field). */
  option?: string
  /** A literal value (attendance 1 / 0). */
  value?: string
}

interface FieldSpec {
  key?: string
  type: string
  title: Text
  required?: boolean
  placeholder?: Text
  helptext?: Text
  props?: Record<string, unknown>
  options?: { key?: string; text: Text; quota?: number }[]
  /** The group flights offered, by flight key, with their seats. */
  flights?: { flight: string; quota: number }[]
  rules?: RuleSpec[]
  extra?: Partial<typeof formFields.$inferInsert>
}

interface SectionSpec {
  title: Text
  help_text?: Text
  rules?: RuleSpec[]
  dep_action?: 'SHOW' | 'HIDE'
  fields: FieldSpec[]
}

export interface DemoFormSpec {
  name: string
  slug: string
  form_type: 'registration' | 'rsvp' | 'brief' | 'declaration'
  type: 'PUBLIC' | 'PERSONAL'
  status: 'draft' | 'published'
  languages: string[]
  /** Whether the form belongs to the congress (else the company's own, project_id null). */
  ofProject: boolean
  capacity?: number
  confirmation_text?: Text
  sections: SectionSpec[]
}

export const DEMO_ATTENDEE_LISTS = ['VIP', 'Konuşmacı', 'Basın', 'Sponsor'] as const

/** The congress's group flights into İstanbul, the day before it starts (the congress is in İstanbul). */
export const DEMO_FLIGHTS = [
  {
    key: 'ankara',
    airline_code: 'TK',
    flight_code: '2135',
    departure_airport_code: 'ESB',
    departure_airport_name: 'Ankara Esenboğa Havalimanı',
    arrival_airport_code: 'IST',
    arrival_airport_name: 'İstanbul Havalimanı',
    departs_at: '08:30',
    arrives_at: '09:40',
    seats: 40,
  },
  {
    key: 'izmir',
    airline_code: 'PC',
    flight_code: '2231',
    departure_airport_code: 'ADB',
    departure_airport_name: 'İzmir Adnan Menderes Havalimanı',
    arrival_airport_code: 'SAW',
    arrival_airport_name: 'İstanbul Sabiha Gökçen Havalimanı',
    departs_at: '10:15',
    arrives_at: '11:25',
    seats: 30,
  },
] as const

const YES_NO = [
  { key: 'evet', text: { tr: 'Evet', en: 'Yes' } },
  { key: 'hayir', text: { tr: 'Hayır', en: 'No' } },
]

const addDays = (day: string, days: number) => {
  const moment = new Date(`${day}T00:00:00Z`)
  moment.setUTCDate(moment.getUTCDate() + days)
  return moment.toISOString().slice(0, 10)
}

/** The three demo forms, dated around the congress's days. */
export function demoFormSpecs(congress: {
  name: string
  starts_at: string
  ends_at: string
}): DemoFormSpec[] {
  const registration: DemoFormSpec = {
    name: `${congress.name} Kayıt Formu`,
    slug: 'kongre-kayit',
    form_type: 'registration',
    type: 'PERSONAL',
    status: 'published',
    languages: ['tr', 'en'],
    ofProject: true,
    capacity: 350,
    confirmation_text: {
      tr: 'Kaydınız alındı. Onay e-postası birkaç dakika içinde gelecek.',
      en: 'Your registration has been received. A confirmation e-mail will arrive in a few minutes.',
    },
    sections: [
      {
        title: { tr: 'Kişisel Bilgiler', en: 'Personal details' },
        help_text: {
          tr: 'Yaka kartınızda ve sertifikanızda bu bilgiler yer alacak.',
          en: 'Your badge and certificate will show these details.',
        },
        fields: [
          { type: 'name', title: { tr: 'Ad Soyad', en: 'Full name' }, required: true },
          {
            type: 'email_input',
            title: { tr: 'E-posta', en: 'E-mail' },
            required: true,
            extra: { default_value_type: 'DB', default_value_db: 'email' },
          },
          {
            type: 'phone_number',
            title: { tr: 'Cep telefonu', en: 'Mobile phone' },
            required: true,
            props: { type: 'mobile' },
            placeholder: { tr: '0532 000 00 00', en: '+90 532 000 00 00' },
          },
          {
            type: 'tckimlik',
            title: { tr: 'T.C. Kimlik No', en: 'Turkish ID number' },
            helptext: {
              tr: 'Kongre kredisi için Sağlık Bakanlığı bildiriminde kullanılır.',
              en: 'Used for the Ministry of Health credit notification.',
            },
          },
          {
            type: 'short_answer',
            title: { tr: 'Kurum', en: 'Organisation' },
            required: true,
            extra: { default_value_type: 'DB', default_value_db: 'company', max_length: 200 },
          },
        ],
      },
      {
        title: { tr: 'Kayıt Türü', en: 'Registration type' },
        fields: [
          {
            key: 'kayit',
            type: 'radio',
            title: { tr: 'Kayıt türü', en: 'Registration type' },
            required: true,
            extra: { direction: 'vertical' },
            options: [
              { key: 'tam', text: { tr: 'Tam katılım (3 gün)', en: 'Full attendance (3 days)' }, quota: 200 },
              { key: 'gunluk', text: { tr: 'Günlük katılım', en: 'Daily attendance' }, quota: 100 },
              { key: 'ogrenci', text: { tr: 'Öğrenci', en: 'Student' }, quota: 50 },
            ],
          },
        ],
      },
      {
        title: { tr: 'Konaklama', en: 'Accommodation' },
        fields: [
          {
            key: 'konaklama',
            type: 'radio',
            title: { tr: 'Konaklama gerekiyor mu?', en: 'Do you need accommodation?' },
            required: true,
            extra: { direction: 'horizontal' },
            options: YES_NO,
          },
        ],
      },
      {
        title: { tr: 'Konaklama Bilgileri', en: 'Accommodation details' },
        help_text: {
          tr: 'Kongre otelinde oda bloğumuz var; giriş ve çıkış tarihlerinizi seçin.',
          en: 'We hold a room block at the congress hotel; choose your check-in and check-out dates.',
        },
        rules: [{ field: 'konaklama', operator: 'EQUAL', option: 'evet' }],
        dep_action: 'SHOW',
        fields: [
          {
            type: 'date_range',
            title: { tr: 'Giriş ve çıkış tarihleri', en: 'Check-in and check-out dates' },
            required: true,
            props: {
              min_date: addDays(congress.starts_at, -1),
              max_date: addDays(congress.ends_at, 1),
              max_days: 5,
            },
          },
          {
            type: 'room_mates',
            title: { tr: 'Oda arkadaşı', en: 'Room mate' },
            helptext: {
              tr: 'Odanızı paylaşmak istediğiniz kişinin adını ve e-postasını yazın.',
              en: 'Name the person you would like to share your room with, with their e-mail.',
            },
            // The mate confirms through a mailed link; the chooser's page shows the mate's name.
            extra: {
              room_mate_type: 'CHOOSE_ANYONE',
              selected_room_mate_visible: true,
              room_mate_approve: true,
            },
          },
          {
            type: 'flight',
            title: { tr: 'Grup uçuşu', en: 'Group flight' },
            flights: [
              { flight: 'ankara', quota: 40 },
              { flight: 'izmir', quota: 30 },
            ],
          },
        ],
      },
      {
        title: { tr: 'Onay', en: 'Confirmation' },
        fields: [
          {
            type: 'contract',
            title: { tr: 'Katılım koşulları', en: 'Terms of attendance' },
            required: true,
            props: {
              contract_type: 'text',
              title: {
                tr: 'Katılım koşullarını okudum, kabul ediyorum.',
                en: 'I have read and accept the terms.',
              },
              text: {
                tr: 'Kayıt ücreti kongreden 30 gün öncesine kadar iade edilir. Konaklama iptalleri otelin koşullarına tabidir. Kişisel verileriniz yalnızca kongrenin düzenlenmesi için işlenir.',
                en: 'The registration fee is refunded until 30 days before the congress. Accommodation cancellations follow the hotel’s terms. Your personal data is processed only to organise the congress.',
              },
            },
          },
          { type: 'signature', title: { tr: 'İmza', en: 'Signature' }, required: true },
        ],
      },
    ],
  }

  const rsvp: DemoFormSpec = {
    name: 'Gala Yemeği LCV',
    slug: 'gala-yemegi-lcv',
    form_type: 'rsvp',
    type: 'PERSONAL',
    status: 'published',
    languages: ['tr', 'en'],
    ofProject: true,
    capacity: 300,
    confirmation_text: { tr: 'Yanıtınız için teşekkür ederiz.', en: 'Thank you for your reply.' },
    sections: [
      {
        title: { tr: 'Gala Yemeği', en: 'Gala dinner' },
        help_text: {
          tr: `${addDays(congress.starts_at, 1)} akşamı saat 20.00'de kongre otelinin balo salonunda.`,
          en: `On the evening of ${addDays(congress.starts_at, 1)} at 8 pm in the congress hotel’s ballroom.`,
        },
        fields: [
          {
            key: 'katilim',
            type: 'attendance',
            title: { tr: 'Gala yemeğine katılacak mısınız?', en: 'Will you attend the gala dinner?' },
            required: true,
            props: {
              attending_text: { tr: 'Katılacağım', en: 'I will attend' },
              not_attending_text: { tr: 'Katılamayacağım', en: 'I cannot attend' },
            },
          },
        ],
      },
      {
        title: { tr: 'Menü', en: 'Menu' },
        rules: [{ field: 'katilim', operator: 'EQUAL', value: '1' }],
        dep_action: 'SHOW',
        fields: [
          {
            type: 'dropdown',
            title: { tr: 'Menü tercihi', en: 'Menu choice' },
            required: true,
            options: [
              { text: { tr: 'Et', en: 'Meat' } },
              { text: { tr: 'Balık', en: 'Fish' } },
              { text: { tr: 'Vejetaryen', en: 'Vegetarian' } },
              { text: { tr: 'Vegan', en: 'Vegan' } },
            ],
          },
          {
            type: 'short_answer',
            title: { tr: 'Alerji veya diyet notu', en: 'Allergy or dietary note' },
            extra: { max_length: 200 },
          },
        ],
      },
    ],
  }

  const brief: DemoFormSpec = {
    name: 'Etkinlik Brifi',
    slug: 'etkinlik-brifi',
    form_type: 'brief',
    type: 'PUBLIC',
    status: 'published',
    languages: ['tr', 'en'],
    ofProject: false,
    confirmation_text: {
      tr: 'Brifiniz bize ulaştı; iki iş günü içinde sizinle iletişime geçeceğiz.',
      en: 'Your brief has reached us; we will contact you within two working days.',
    },
    sections: [
      {
        title: { tr: 'Etkinlik', en: 'Event' },
        fields: [
          // The codes name what the brief page makes of the answers (modules/brief/brief-answers.ts).
          {
            type: 'short_answer',
            title: { tr: 'Etkinlik adı', en: 'Event name' },
            required: true,
            extra: { code: 'event_name' },
          },
          { type: 'date_range', title: { tr: 'Tarihler', en: 'Dates' }, required: true },
          {
            type: 'number',
            title: { tr: 'Tahmini katılımcı sayısı', en: 'Expected number of attendees' },
            required: true,
            props: { min: 1, max: 100000 },
            extra: { code: 'attendee_count' },
          },
          { type: 'tr_cities', title: { tr: 'Şehir', en: 'City' } },
        ],
      },
      {
        title: { tr: 'Bütçe ve Notlar', en: 'Budget and notes' },
        fields: [
          { type: 'currency', title: { tr: 'Bütçe', en: 'Budget' }, props: { currency: 'TRY' } },
          {
            type: 'long_answer',
            title: { tr: 'Notlar', en: 'Notes' },
            placeholder: {
              tr: 'Konsept, mekân tercihi, özel istekler…',
              en: 'Concept, venue preferences, special requests…',
            },
          },
        ],
      },
      {
        title: { tr: 'İletişim', en: 'Contact' },
        fields: [
          {
            type: 'short_answer',
            title: { tr: 'Kurum / Şirket adı', en: 'Company or organisation' },
            required: true,
            extra: { code: 'company' },
          },
          {
            type: 'name',
            title: { tr: 'Adınız soyadınız', en: 'Your name' },
            required: true,
            extra: { code: 'contact_name' },
          },
          {
            type: 'email_input',
            title: { tr: 'İletişim e-postası', en: 'Contact e-mail' },
            required: true,
            extra: { code: 'email' },
          },
          { type: 'phone_number', title: { tr: 'Telefon', en: 'Phone' }, extra: { code: 'phone' } },
        ],
      },
    ],
  }
  /** The attendees' declaration (`/declaration/{dcode}`, issue 22 item 6): two consents and a signature. */
  const declaration: DemoFormSpec = {
    name: `${congress.name} Katılımcı Beyanı`,
    slug: 'kongre-beyan',
    form_type: 'declaration',
    type: 'PERSONAL',
    status: 'published',
    languages: ['tr', 'en'],
    ofProject: true,
    confirmation_text: {
      tr: 'Beyanınız alındı; PDF kopyası e-posta adresinize gönderildi.',
      en: 'Your declaration has been received; a PDF copy has been sent to your e-mail address.',
    },
    sections: [
      {
        title: { tr: 'Onaylar', en: 'Consents' },
        fields: [
          {
            type: 'contract',
            title: { tr: 'KVKK aydınlatma metni', en: 'Personal data notice' },
            required: true,
            props: {
              contract_type: 'text',
              title: {
                tr: 'Aydınlatma metnini okudum, kişisel verilerimin işlenmesini kabul ediyorum.',
                en: 'I have read the notice and consent to the processing of my personal data.',
              },
              text: {
                tr: 'Ad, iletişim ve katılım bilgileriniz yalnızca kongrenin düzenlenmesi, kredi bildirimi ve yasal saklama süreleri için işlenir; üçüncü kişilerle yalnızca konaklama ve ulaşım için paylaşılır.',
                en: 'Your name, contact and attendance details are processed only to organise the congress, report its credits and keep the records the law requires; they are shared with third parties only for accommodation and transport.',
              },
            },
          },
          {
            type: 'contract',
            title: { tr: 'Fotoğraf ve video çekimi', en: 'Photography and filming' },
            required: true,
            props: {
              contract_type: 'text',
              title: {
                tr: 'Kongrede çekilen fotoğraf ve videolarda yer almayı kabul ediyorum.',
                en: 'I agree to appear in photographs and films taken at the congress.',
              },
              text: {
                tr: 'Oturumlarda ve sosyal programda çekilen görüntüler kongrenin web sitesinde ve sosyal medya hesaplarında kullanılabilir.',
                en: 'Images taken in the sessions and the social programme may be used on the congress website and its social media accounts.',
              },
            },
          },
          { type: 'signature', title: { tr: 'İmza', en: 'Signature' }, required: true },
        ],
      },
    ],
  }
  return [registration, rsvp, brief, declaration]
}

/** The demo company's nearest upcoming congress (type Kongre), or null when there is none. */
async function upcomingCongress(tx: DbOrTx, companyId: number) {
  const today = new Date().toISOString().slice(0, 10)
  const [row] = await tx
    .select({
      id: projects.id,
      name: projects.name,
      starts_at: projects.starts_at,
      ends_at: projects.ends_at,
    })
    .from(projects)
    .innerJoin(projectTypes, eq(projectTypes.id, projects.project_type_id))
    .where(
      and(
        eq(projects.event_company_id, companyId),
        eq(projectTypes.name, 'Kongre'),
        gte(projects.starts_at, today),
      ),
    )
    .orderBy(asc(projects.starts_at), asc(projects.id))
    .limit(1)
  return row ?? null
}

async function insertForm(
  tx: DbOrTx,
  companyId: number,
  projectId: number | null,
  spec: DemoFormSpec,
  flightIds: ReadonlyMap<string, number>,
): Promise<number> {
  const [form] = await tx
    .insert(forms)
    .values({
      event_company_id: companyId,
      code: newPublicCode(),
      project_id: spec.ofProject ? projectId : null,
      name: spec.name,
      slug: spec.slug,
      type: spec.type,
      form_type: spec.form_type,
      status: spec.status,
      languages: spec.languages,
      capacity: spec.capacity ?? null,
      confirmation_text: spec.confirmation_text ?? null,
      published_at: spec.status === 'published' ? new Date() : null,
    })
    .returning({ id: forms.id })
  const formId = form?.id as number
  const fieldIds = new Map<string, number>()
  const optionIds = new Map<string, number>()
  const resolve = (rule: RuleSpec) => ({
    target: `FIELD-${fieldIds.get(rule.field)}`,
    operator: rule.operator,
    target_value: rule.option ? String(optionIds.get(`${rule.field}.${rule.option}`)) : (rule.value ?? null),
  })
  for (const [sectionIndex, section] of spec.sections.entries()) {
    const [sectionRow] = await tx
      .insert(formSections)
      .values({
        form_id: formId,
        title: section.title as { tr: string },
        help_text: (section.help_text as { tr: string } | undefined) ?? null,
        dep_action: section.dep_action ?? 'SHOW',
        sort_order: sectionIndex,
      })
      .returning({ id: formSections.id })
    const sectionId = sectionRow?.id as number
    if (section.rules?.length)
      await tx
        .insert(formRules)
        .values(section.rules.map((rule) => ({ form_id: formId, section_id: sectionId, ...resolve(rule) })))
    for (const [fieldIndex, field] of section.fields.entries()) {
      const [fieldRow] = await tx
        .insert(formFields)
        .values({
          form_id: formId,
          section_id: sectionId,
          type: field.type,
          title: field.title as { tr: string },
          placeholder: (field.placeholder as { tr: string } | undefined) ?? null,
          helptext: (field.helptext as { tr: string } | undefined) ?? null,
          is_required: field.required ?? false,
          props: field.props ?? {},
          sort_order: fieldIndex,
          ...field.extra,
        })
        .returning({ id: formFields.id })
      const fieldId = fieldRow?.id as number
      if (field.key) fieldIds.set(field.key, fieldId)
      for (const [optionIndex, option] of (field.options ?? []).entries()) {
        const [optionRow] = await tx
          .insert(formFieldOptions)
          .values({
            field_id: fieldId,
            option_text: option.text as { tr: string },
            quota_available: option.quota ?? null,
            sort_order: optionIndex,
          })
          .returning({ id: formFieldOptions.id })
        if (field.key && option.key) optionIds.set(`${field.key}.${option.key}`, optionRow?.id as number)
      }
      if (field.flights?.length)
        await tx.insert(formFlightOptions).values(
          field.flights.map((offer) => ({
            field_id: fieldId,
            flight_id: flightIds.get(offer.flight) as number,
            quota_available: offer.quota,
          })),
        )
      if (field.rules?.length)
        await tx
          .insert(formRules)
          .values(field.rules.map((rule) => ({ form_id: formId, field_id: fieldId, ...resolve(rule) })))
    }
  }
  return formId
}

/** Inserts the demo forms, lists and flights; the congress's parts are skipped when it has none. */
export async function insertDemoForms(tx: DbOrTx, companyId: number): Promise<void> {
  const congress = await upcomingCongress(tx, companyId)
  const flightIds = new Map<string, number>()
  if (congress) {
    await tx.insert(attendeeLists).values(
      DEMO_ATTENDEE_LISTS.map((name, index) => ({
        event_company_id: companyId,
        project_id: congress.id,
        name,
        sort_order: index,
      })),
    )
    const flightDate = addDays(congress.starts_at, -1)
    for (const { key, ...flight } of DEMO_FLIGHTS) {
      const [row] = await tx
        .insert(projectFlights)
        .values({ event_company_id: companyId, project_id: congress.id, flight_date: flightDate, ...flight })
        .returning({ id: projectFlights.id })
      flightIds.set(key, row?.id as number)
    }
  }
  const specs = demoFormSpecs(congress ?? { name: 'Kongre', starts_at: '2030-01-01', ends_at: '2030-01-03' })
  for (const spec of specs) {
    if (spec.ofProject && !congress) continue
    await insertForm(tx, companyId, congress?.id ?? null, spec, flightIds)
  }
}
