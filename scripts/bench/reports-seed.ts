import { eq, sql } from 'drizzle-orm'
import { users } from '../../apps/server/src/modules/users/users.table'
import { loadConfig } from '../../apps/server/src/platform/config'
import { openDatabase } from '../../apps/server/src/platform/db'

/**
 * The reports benchmark's data set (issue 24 item 7), run after projects-seed.ts (a company of 100
 * people with 100,000 leads and projects over 5 years): a main budget with its stored company-currency
 * totals for every project past the first offers, 1,000 suppliers in 8 categories, 200,000 invoices
 * (INVOICE_COUNT: half sales to the projects' clients around their events' ends, half purchases from the
 * suppliers; one in seven in EUR), one line each, and payments for most: seven in ten paid in full, one
 * in ten in part, the rest open. Written by set-based SQL, so the 200,000 rows take seconds.
 */
/** projects-seed.ts's admin (importing that script would run it). */
const PIPELINE_ADMIN = 'pipeline-admin@scale.ajanda.test'
const invoiceCount = Number(process.env.INVOICE_COUNT ?? 200_000)
const SUPPLIERS = 1_000
const CATEGORIES = ['Konaklama', 'Mekan', 'Transfer', 'Yiyecek-İçecek', 'Teknik', 'Dekor', 'Baskı', 'Eğlence']

const config = loadConfig()
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
const db = database.db
const started = Date.now()
const [admin] = await db
  .select({ company: users.event_company_id, id: users.id })
  .from(users)
  .where(eq(users.email, PIPELINE_ADMIN))
if (!admin) throw new Error('run projects-seed.ts first')
const company = admin.company
const half = Math.floor(invoiceCount / 2)

await db.transaction(async (tx) => {
  // Main budgets: sell between 100,000 and 3,000,000 TRY, buy 70-88 % of it.
  await tx.execute(sql`
    insert into budgets (event_company_id, project_id, code, name, currency, is_main,
      sell_total_company, buy_total_company, created_by, created_at, updated_at)
    select p.event_company_id, p.id, 'bench-budget-' || p.id, 'Ana bütçe', 'TRY', true, s.sell,
      round(s.sell * (0.70 + (p.id % 19) / 100.0), 2), p.responsible_id, p.created_at, p.updated_at
    from projects p cross join lateral (select (100000 + (p.id * 7919) % 2900000)::numeric(18,2) as sell) s
    where p.event_company_id = ${company} and p.stage >= 3`)

  await tx.execute(sql`
    insert into supplier_categories (event_company_id, name)
    select ${company}, name from unnest(${`{${CATEGORIES.map((c) => `"${c}"`).join(',')}}`}::text[]) as name`)
  await tx.execute(sql`
    insert into suppliers (event_company_id, code, name, name_search, first_confirmed_at)
    select ${company}, 'bench-supplier-' || g, 'Tedarikçi ' || g, 'tedarikci ' || g, now()
    from generate_series(1, ${SUPPLIERS}) g`)
  await tx.execute(sql`
    insert into supplier_category_links (supplier_id, supplier_category_id)
    select s.id, c.id from
      (select id, row_number() over (order by id) as n from suppliers where event_company_id = ${company}) s
      join (select id, row_number() over (order by id) - 1 as k from supplier_categories
            where event_company_id = ${company}) c on c.k = s.n % 8 or (s.n % 5 = 0 and c.k = (s.n + 3) % 8)`)

  // Sales: the confirmed projects whose events have started, round-robin; dated 10 days before to 80 days
  // after the event's end; purchases likewise from the suppliers. Totals 5,000-250,000 with 20 % VAT.
  const invoiceSql = (kind: 'SALES' | 'PURCHASE', offset: number) => sql`
    with p as (
      select id, client_id, ends_at, responsible_id, row_number() over (order by id) as rn
      from projects where event_company_id = ${company} and stage between 8 and 11 and starts_at <= current_date),
    s as (select id, row_number() over (order by id) as rn
      from suppliers where event_company_id = ${company}),
    g as (select g, (5000 + (g * 104729) % 245000)::numeric(18,2) as net from generate_series(1::bigint, ${half}::bigint) g)
    insert into invoices (event_company_id, kind, number, invoice_date, due_date, supplier_id, client_id,
      project_id, currency, subtotal, vat_total, total, created_by)
    select ${company}, ${kind}, ${kind === 'SALES' ? 'S-' : 'A-'} || g.g,
      least(p.ends_at + ((g.g * 7 + ${offset}) % 90 - 10)::int, current_date),
      case when g.g % 5 = 0 then least(p.ends_at + ((g.g * 7 + ${offset}) % 90 - 10)::int, current_date) + 45 end,
      ${kind === 'PURCHASE' ? sql`s.id` : sql`null`}, ${kind === 'SALES' ? sql`p.client_id` : sql`null`},
      p.id, case when g.g % 7 = 0 then 'EUR' else 'TRY' end, g.net, round(g.net * 0.2, 2), g.net + round(g.net * 0.2, 2),
      ${admin.id}
    from g
      join p on p.rn = (g.g % (select count(*) from p)) + 1
      join s on s.rn = (g.g % (select count(*) from s)) + 1`
  await tx.execute(invoiceSql('SALES', 0))
  await tx.execute(invoiceSql('PURCHASE', 3))
  await tx.execute(sql`
    insert into invoice_lines (invoice_id, position, description, quantity, unit_price, vat_rate, net, total)
    select id, 1, 'Hizmet bedeli', 1, subtotal, 0.2, subtotal, total from invoices where event_company_id = ${company}`)
  await tx.execute(sql`
    insert into invoice_payments (event_company_id, invoice_id, paid_at, amount, method, created_by)
    select event_company_id, id, least(invoice_date + (id % 70)::int, current_date),
      case when id % 10 < 7 then total else round(total / 2, 2) end, 'BANK_TRANSFER', created_by
    from invoices where event_company_id = ${company} and id % 10 < 8`)
})
// What autovacuum does on a live database: statistics, and a visibility map for index-only scans.
await db.execute(sql`vacuum analyze`)
const [counts] = (
  (await db.execute(
    sql`select (select count(*) from invoices where event_company_id = ${company})::int as invoices,
      (select count(*) from budgets where event_company_id = ${company})::int as budgets`,
  )) as unknown as { rows: { invoices: number; budgets: number }[] }
).rows
await database.close()
console.log(
  `seeded ${counts?.invoices} invoices and ${counts?.budgets} main budgets in ${((Date.now() - started) / 1000).toFixed(1)} s`,
)
