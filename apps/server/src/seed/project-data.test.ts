import { BIZDEV_STAGE_SLOTS } from '@ajanda/contracts/event-companies.contract'
import { leadInputSchema } from '@ajanda/contracts/projects.contract'
import { and, eq, isNotNull, notLike } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { projectEvents, projects } from '../modules/projects/projects.table'
import { users } from '../modules/users/users.table'
import { createTestApp, type TestApp } from '../test-support/test-app'
import { DEMO_COMPANY } from './demo-company'
import { DEMO_EMAILS } from './demo-logins'
import { DEMO_PROJECTS } from './demo-projects'
import { stagePath } from './insert-projects'

describe('demo leads and projects (data)', () => {
  const types = new Map(DEMO_COMPANY.definitions.projectTypes.map((type) => [type.name, type]))
  const people = new Map(DEMO_COMPANY.users.map((user) => [user.email, user]))
  const clients = new Map((DEMO_COMPANY.crm?.clients ?? []).map((client) => [client.name, client]))

  it('fills every stage of the board', () => {
    const stages = new Set(DEMO_PROJECTS.map((project) => project.stage))
    expect([...stages].sort((a, b) => a - b)).toEqual(BIZDEV_STAGE_SLOTS.map((slot) => slot.id))
  })

  it('names known clients, contacts, people and types linked to the responsible division', () => {
    for (const project of DEMO_PROJECTS) {
      const client = clients.get(project.client)
      expect(client, project.name).toBeDefined()
      expect(
        client?.contacts?.map((contact) => contact.name),
        project.name,
      ).toContain(project.contact)
      const responsible = people.get(project.responsible)
      expect(responsible?.kind ?? 'AGENCY', project.name).toBe('AGENCY')
      expect(people.has(project.by), project.name).toBe(true)
      expect(types.get(project.type)?.divisions, project.name).toContain(responsible?.division)
    }
  })

  it('passes the lead form’s own checks', () => {
    for (const project of DEMO_PROJECTS) {
      const body = {
        name: project.name,
        dates: ['2027-01-10', '2027-01-11'],
        city: project.city,
        format: project.format,
        expected_attendee_count: project.attendees,
        lead_value: project.value,
        lead_currency: project.currency,
        project_ref: project.ref,
        status_info: project.status_info,
        note: project.note,
      }
      expect(leadInputSchema.safeParse(body).error?.issues, project.name).toBeUndefined()
    }
  })

  it('walks a plausible road to each stage', () => {
    expect(stagePath(0)).toEqual([0])
    expect(stagePath(3)).toEqual([0, 1, 3])
    expect(stagePath(7)).toEqual([0, 1, 4, 5, 7])
    expect(stagePath(9)).toEqual([0, 4, 7, 8, 9])
    expect(stagePath(11)).toEqual([0, 4, 7, 8, 9, 10, 11])
    expect(stagePath(14)).toEqual([0, 4, 14])
  })
})

describe('demo leads and projects (seeded)', () => {
  let test: TestApp
  beforeAll(async () => {
    test = await createTestApp()
  })
  afterAll(async () => {
    await test.close()
  })

  it('generates references for divisions that generate them and keeps typed ones', async () => {
    const rows = await test.database.db
      .select({ ref: projects.project_ref, name: projects.name })
      .from(projects)
      // The report history's projects (ARS-…, demo-report-history.ts) are not the curated ones.
      .where(and(isNotNull(projects.project_ref), notLike(projects.project_ref, 'ARS-%')))
    expect(rows).toHaveLength(DEMO_PROJECTS.length)
    expect(new Set(rows.map((row) => row.ref?.toUpperCase())).size).toBe(rows.length)
    const generated = rows.filter((row) => row.ref?.startsWith('KE-'))
    expect(generated.length).toBeGreaterThan(5)
    for (const row of generated) expect(row.ref).toMatch(/^KE-\d{4}-\d{3}$/)
  })

  it('writes the stage moves onto the timeline, ending at the current stage', async () => {
    const rows = await test.database.db
      .select({ stage: projects.stage, kind: projectEvents.kind, data: projectEvents.data })
      .from(projectEvents)
      .innerJoin(projects, eq(projects.id, projectEvents.project_id))
      .where(eq(projects.name, 'Trakya Enerji Bayi Teşvik Gezisi'))
      .orderBy(projectEvents.created_at, projectEvents.id)
    expect(rows.map((row) => row.kind)).toEqual(['created', ...Array(5).fill('stage_changed')])
    expect(rows.at(-1)?.data).toEqual({ from_stage: 9, to_stage: 10 })
  })

  it('lets the demo client user ask for projects', async () => {
    const [client] = await test.database.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, DEMO_EMAILS.client), eq(users.kind, 'CLIENT')))
    const asked = await test.database.db
      .select({ stage: projects.stage })
      .from(projects)
      .where(eq(projects.created_by, client?.id ?? 0))
    expect(asked).toEqual([{ stage: 0 }])
  })
})
