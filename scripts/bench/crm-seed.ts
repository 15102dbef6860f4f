import { sql } from 'drizzle-orm'
import { clients } from '../../apps/server/src/modules/clients/clients.table'
import { contacts } from '../../apps/server/src/modules/contacts/contacts.table'
import {
  clientIndustries,
  contactPositions,
  supplierCategories,
} from '../../apps/server/src/modules/definitions/definitions.table'
import { supplierCategoryLinks, suppliers } from '../../apps/server/src/modules/suppliers/suppliers.table'
import { positions, users } from '../../apps/server/src/modules/users/users.table'
import { newPublicCode } from '../../apps/server/src/platform/codes'
import { loadConfig } from '../../apps/server/src/platform/config'
import { openDatabase } from '../../apps/server/src/platform/db'
import { hashPassword } from '../../apps/server/src/platform/passwords'
import { seedIfEmpty } from '../../apps/server/src/seed/seed-if-empty'
import { foldTurkish } from '../../packages/contracts/src/common/turkish-fold'
import { insertBenchCompany } from './bench-company'

/**
 * The CRM benchmark's data set: the demo data plus one company with 20,000 clients, 5,000 suppliers and
 * 60,000 contacts (sizes from CRM_CLIENTS, CRM_SUPPLIERS, CRM_CONTACTS), names built from Turkish words so
 * that trigram search sees realistic text. Rows go in 1,000 at a time.
 */
export const CRM_ADMIN = 'crm-admin@scale.ajanda.test'
export const CRM_PASSWORD = 'bench-pass-1'

const clientCount = Number(process.env.CRM_CLIENTS ?? 20_000)
const supplierCount = Number(process.env.CRM_SUPPLIERS ?? 5_000)
const contactCount = Number(process.env.CRM_CONTACTS ?? 60_000)

const PLACES = [
  'Anadolu',
  'Marmara',
  'Ege',
  'Akdeniz',
  'Karadeniz',
  'Boğaziçi',
  'Trakya',
  'Kapadokya',
  'Başkent',
  'İstanbul',
  'İzmir',
  'Ankara',
  'Bursa',
  'Çukurova',
  'Toros',
  'Uludağ',
  'Yıldız',
  'Güneş',
  'Doğu',
  'Kuzey',
]
const TRADES = [
  'Gıda',
  'İlaç',
  'Otomotiv',
  'Tekstil',
  'Enerji',
  'Yapı',
  'Teknoloji',
  'Lojistik',
  'Sigorta',
  'Turizm',
  'Kimya',
  'Mobilya',
  'Elektronik',
  'Tarım',
  'Sağlık',
  'Eğitim',
  'Yazılım',
  'Madencilik',
  'Cam',
  'Kozmetik',
]
const FORMS = [
  'Sanayi A.Ş.',
  'Ticaret Ltd. Şti.',
  'Holding',
  'Grubu',
  'Pazarlama A.Ş.',
  'Hizmetleri',
  'Şirketi',
  'Üretim A.Ş.',
]
const SUPPLY = [
  'Otel',
  'Transfer',
  'Catering',
  'Ses Işık',
  'Dekor',
  'Baskı',
  'Prodüksiyon',
  'Organizasyon',
  'Tercüme',
  'Güvenlik',
]
const FIRST = [
  'Ahmet',
  'Mehmet',
  'Ayşe',
  'Fatma',
  'Emre',
  'Zeynep',
  'Can',
  'Elif',
  'Burak',
  'Selin',
  'Hakan',
  'Derya',
  'Murat',
  'Gül',
  'Kerem',
  'İrem',
  'Oğuz',
  'Şule',
  'Çağlar',
  'Ümit',
]
const LAST = [
  'Yılmaz',
  'Kaya',
  'Demir',
  'Şahin',
  'Çelik',
  'Yıldız',
  'Aydın',
  'Öztürk',
  'Arslan',
  'Doğan',
  'Kılıç',
  'Aslan',
  'Çetin',
  'Koç',
  'Kurt',
  'Özdemir',
  'Erdoğan',
  'Güneş',
  'Polat',
  'Aksoy',
]
const pick = <T>(list: readonly T[], n: number) => list[n % list.length] as T

const config = loadConfig()
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
await database.migrate()
await seedIfEmpty(database.db)
const db = database.db
const passwordHash = await hashPassword(CRM_PASSWORD)

async function inChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += 1000) await insert(rows.slice(start, start + 1000))
}

const started = Date.now()
const company = await insertBenchCompany(db, 'Ölçek CRM Ajansı')
const own = { event_company_id: company.id }
const [position] = await db
  .insert(positions)
  .values({ ...own, name: 'Genel Müdür', scope: 'AGENCY' })
  .returning()
const [admin] = await db
  .insert(users)
  .values({
    ...own,
    code: newPublicCode(),
    email: CRM_ADMIN,
    password_hash: passwordHash,
    full_name: 'Ölçek Yöneticisi',
    is_admin: true,
    position_id: position?.id ?? null,
  })
  .returning()
const industries = await db
  .insert(clientIndustries)
  .values(TRADES.map((name) => ({ ...own, name })))
  .returning()
const categories = await db
  .insert(supplierCategories)
  .values(SUPPLY.map((name) => ({ ...own, name })))
  .returning()
const contactPositionRows = await db
  .insert(contactPositions)
  .values(
    ['Genel Müdür', 'Pazarlama Müdürü', 'Satın Alma Uzmanı', 'Satış Müdürü'].map((name) => ({
      ...own,
      name,
    })),
  )
  .returning()

const clientIds: number[] = []
const clientRows = Array.from({ length: clientCount }, (_, n) => {
  const name = `${pick(PLACES, n)} ${pick(TRADES, Math.floor(n / 20))} ${pick(FORMS, Math.floor(n / 400))} ${n + 1}`
  return {
    ...own,
    code: newPublicCode(),
    name,
    name_search: foldTurkish(name),
    industry_id: pick(industries, Math.floor(n / 20)).id,
    city: pick(PLACES, n * 7),
    email: `info${n}@musteri${n}.com.tr`,
    first_confirmed_at: n % 3 === 0 ? new Date() : null,
    created_by: admin?.id ?? null,
  }
})
await inChunks(clientRows, async (chunk) => {
  const rows = await db.insert(clients).values(chunk).returning({ id: clients.id })
  clientIds.push(...rows.map((row) => row.id))
})

const supplierIds: number[] = []
const supplierRows = Array.from({ length: supplierCount }, (_, n) => {
  const name = `${pick(PLACES, n * 3)} ${pick(SUPPLY, n)} ${pick(FORMS, Math.floor(n / 10))} ${n + 1}`
  return { ...own, code: newPublicCode(), name, name_search: foldTurkish(name), city: pick(PLACES, n) }
})
await inChunks(supplierRows, async (chunk) => {
  const rows = await db.insert(suppliers).values(chunk).returning({ id: suppliers.id })
  supplierIds.push(...rows.map((row) => row.id))
})
await inChunks(
  supplierIds.map((id, n) => ({ supplier_id: id, supplier_category_id: pick(categories, n).id })),
  (chunk) => db.insert(supplierCategoryLinks).values(chunk),
)

const contactRows = Array.from({ length: contactCount }, (_, n) => {
  const name = `${pick(FIRST, n)} ${pick(LAST, Math.floor(n / 20))}`
  const forClient = n % 6 !== 0
  return {
    ...own,
    name,
    name_search: foldTurkish(name),
    position_id: pick(contactPositionRows, n).id,
    contact_type: forClient ? 'C' : 'S',
    client_id: forClient ? pick(clientIds, n) : null,
    supplier_id: forClient ? null : pick(supplierIds, n),
    email: `kisi${n}@ornek${n % 997}.com`,
  }
})
await inChunks(contactRows, (chunk) => db.insert(contacts).values(chunk))
// What autovacuum does on a live database: statistics, and a visibility map for index-only counts.
await db.execute(sql`vacuum analyze`)
await database.close()
console.log(
  `seeded ${clientCount} clients, ${supplierCount} suppliers, ${contactCount} contacts in ${((Date.now() - started) / 1000).toFixed(1)} s`,
)
