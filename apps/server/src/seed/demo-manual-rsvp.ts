import { and, eq } from 'drizzle-orm'
import { formFieldOptions, formFields, formSections, forms } from '../modules/forms/forms.table'
import { manualRsvpAccesses } from '../modules/manual-rsvp/manual-rsvp.table'
import { users } from '../modules/users/users.table'
import { newPublicCode, newSecret, sha256 } from '../platform/codes'
import type { DbOrTx } from '../platform/db'

/** The demo congress's manual RSVP form (form_type mma) and its slug. */
export const DEMO_MMA_SLUG = 'gala-telefon-lcv'
export const DEMO_HELPER_NAME = 'Selin Arslan (müşteri asistanı)'

/**
 * Manual RSVP demo (issue 21 item 6): the demo congress gets a published `mma` form (an attendance
 * question and a transport choice; an mma form carries no rules) and one helper access for it, as staff
 * would give the client's assistant who calls the invitees. The access's token is random and thrown
 * away: staff make a new access in the Formlar tab to get a link to try. The form passes the engine's
 * formSchema (demo-manual-rsvp.test.ts).
 */
export async function insertDemoManualRsvp(tx: DbOrTx, companyId: number): Promise<void> {
  const [congress] = await tx
    .select({ project_id: forms.project_id })
    .from(forms)
    .where(and(eq(forms.event_company_id, companyId), eq(forms.slug, 'kongre-kayit')))
    .limit(1)
  const projectId = congress?.project_id
  if (!projectId) return
  const [form] = await tx
    .insert(forms)
    .values({
      event_company_id: companyId,
      code: newPublicCode(),
      project_id: projectId,
      name: 'Gala Yemeği Telefon LCV',
      slug: DEMO_MMA_SLUG,
      type: 'PERSONAL',
      form_type: 'mma',
      status: 'published',
      languages: ['tr', 'en'],
      published_at: new Date(),
    })
    .returning({ id: forms.id })
  const formId = form?.id as number
  const [section] = await tx
    .insert(formSections)
    .values({ form_id: formId, title: { tr: 'Gala Yemeği', en: 'Gala dinner' }, sort_order: 0 })
    .returning({ id: formSections.id })
  const sectionId = section?.id as number
  await tx.insert(formFields).values({
    form_id: formId,
    section_id: sectionId,
    type: 'attendance',
    title: { tr: 'Gala yemeğine katılacak mı?', en: 'Will they attend the gala dinner?' },
    is_required: true,
    props: {
      attending_text: { tr: 'Katılacak', en: 'Attending' },
      not_attending_text: { tr: 'Katılmayacak', en: 'Not attending' },
    },
    sort_order: 0,
  })
  const [transport] = await tx
    .insert(formFields)
    .values({
      form_id: formId,
      section_id: sectionId,
      type: 'dropdown',
      title: { tr: 'Ulaşım', en: 'Transport' },
      helptext: { tr: 'Katılacaksa', en: 'When attending' },
      sort_order: 1,
    })
    .returning({ id: formFields.id })
  const transportId = transport?.id as number
  await tx.insert(formFieldOptions).values(
    [
      { tr: 'Otel servisi', en: 'Hotel shuttle' },
      { tr: 'Kendi aracıyla', en: 'Own car' },
      { tr: 'Taksi', en: 'Taxi' },
    ].map((text, index) => ({ field_id: transportId, option_text: text, sort_order: index })),
  )
  const [admin] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.event_company_id, companyId), eq(users.is_admin, true)))
    .limit(1)
  await tx.insert(manualRsvpAccesses).values({
    event_company_id: companyId,
    project_id: projectId,
    form_id: formId,
    name: DEMO_HELPER_NAME,
    token_hash: sha256(newSecret()),
    expires_at: new Date(Date.now() + 30 * 24 * 3600 * 1000),
    created_by: admin?.id ?? null,
  })
}
