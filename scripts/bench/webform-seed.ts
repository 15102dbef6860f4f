import { foldTurkish } from '@ajanda/contracts/common/turkish-fold'
import { TR_CITIES } from '@ajanda/contracts/forms/tr-cities'
import { sql } from 'drizzle-orm'
import {
  attendeeAnswers,
  attendeeListMembers,
  attendeeLists,
  attendees,
} from '../../apps/server/src/modules/attendees/attendees.table'
import {
  formFieldOptions,
  formFields,
  formSections,
  forms,
} from '../../apps/server/src/modules/forms/forms.table'
import { projects } from '../../apps/server/src/modules/projects/projects.table'
import { newPublicCode } from '../../apps/server/src/platform/codes'
import { loadConfig } from '../../apps/server/src/platform/config'
import { type DbOrTx, openDatabase } from '../../apps/server/src/platform/db'
import { hashPassword } from '../../apps/server/src/platform/passwords'
import { seedIfEmpty } from '../../apps/server/src/seed/seed-if-empty'
import { insertBenchCompany } from './bench-company'
import { insertBenchOrg } from './bench-org'
import {
  WEBFORM_AGENCY,
  WEBFORM_ATTENDEES,
  WEBFORM_GALA_SEATS,
  WEBFORM_PASSWORD,
  WEBFORM_PERSONAL_SLUG,
  WEBFORM_PUBLIC_SLUG,
  WEBFORM_TEAM_LEAD,
} from './webform-seed-accounts'

/**
 * The public-form benchmark's data set: one company, a congress project led by the team lead, its
 * published PUBLIC registration form of two sections and 16 fields (name, e-mail, phone, institution,
 * title, city, profession, attendance type, workshops, a gala-dinner tick box with WEBFORM_GALA_SEATS
 * seats, arrival date, years of experience, accommodation, room type, diet, notes) and a PERSONAL
 * gala RSVP form; WEBFORM_ATTENDEES attendees with Turkish names, five lists, statuses spread the way a
 * congress has them, answers to the public form for nine in ten (seats and counters consistent with
 * them) and to the RSVP for four in ten. Rows go in 2,000 at a time; a fixed seed keeps runs alike.
 */
const config = loadConfig()
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
await database.migrate()
await seedIfEmpty(database.db)
const db = database.db
const started = Date.now()

let state = 20_270_510
/** mulberry32: the same data set every run. */
function random(): number {
  state = (state + 0x6d2b79f5) | 0
  let t = Math.imul(state ^ (state >>> 15), 1 | state)
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
  return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
}
const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)] as T

const FIRST = [
  'Ayşe',
  'Fatma',
  'Zeynep',
  'Elif',
  'Emine',
  'Hatice',
  'Merve',
  'Büşra',
  'Esra',
  'Özlem',
  'Gülşen',
  'Şeyma',
  'Derya',
  'Sibel',
  'Nur',
  'İpek',
  'Çağla',
  'Ebru',
  'Mehmet',
  'Mustafa',
  'Ahmet',
  'Ali',
  'Hüseyin',
  'Hasan',
  'İbrahim',
  'Murat',
  'Emre',
  'Burak',
  'Oğuz',
  'Can',
  'Serkan',
  'Ömer',
  'Tuğba',
  'Gökhan',
  'Kübra',
  'Selin',
]
const LAST = [
  'Yılmaz',
  'Kaya',
  'Demir',
  'Şahin',
  'Çelik',
  'Yıldız',
  'Yıldırım',
  'Öztürk',
  'Aydın',
  'Özdemir',
  'Arslan',
  'Doğan',
  'Kılıç',
  'Aslan',
  'Çetin',
  'Kara',
  'Koç',
  'Kurt',
  'Özkan',
  'Şimşek',
  'Polat',
  'Erdoğan',
  'Güneş',
  'Aksoy',
  'Korkmaz',
  'Bulut',
  'Keskin',
  'Tekin',
  'Ünal',
  'Gündoğdu',
  'Çakır',
  'Uçar',
  'Sarı',
  'Işık',
]
const INSTITUTIONS = [
  'Şifa Hastanesi',
  'Ege Üniversitesi Tıp Fakültesi',
  'Ankara Şehir Hastanesi',
  'Acıbadem Hastanesi',
  'Hacettepe Üniversitesi Hastanesi',
  'Çukurova Devlet Hastanesi',
  'Karadeniz Teknik Üniversitesi',
  'Bursa Yüksek İhtisas Hastanesi',
  'Memorial Hastanesi',
  'İzmir Katip Çelebi Üniversitesi',
]
const TITLES = ['Hemşire', 'Sorumlu Hemşire', 'Başhemşire', 'Ebe', 'Öğretim Üyesi', 'Uzman Hemşire']
const STATUSES: [string, number][] = [
  ['REGISTERED', 0.7],
  ['INVITED', 0.1],
  ['NOT_ATTENDING', 0.08],
  ['CANCELLED', 0.07],
  ['WAITLISTED', 0.05],
]
function status(): string {
  let roll = random()
  for (const [name, share] of STATUSES) {
    if (roll < share) return name
    roll -= share
  }
  return 'REGISTERED'
}

const company = await insertBenchCompany(db, 'Ölçek Kongre Ajansı')
const people = await insertBenchOrg(db, {
  companyId: company.id,
  people: 20,
  teams: 2,
  head: { email: WEBFORM_AGENCY, position: 'Genel Müdür' },
  leadEmail: WEBFORM_TEAM_LEAD,
  domain: 'webform.scale.ajanda.test',
  passwordHash: await hashPassword(WEBFORM_PASSWORD),
})
const lead = people[1]?.id as number
const [project] = await db
  .insert(projects)
  .values({
    event_company_id: company.id,
    code: newPublicCode(),
    name: 'Ulusal Hemşirelik Kongresi 2027',
    name_search: foldTurkish('Ulusal Hemşirelik Kongresi 2027'),
    stage: 8,
    starts_at: '2027-05-10',
    ends_at: '2027-05-13',
    city: 'Antalya',
    responsible_id: lead,
    created_by: lead,
  })
  .returning({ id: projects.id })
const projectId = project?.id as number
const own = { event_company_id: company.id, project_id: projectId }

interface FieldSpec {
  type: string
  title: string
  code?: string
  required?: boolean
  props?: Record<string, unknown>
  options?: { text: string; quota?: number; column?: string; data?: string }[]
}
type Stored = { id: number; options: number[] }

/** A form written as the builder stores it: sections, fields and options; the ids by field code or title. */
async function insertForm(
  tx: DbOrTx,
  values: Omit<typeof forms.$inferInsert, 'event_company_id' | 'project_id' | 'code'>,
  sections: { title: string; fields: FieldSpec[] }[],
) {
  const [form] = await tx
    .insert(forms)
    .values({ ...own, code: newPublicCode(), languages: ['tr', 'en'], published_at: new Date(), ...values })
    .returning({ id: forms.id })
  const formId = form?.id as number
  const fields = new Map<string, Stored>()
  for (const [sectionIndex, section] of sections.entries()) {
    const [row] = await tx
      .insert(formSections)
      .values({ form_id: formId, title: { tr: section.title }, sort_order: sectionIndex })
      .returning({ id: formSections.id })
    const fieldRows = await tx
      .insert(formFields)
      .values(
        section.fields.map((field, index) => ({
          form_id: formId,
          section_id: row?.id as number,
          type: field.type,
          title: { tr: field.title },
          code: field.code ?? null,
          is_required: field.required ?? false,
          props: field.props ?? {},
          sort_order: index,
        })),
      )
      .returning({ id: formFields.id })
    for (const [index, field] of section.fields.entries()) {
      const id = fieldRows[index]?.id as number
      const options = field.options?.length
        ? await tx
            .insert(formFieldOptions)
            .values(
              field.options.map((option, sort) => ({
                field_id: id,
                option_text: { tr: option.text },
                quota_available: option.quota ?? null,
                column: option.column ?? null,
                data: option.data ?? null,
                sort_order: sort,
              })),
            )
            .returning({ id: formFieldOptions.id })
        : []
      fields.set(field.code ?? field.title, { id, options: options.map((option) => option.id) })
    }
  }
  return { formId, fields }
}

const choices = (...texts: string[]) => texts.map((text) => ({ text }))
const publicForm = await insertForm(
  db,
  {
    name: 'Kongre Kayıt Formu',
    slug: WEBFORM_PUBLIC_SLUG,
    type: 'PUBLIC',
    form_type: 'registration',
    status: 'published',
    confirmation_text: { tr: 'Kaydınız alındı, teşekkürler!', en: 'Thank you for registering!' },
  },
  [
    {
      title: 'Kişisel Bilgiler',
      fields: [
        { type: 'name', title: 'Ad Soyad', code: 'name', required: true },
        { type: 'email_input', title: 'E-posta', code: 'email', required: true },
        { type: 'phone_number', title: 'Cep telefonu', code: 'phone', props: { type: 'mobile' } },
        { type: 'short_answer', title: 'Kurum', code: 'company', required: true },
        { type: 'short_answer', title: 'Unvan', code: 'title' },
        { type: 'tr_cities', title: 'Şehir', code: 'city' },
        {
          type: 'dropdown',
          title: 'Meslek',
          code: 'meslek',
          options: choices('Hemşire', 'Ebe', 'Sağlık memuru', 'Akademisyen', 'Öğrenci', 'Diğer'),
        },
      ],
    },
    {
      title: 'Kongre',
      fields: [
        {
          type: 'radio',
          title: 'Katılım türü',
          code: 'katilim',
          required: true,
          options: [
            { text: 'Tam kongre', column: 'custom.katilim', data: 'tam' },
            { text: 'Tek gün', column: 'custom.katilim', data: 'gun' },
            { text: 'Çevrim içi', column: 'custom.katilim', data: 'online' },
          ],
        },
        {
          type: 'checkboxes',
          title: 'Atölyeler',
          code: 'atolye',
          options: choices('Yara bakımı', 'Yoğun bakım', 'Enfeksiyon kontrolü', 'Onkoloji hemşireliği'),
        },
        {
          type: 'checkbox',
          title: 'Gala yemeği',
          code: 'gala',
          options: [{ text: 'Gala yemeğine katılacağım', quota: WEBFORM_GALA_SEATS }],
        },
        { type: 'date_picker', title: 'Geliş tarihi', code: 'gelis', props: { min_date: '2027-05-01' } },
        { type: 'number', title: 'Meslekte yıl', code: 'yil', props: { min: 0, max: 60 } },
        { type: 'radio', title: 'Konaklama', code: 'konaklama', options: choices('Evet', 'Hayır') },
        { type: 'dropdown', title: 'Oda tipi', code: 'oda', options: choices('Tek kişilik', 'Çift kişilik') },
        {
          type: 'checkboxes',
          title: 'Beslenme tercihi',
          code: 'diyet',
          options: choices('Vejetaryen', 'Vegan', 'Glütensiz', 'Laktozsuz'),
        },
        { type: 'long_answer', title: 'Notlar', code: 'not' },
      ],
    },
  ],
)
const personalForm = await insertForm(
  db,
  {
    name: 'Gala Yemeği LCV',
    slug: WEBFORM_PERSONAL_SLUG,
    type: 'PERSONAL',
    form_type: 'rsvp',
    status: 'published',
  },
  [
    {
      title: 'Gala',
      fields: [
        { type: 'attendance', title: 'Katılım', code: 'lcv', required: true },
        { type: 'dropdown', title: 'Menü', code: 'menu', options: choices('Et', 'Balık', 'Vejetaryen') },
        { type: 'long_answer', title: 'Not', code: 'not' },
      ],
    },
  ],
)

const listRows = await db
  .insert(attendeeLists)
  .values(
    ['VIP', 'Konuşmacı', 'Basın', 'Sponsor', 'Bilim Kurulu'].map((name, sort_order) => ({
      ...own,
      name,
      sort_order,
    })),
  )
  .returning({ id: attendeeLists.id })

const field = (form: typeof publicForm, code: string) => form.fields.get(code) as Stored
const P = (code: string) => field(publicForm, code)
const allocated = new Map<number, number>()
let registered = 0
let rsvpAttending = 0
const now = Date.now()
const CHUNK = 2000
for (let start = 0; start < WEBFORM_ATTENDEES; start += CHUNK) {
  const count = Math.min(CHUNK, WEBFORM_ATTENDEES - start)
  const people = Array.from({ length: count }, (_, offset) => {
    const n = start + offset
    const first = pick(FIRST)
    const last = pick(LAST)
    const created = new Date(now - (WEBFORM_ATTENDEES - n) * 6 * 60_000)
    return {
      n,
      first,
      last,
      status: status(),
      company: pick(INSTITUTIONS),
      title: pick(TITLES),
      city: pick(TR_CITIES),
      created,
    }
  })
  await db.transaction(async (tx) => {
    const rows = await tx
      .insert(attendees)
      .values(
        people.map((person) => ({
          ...own,
          pcode: newPublicCode(),
          acode: newPublicCode(),
          dcode: newPublicCode(),
          first_name: person.first,
          last_name: person.last,
          name_search: foldTurkish(`${person.first} ${person.last}`),
          email: `${foldTurkish(person.first).replace(/\s/g, '')}.${foldTurkish(person.last)}.${person.n}@ornek.com.tr`,
          phone: `05${30 + (person.n % 20)} ${String(100 + (person.n % 900))} ${String(10 + (person.n % 90))} ${String(10 + ((person.n * 7) % 90))}`,
          company: person.company,
          title: person.title,
          country: 'TR',
          city: person.city,
          language: person.n % 10 === 0 ? 'en' : 'tr',
          status: person.status,
          source: person.status === 'INVITED' ? 'IMPORT' : 'PUBLIC',
          registered_at: person.status === 'REGISTERED' ? person.created : null,
          cancelled_at:
            person.status === 'CANCELLED' ? new Date(person.created.getTime() + 86_400_000) : null,
          created_at: person.created,
          updated_at: person.created,
        })),
      )
      .returning({ id: attendees.id })
    const members = rows.flatMap((row, index) =>
      listRows
        .filter((_, listIndex) => (index + listIndex * 7) % (listIndex === 0 ? 9 : 6 + listIndex * 4) === 0)
        .map((list) => ({ attendee_id: row.id, list_id: list.id })),
    )
    if (members.length > 0) await tx.insert(attendeeListMembers).values(members)
    const answers = []
    const rsvps = []
    for (const [index, person] of people.entries()) {
      const attendeeId = rows[index]?.id as number
      if (person.status === 'INVITED') continue
      const katilim = pick(P('katilim').options)
      const atolye = P('atolye').options.filter(() => random() < 0.3)
      const gala = random() < 0.25 ? [P('gala').options[0] as number] : []
      const konaklama = pick(P('konaklama').options)
      const values: Record<string, unknown> = {
        [P('name').id]: { first_name: person.first, last_name: person.last },
        [P('email').id]: `${foldTurkish(person.first)}.${foldTurkish(person.last)}.${person.n}@ornek.com.tr`,
        [P('phone').id]: '0532 410 12 34',
        [P('company').id]: person.company,
        [P('title').id]: person.title,
        [P('city').id]: person.city,
        [P('meslek').id]: pick(P('meslek').options),
        [P('katilim').id]: katilim,
        [P('atolye').id]: atolye,
        [P('gala').id]: gala,
        [P('gelis').id]: `2027-05-${String(8 + (person.n % 3)).padStart(2, '0')}`,
        [P('yil').id]: person.n % 35,
        [P('konaklama').id]: konaklama,
        ...(konaklama === P('konaklama').options[0] ? { [P('oda').id]: pick(P('oda').options) } : {}),
        [P('diyet').id]: P('diyet').options.filter(() => random() < 0.1),
        ...(person.n % 5 === 0 ? { [P('not').id]: 'Ulaşım için servis bilgisi rica ederim.' } : {}),
      }
      const holds = person.status === 'REGISTERED'
      const options = holds
        ? [P('meslek'), P('katilim'), P('atolye'), P('gala'), P('konaklama'), P('oda'), P('diyet')].flatMap(
            (stored) => {
              const value = values[stored.id]
              return value === undefined ? [] : Array.isArray(value) ? (value as number[]) : [value as number]
            },
          )
        : []
      for (const option of options) allocated.set(option, (allocated.get(option) ?? 0) + 1)
      if (holds) registered++
      answers.push({
        attendee_id: attendeeId,
        form_id: publicForm.formId,
        answers: values,
        seats: { options, flight_options: [] },
        submitted_at: person.created,
        created_at: person.created,
        updated_at: person.created,
      })
      if (random() < 0.45) {
        const attending = person.status === 'REGISTERED' && random() < 0.85 ? 1 : 0
        if (attending) rsvpAttending++
        const rsvp = field(personalForm, 'lcv')
        const menu = field(personalForm, 'menu')
        rsvps.push({
          attendee_id: attendeeId,
          form_id: personalForm.formId,
          answers: { [rsvp.id]: attending, ...(attending ? { [menu.id]: pick(menu.options) } : {}) },
        })
      }
    }
    if (answers.length > 0) await tx.insert(attendeeAnswers).values(answers)
    if (rsvps.length > 0) await tx.insert(attendeeAnswers).values(rsvps)
  })
}
for (const [option, seats] of allocated)
  await db.execute(sql`update form_field_options set quota_allocated = ${seats} where id = ${option}`)
await db.execute(sql`update forms set answers_count = ${registered} where id = ${publicForm.formId}`)
await db.execute(sql`update forms set answers_count = ${rsvpAttending} where id = ${personalForm.formId}`)
await db.execute(sql`vacuum analyze`)
console.log(
  `seeded the webform benchmark in ${((Date.now() - started) / 1000).toFixed(1)} s: ${WEBFORM_ATTENDEES} attendees, ` +
    `${registered} registered through form ${publicForm.formId}, gala seats taken ${allocated.get(P('gala').options[0] as number) ?? 0}/${WEBFORM_GALA_SEATS}`,
)
await database.close()
