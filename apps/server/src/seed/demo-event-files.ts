import { and, asc, eq } from 'drizzle-orm'
import sharp from 'sharp'
import { attendees } from '../modules/attendees/attendees.table'
import { createDeclarationsService } from '../modules/declarations/declarations.service'
import { attendeeDeclarations } from '../modules/declarations/declarations.table'
import { forms } from '../modules/forms/forms.table'
import { createPhotoUploadsService } from '../modules/photos/photo-uploads'
import { photoUploadLinks } from '../modules/photos/photos.table'
import { newPublicCode } from '../platform/codes'
import type { AppContext } from '../platform/context'

const MB = 1024 * 1024
/** The photographer's link of the demo congress and the photos sent through it. */
export const DEMO_PHOTO_LINK = 'Kongre fotoğrafçısı'
export const DEMO_PHOTOS = [
  { name: 'acilis-oturumu.jpg', colours: ['#1e3a8a', '#60a5fa'] },
  { name: 'ana-salon.jpg', colours: ['#7c2d12', '#fb923c'] },
  { name: 'kahve-arasi.jpg', colours: ['#14532d', '#86efac'] },
  { name: 'poster-alani.jpg', colours: ['#581c87', '#d8b4fe'] },
  { name: 'panel-tartismasi.jpg', colours: ['#134e4a', '#5eead4'] },
  { name: 'gala-yemegi.jpg', colours: ['#831843', '#f9a8d4'] },
] as const
/** How many of the congress's registered attendees have signed the demo declaration. */
export const DEMO_DECLARATIONS = 6

/** A landscape "photo": a two-colour gradient with a few soft shapes (no text: no fonts needed). */
async function demoPhoto([dark, light]: readonly [string, string], seed: number): Promise<Buffer> {
  const circles = Array.from({ length: 5 }, (_, index) => {
    const x = (seed * 263 + index * 331) % 1600
    const y = (seed * 151 + index * 197) % 1067
    return `<circle cx="${x}" cy="${y}" r="${90 + ((seed + index) % 4) * 40}" fill="#ffffff" fill-opacity="0.18"/>`
  }).join('')
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1067">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs>
    <rect width="1600" height="1067" fill="url(#g)"/>${circles}</svg>`
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer()
}

/** A signature: one pen stroke on white, different for each person. */
async function demoSignature(seed: number): Promise<Buffer> {
  const wave = Array.from({ length: 6 }, (_, index) => {
    const x = 40 + index * 55
    const y = 60 + (((seed + index) * 37) % 50) - 25
    return `${index === 0 ? 'M' : 'S'}${x},${y} ${x + 25},${y + (index % 2 ? 30 : -30)}`
  }).join(' ')
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="120">
    <rect width="400" height="120" fill="#ffffff"/>
    <path d="${wave}" fill="none" stroke="#1f2937" stroke-width="4" stroke-linecap="round"/></svg>`
  return sharp(Buffer.from(svg)).png().toBuffer()
}

/** The demo congress (the project of the registration form), or null on a company without it. */
async function demoCongress(ctx: AppContext) {
  const [row] = await ctx.db
    .select({ project_id: forms.project_id, event_company_id: forms.event_company_id })
    .from(forms)
    .where(eq(forms.slug, 'kongre-kayit'))
    .limit(1)
  return row?.project_id ? { projectId: row.project_id, companyId: row.event_company_id } : null
}

/** The photographer's link and its photos, sent in one chunk each through the uploader's own service. */
async function insertDemoPhotos(ctx: AppContext, congress: { projectId: number; companyId: number }) {
  const [existing] = await ctx.db
    .select({ id: photoUploadLinks.id })
    .from(photoUploadLinks)
    .where(eq(photoUploadLinks.project_id, congress.projectId))
    .limit(1)
  if (existing) return
  const [link] = await ctx.db
    .insert(photoUploadLinks)
    .values({
      event_company_id: congress.companyId,
      project_id: congress.projectId,
      code: newPublicCode(),
      name: DEMO_PHOTO_LINK,
      max_file_bytes: 25 * MB,
      max_total_bytes: 2048 * MB,
    })
    .returning({ code: photoUploadLinks.code })
  if (!link) return
  const uploads = createPhotoUploadsService(ctx)
  for (const [index, photo] of DEMO_PHOTOS.entries()) {
    const bytes = await demoPhoto(photo.colours, index + 1)
    const started = await uploads.start(link.code, { file_name: photo.name, total_bytes: bytes.length })
    await uploads.chunk(link.code, started.upload_code, 0, bytes)
  }
}

/** Signed declarations of the first registered attendees, through the declaration page's own service. */
async function insertDemoDeclarations(ctx: AppContext, congress: { projectId: number }) {
  const [form] = await ctx.db
    .select({ id: forms.id })
    .from(forms)
    .where(and(eq(forms.project_id, congress.projectId), eq(forms.form_type, 'declaration')))
    .limit(1)
  if (!form) return
  const [done] = await ctx.db
    .select({ id: attendeeDeclarations.id })
    .from(attendeeDeclarations)
    .where(eq(attendeeDeclarations.form_id, form.id))
    .limit(1)
  if (done) return
  const people = await ctx.db
    .select({ dcode: attendees.dcode, language: attendees.language })
    .from(attendees)
    .where(and(eq(attendees.project_id, congress.projectId), eq(attendees.status, 'REGISTERED')))
    .orderBy(asc(attendees.id))
    .limit(DEMO_DECLARATIONS)
  const service = createDeclarationsService(ctx)
  for (const [index, person] of people.entries()) {
    const locale = person.language === 'en' ? 'en' : 'tr'
    const { form: declaration } = await service.open(person.dcode)
    const view = await service.read(person.dcode, locale)
    const fields = view.form.sections.flatMap((section) => section.fields)
    const answers: Record<string, unknown> = {}
    for (const field of fields) {
      if (field.type === 'contract') answers[String(field.id)] = true
      if (field.type === 'signature') {
        const rule = await service.uploads.fieldFor(declaration, field.id)
        answers[String(field.id)] = await service.uploads.store(declaration, field.id, rule, {
          name: 'imza.png',
          bytes: await demoSignature(index + 1),
        })
      }
    }
    await service.submit(person.dcode, { answers, locale })
  }
}

/**
 * The demo's files (issue 22 item 8): the congress photographer's photos and the signed declarations
 * with their PDF copies. They pass through the same services as a real upload and a real declaration
 * (type checks, GPS removal, thumbnails, the PDF job), so they need the running app's storage and jobs;
 * each part is skipped when its data is already there, so a restart adds nothing.
 */
export async function insertDemoEventFiles(ctx: AppContext): Promise<void> {
  const congress = await demoCongress(ctx)
  if (!congress) return
  await insertDemoPhotos(ctx, congress)
  await insertDemoDeclarations(ctx, congress)
}
