import { and, asc, eq, inArray } from 'drizzle-orm'
import { projects } from '../modules/projects/projects.table'
import {
  taskLabelLinks,
  taskLabels,
  taskResponsibles,
  taskSections,
  tasks,
} from '../modules/tasks/tasks.table'
import { users } from '../modules/users/users.table'
import type { DbOrTx } from '../platform/db'
import { DEMO_EMAILS } from './demo-logins'

const DAY_MS = 86_400_000
const HOUR_MS = 3_600_000
/** Demo times are Istanbul office hours (UTC+3 all year). */
const ISTANBUL_OFFSET_HOURS = 3

type Login = 'admin' | 'division' | 'team' | 'user'
const LABELS = [
  { name: 'Acil', color: 'red' },
  { name: 'Müşteri', color: 'blue' },
  { name: 'Tedarik', color: 'orange' },
  { name: 'Finans', color: 'green' },
  { name: 'İç iş', color: 'gray' },
] as const
type LabelName = (typeof LABELS)[number]['name']
const SECTIONS = ['Bu hafta', 'Beklemede', 'Takip'] as const

interface DemoTask {
  title: string
  by: Login
  to: Login[]
  /** Days from today of the deadline (negative: overdue); the start is a day or two before. */
  due: number
  /** Istanbul hour of the deadline. */
  hour?: number
  section?: (typeof SECTIONS)[number]
  labels?: LabelName[]
  priority?: 0 | 1 | 2 | 3
  /** Index of the company's projects (by start), if it is about one. */
  project?: number
  /** Completed this many days after its start. */
  doneAfter?: number
  /** A reminder this many hours from now. */
  remindIn?: number
  milestone?: boolean
  description?: string
}

/** About forty tasks over the last two weeks and the next three, for the four staff logins. */
const DEMO_TASKS: DemoTask[] = [
  {
    title: 'Otel sözleşmesini imzaya gönder',
    by: 'team',
    to: ['user'],
    due: -3,
    section: 'Bu hafta',
    labels: ['Tedarik', 'Acil'],
    priority: 3,
    project: 0,
  },
  {
    title: 'Katılımcı listesini güncelle',
    by: 'user',
    to: ['user'],
    due: -1,
    section: 'Bu hafta',
    labels: ['Müşteri'],
    priority: 2,
    project: 0,
  },
  {
    title: 'Transfer firmasından teklif al',
    by: 'user',
    to: ['user'],
    due: 0,
    hour: 17,
    section: 'Bu hafta',
    labels: ['Tedarik'],
    priority: 2,
    project: 1,
    remindIn: 3,
  },
  {
    title: 'Sahne tasarımı için revizyon iste',
    by: 'team',
    to: ['user', 'team'],
    due: 0,
    hour: 12,
    section: 'Bu hafta',
    labels: ['Müşteri'],
    priority: 1,
    project: 1,
  },
  {
    title: 'Yaka kartı baskısını onayla',
    by: 'user',
    to: ['user'],
    due: 1,
    section: 'Bu hafta',
    labels: ['İç iş'],
    project: 0,
  },
  {
    title: 'Müşteriye haftalık durum maili',
    by: 'user',
    to: ['user'],
    due: 2,
    section: 'Takip',
    labels: ['Müşteri'],
    priority: 1,
  },
  {
    title: 'Mekan keşif notlarını paylaş',
    by: 'user',
    to: ['user', 'team'],
    due: 3,
    section: 'Takip',
    project: 2,
  },
  {
    title: 'Catering menüsünü netleştir',
    by: 'team',
    to: ['user'],
    due: 4,
    section: 'Beklemede',
    labels: ['Tedarik'],
    project: 2,
    description: 'Vejetaryen ve glütensiz seçenekleri sor.',
  },
  {
    title: 'Vize davet mektuplarını hazırla',
    by: 'user',
    to: ['user'],
    due: 6,
    section: 'Beklemede',
    labels: ['Acil'],
    priority: 3,
    project: 3,
    remindIn: 26,
  },
  {
    title: 'Fotoğrafçı ile çekim listesini konuş',
    by: 'user',
    to: ['user'],
    due: 9,
    labels: ['Tedarik'],
    project: 1,
  },
  { title: 'Avans kapanışını yap', by: 'user', to: ['user'], due: -6, labels: ['Finans'], doneAfter: 1 },
  {
    title: 'Uçuş rezervasyonlarını kontrol et',
    by: 'team',
    to: ['user'],
    due: -4,
    labels: ['Tedarik'],
    project: 0,
    doneAfter: 2,
  },
  {
    title: 'Teklif dosyasını son haline getir',
    by: 'user',
    to: ['user'],
    due: -2,
    labels: ['Müşteri'],
    priority: 2,
    project: 3,
    doneAfter: 1,
  },
  {
    title: 'Lansman bütçesini gözden geçir',
    by: 'team',
    to: ['team'],
    due: -2,
    section: 'Bu hafta',
    labels: ['Finans', 'Acil'],
    priority: 3,
    project: 1,
  },
  {
    title: 'Ekip toplantısı gündemini hazırla',
    by: 'team',
    to: ['team'],
    due: 0,
    hour: 10,
    section: 'Bu hafta',
    labels: ['İç iş'],
  },
  {
    title: 'Tedarikçi performans değerlendirmesi',
    by: 'team',
    to: ['team'],
    due: 3,
    section: 'Takip',
    labels: ['Tedarik'],
  },
  {
    title: 'Yeni asistanın oryantasyon planı',
    by: 'team',
    to: ['team'],
    due: 5,
    section: 'Beklemede',
    labels: ['İç iş'],
    priority: 1,
  },
  {
    title: 'Bayi toplantısı konuşmacı listesi',
    by: 'team',
    to: ['team', 'user'],
    due: 8,
    labels: ['Müşteri'],
    project: 0,
  },
  { title: 'Prova programını yayınla', by: 'team', to: ['team'], due: 12, project: 2 },
  {
    title: 'Geçen ayın masraflarını onayla',
    by: 'team',
    to: ['team'],
    due: -8,
    labels: ['Finans'],
    doneAfter: 1,
  },
  {
    title: 'Müşteri memnuniyet anketini gönder',
    by: 'team',
    to: ['team'],
    due: -5,
    labels: ['Müşteri'],
    project: 3,
    doneAfter: 2,
  },
  {
    title: 'Departman çeyrek hedeflerini paylaş',
    by: 'division',
    to: ['division'],
    due: -1,
    section: 'Bu hafta',
    labels: ['İç iş'],
    priority: 2,
  },
  {
    title: 'Kongre teklifini onayla',
    by: 'division',
    to: ['division'],
    due: 1,
    section: 'Bu hafta',
    labels: ['Müşteri', 'Acil'],
    priority: 3,
    project: 4,
  },
  {
    title: 'Ekip lideri birebir görüşmeleri',
    by: 'division',
    to: ['division'],
    due: 4,
    section: 'Takip',
    labels: ['İç iş'],
  },
  {
    title: 'Sponsor sunumunu incele',
    by: 'division',
    to: ['division', 'team'],
    due: 7,
    labels: ['Müşteri'],
    project: 1,
  },
  {
    title: 'Ajans tanıtım dosyasını güncelle',
    by: 'division',
    to: ['team'],
    due: 10,
    labels: ['İç iş'],
    priority: 1,
  },
  {
    title: 'Fuar katılım kararını ver',
    by: 'division',
    to: ['division'],
    due: 14,
    labels: ['Finans'],
    remindIn: 48,
  },
  {
    title: 'Departman bütçe revizyonu',
    by: 'division',
    to: ['division'],
    due: -7,
    labels: ['Finans'],
    doneAfter: 2,
  },
  {
    title: 'Sigorta poliçelerini yenile',
    by: 'admin',
    to: ['admin'],
    due: -2,
    section: 'Bu hafta',
    labels: ['Finans', 'Acil'],
    priority: 3,
  },
  {
    title: 'Yıllık satış hedeflerini belirle',
    by: 'admin',
    to: ['admin', 'division'],
    due: 2,
    section: 'Bu hafta',
    labels: ['İç iş'],
    priority: 2,
  },
  {
    title: 'Yeni CRM eğitimini planla',
    by: 'admin',
    to: ['admin'],
    due: 6,
    section: 'Beklemede',
    labels: ['İç iş'],
  },
  {
    title: 'Banka limit görüşmesi',
    by: 'admin',
    to: ['admin'],
    due: 9,
    section: 'Takip',
    labels: ['Finans'],
    priority: 1,
  },
  {
    title: 'Ofis taşınma tekliflerini karşılaştır',
    by: 'admin',
    to: ['admin', 'team'],
    due: 15,
    labels: ['Tedarik'],
  },
  {
    title: 'Denetim evraklarını hazırla',
    by: 'admin',
    to: ['division'],
    due: 5,
    labels: ['Finans'],
    priority: 2,
  },
  {
    title: 'İK politikalarını güncelle',
    by: 'admin',
    to: ['admin'],
    due: -9,
    labels: ['İç iş'],
    doneAfter: 3,
  },
  {
    title: 'Kurumsal kimlik revizyonunu onayla',
    by: 'admin',
    to: ['admin'],
    due: -3,
    labels: ['İç iş'],
    doneAfter: 1,
  },
  {
    title: 'Sözleşme imza tarihi',
    by: 'team',
    to: ['team', 'user'],
    due: 5,
    hour: 11,
    labels: ['Müşteri'],
    project: 0,
    milestone: true,
  },
  { title: 'Etkinlik günü', by: 'team', to: ['team', 'user'], due: 18, hour: 9, project: 1, milestone: true },
  {
    title: 'Kongre teklif teslimi',
    by: 'division',
    to: ['division', 'team'],
    due: 11,
    hour: 14,
    labels: ['Müşteri'],
    project: 4,
    milestone: true,
  },
  {
    title: 'Bütçe dönem kapanışı',
    by: 'admin',
    to: ['admin', 'division'],
    due: 20,
    hour: 17,
    labels: ['Finans'],
    milestone: true,
  },
]

/** Today's Istanbul day at `hour`, `days` from now. */
function istanbul(days: number, hour: number, now: Date): Date {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
  return new Date(today + days * DAY_MS + (hour - ISTANBUL_OFFSET_HOURS) * HOUR_MS)
}

/**
 * The demo company's tasks (issue 8): labels, three sections for each staff login, about forty tasks
 * (overdue, due today, this week, later, completed), milestones, project links and a couple of reminders.
 * Runs once inside seedIfEmpty's transaction; a company that already has labels is left alone.
 */
export async function insertDemoTasks(tx: DbOrTx, companyId: number, now: Date = new Date()): Promise<void> {
  const existing = await tx
    .select({ id: taskLabels.id })
    .from(taskLabels)
    .where(eq(taskLabels.event_company_id, companyId))
    .limit(1)
  if (existing.length > 0) return
  const logins = Object.entries(DEMO_EMAILS).filter(([key]) => key !== 'client') as [Login, string][]
  const people = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      and(
        eq(users.event_company_id, companyId),
        inArray(
          users.email,
          logins.map(([, email]) => email),
        ),
      ),
    )
  const idOf = new Map(logins.map(([key, email]) => [key, people.find((p) => p.email === email)?.id]))
  const projectRows = await tx
    .select({ id: projects.id })
    .from(projects)
    .where(eq(projects.event_company_id, companyId))
    .orderBy(asc(projects.id))
    .limit(5)

  const labelRows = await tx
    .insert(taskLabels)
    .values(LABELS.map((label) => ({ event_company_id: companyId, ...label })))
    .returning({ id: taskLabels.id, name: taskLabels.name })
  const labelId = new Map(labelRows.map((row) => [row.name, row.id]))

  const sectionId = new Map<string, number>()
  for (const [login] of logins) {
    const owner = idOf.get(login)
    if (!owner) continue
    const rows = await tx
      .insert(taskSections)
      .values(
        SECTIONS.map((title, position) => ({
          event_company_id: companyId,
          owner_id: owner,
          title,
          position,
        })),
      )
      .returning({ id: taskSections.id, title: taskSections.title })
    for (const row of rows) sectionId.set(`${login}:${row.title}`, row.id)
  }

  const positions = new Map<number, number>()
  for (const demo of DEMO_TASKS) {
    const creator = idOf.get(demo.by)
    const responsibles = demo.to.map((login) => idOf.get(login)).filter((id): id is number => Boolean(id))
    if (!creator || responsibles.length === 0) continue
    const deadline = istanbul(demo.due, demo.hour ?? 18, now)
    const start = demo.milestone ? deadline : istanbul(demo.due - (demo.due % 2 === 0 ? 2 : 1), 9, now)
    const section = demo.section ? sectionId.get(`${demo.by}:${demo.section}`) : undefined
    const position = section ? (positions.get(section) ?? 0) : 0
    if (section) positions.set(section, position + 1)
    const remindAt = demo.remindIn ? new Date(now.getTime() + demo.remindIn * HOUR_MS) : null
    const completedAt =
      demo.doneAfter !== undefined ? new Date(start.getTime() + demo.doneAfter * DAY_MS) : null
    const [row] = await tx
      .insert(tasks)
      .values({
        event_company_id: companyId,
        section_id: section ?? null,
        title: demo.title,
        description: demo.description ?? null,
        creator_id: creator,
        responsible_id: responsibles[0],
        project_id: demo.project !== undefined ? (projectRows[demo.project]?.id ?? null) : null,
        is_milestone: demo.milestone ?? false,
        priority: demo.priority ?? 0,
        starts_at: start,
        deadline_at: deadline,
        remind_at: remindAt,
        completed_at: completedAt,
        completed_by_id: completedAt ? responsibles[0] : null,
        position,
        created_at: new Date(start.getTime() - DAY_MS),
      })
      .returning({ id: tasks.id })
    const taskId = (row as { id: number }).id
    await tx
      .insert(taskResponsibles)
      .values(responsibles.map((user_id) => ({ task_id: taskId, user_id, open: completedAt === null })))
    const labels = (demo.labels ?? [])
      .map((name) => labelId.get(name))
      .filter((id): id is number => Boolean(id))
    if (labels.length > 0)
      await tx.insert(taskLabelLinks).values(labels.map((label_id) => ({ task_id: taskId, label_id })))
  }
}
