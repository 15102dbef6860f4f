import { and, eq, inArray } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { attendees } from '../modules/attendees/attendees.table'
import { DECLARATION_PDF_JOB } from '../modules/declarations/declaration-delivery'
import { attendeeDeclarations } from '../modules/declarations/declarations.table'
import { forms } from '../modules/forms/forms.table'
import { photoUploadLinks, projectPhotos } from '../modules/photos/photos.table'
import type { AppContext } from '../platform/context'
import { createTestApp, type TestApp } from '../test-support/test-app'
import { DEMO_DECLARATIONS, DEMO_PHOTO_LINK, DEMO_PHOTOS, insertDemoEventFiles } from './demo-event-files'

let testApp: TestApp
let ctx: AppContext
let congressId: number

beforeAll(async () => {
  testApp = await createTestApp({
    afterReady: async (context) => {
      ctx = context
    },
  })
  const [form] = await testApp.database.db
    .select({ project_id: forms.project_id })
    .from(forms)
    .where(eq(forms.slug, 'kongre-kayit'))
  congressId = form?.project_id as number
})
afterAll(async () => {
  await testApp?.close()
})

async function photosOfCongress() {
  return testApp.database.db.select().from(projectPhotos).where(eq(projectPhotos.project_id, congressId))
}

describe('the demo event files (issue 22 item 8)', () => {
  it("gives the congress a photographer's link with photos and signed declarations, once", async () => {
    await insertDemoEventFiles(ctx)

    const photos = await photosOfCongress()
    expect(photos.map((photo) => photo.name).sort()).toEqual(DEMO_PHOTOS.map((photo) => photo.name).sort())
    const [link] = await testApp.database.db
      .select()
      .from(photoUploadLinks)
      .where(eq(photoUploadLinks.project_id, congressId))
    expect(link?.name).toBe(DEMO_PHOTO_LINK)
    expect(link?.used_bytes).toBeGreaterThan(0)
    for (const photo of photos) {
      expect(photo.storage_key).toMatch(/^photos\//)
      const parts: Buffer[] = []
      for await (const part of ctx.storage.read(photo.thumb_key)) parts.push(Buffer.from(part as Buffer))
      expect((await sharp(Buffer.concat(parts)).metadata()).format).toBe('webp')
    }

    const declarations = await testApp.database.db
      .select({ attendee_id: attendeeDeclarations.attendee_id })
      .from(attendeeDeclarations)
      .where(eq(attendeeDeclarations.project_id, congressId))
    expect(declarations).toHaveLength(DEMO_DECLARATIONS)
    const people = await testApp.database.db
      .select({ status: attendees.status })
      .from(attendees)
      .where(
        and(
          eq(attendees.project_id, congressId),
          inArray(
            attendees.id,
            declarations.map((row) => row.attendee_id),
          ),
        ),
      )
    expect(people.every((person) => person.status === 'REGISTERED')).toBe(true)
    // Each declaration queued its PDF copy, as a real one does.
    expect(testApp.jobs.enqueued.filter((job) => job.name === DECLARATION_PDF_JOB)).toHaveLength(
      DEMO_DECLARATIONS,
    )

    // A restart adds nothing.
    await insertDemoEventFiles(ctx)
    expect(await photosOfCongress()).toHaveLength(DEMO_PHOTOS.length)
    const again = await testApp.database.db
      .select({ id: attendeeDeclarations.id })
      .from(attendeeDeclarations)
      .where(eq(attendeeDeclarations.project_id, congressId))
    expect(again).toHaveLength(DEMO_DECLARATIONS)
  }, 60_000)
})
