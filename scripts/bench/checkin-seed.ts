import { foldTurkish } from '@ajanda/contracts/common/turkish-fold'
import { and, eq, sql } from 'drizzle-orm'
import { attendees } from '../../apps/server/src/modules/attendees/attendees.table'
import { checkinPoints } from '../../apps/server/src/modules/checkin/checkin.table'
import { forms } from '../../apps/server/src/modules/forms/forms.table'
import { newPublicCode } from '../../apps/server/src/platform/codes'
import { loadConfig } from '../../apps/server/src/platform/config'
import { openDatabase } from '../../apps/server/src/platform/db'
import { seedIfEmpty } from '../../apps/server/src/seed/seed-if-empty'
import { CHECKIN_BENCH_CODE, CHECKIN_BENCH_ROSTER } from './checkin-seed-accounts'

/**
 * The check-in benchmark's data set: the demo data, its congress grown to CHECKIN_BENCH_ROSTER
 * attendees (registered Turkish names, rows in 2,000 at a time) and an "all registered" point with
 * the fixed code CHECKIN_BENCH_CODE.
 */
const config = loadConfig()
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
await database.migrate()
await seedIfEmpty(database.db)
const db = database.db
const [congress] = await db
  .select({ project_id: forms.project_id, company: forms.event_company_id })
  .from(forms)
  .where(eq(forms.slug, 'kongre-kayit'))
if (!congress?.project_id) throw new Error('no demo congress')
const projectId = congress.project_id
const [{ count } = { count: 0 }] = await db
  .select({ count: sql<number>`count(*)::int` })
  .from(attendees)
  .where(and(eq(attendees.project_id, projectId)))
const FIRST = ['Ayşe', 'Mehmet', 'Şükrü', 'İpek', 'Çağla', 'Gülşen', 'Oğuz', 'Ümit', 'Ilgın', 'Barış']
const LAST = ['Yılmaz', 'Öztürk', 'Çelik', 'Şahin', 'Doğan', 'Kılıç', 'Aydın', 'Güneş', 'Erdoğan', 'Koç']
const rows = Array.from({ length: Math.max(0, CHECKIN_BENCH_ROSTER - count) }, (_, i) => {
  const first = FIRST[i % FIRST.length] as string
  const last = `${LAST[Math.floor(i / FIRST.length) % LAST.length]} ${i}`
  return {
    event_company_id: congress.company,
    project_id: projectId,
    pcode: newPublicCode(),
    acode: newPublicCode(),
    dcode: newPublicCode(),
    first_name: first,
    last_name: last,
    name_search: foldTurkish(`${first} ${last}`),
    status: 'REGISTERED',
    source: 'IMPORT',
    registered_at: new Date(),
  }
})
for (let i = 0; i < rows.length; i += 2000) await db.insert(attendees).values(rows.slice(i, i + 2000))
await db.insert(checkinPoints).values({
  event_company_id: congress.company,
  project_id: projectId,
  code: CHECKIN_BENCH_CODE,
  name: 'Bench Giriş',
  admits: 'ALL',
  with_exit: false,
})
await database.close()
console.log(`check-in bench: ${CHECKIN_BENCH_ROSTER} attendees, point ${CHECKIN_BENCH_CODE}`)
