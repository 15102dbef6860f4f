import { expect } from 'vitest'
import { newPublicCode } from '../../platform/codes'
import type { TestApp } from '../../test-support/test-app'
import { attendees } from '../attendees/attendees.table'
import { formFields, formSections, forms } from '../forms/forms.table'
import { nextIp } from '../webform/webform-test-fixtures'

/** The smallest PNG (1×1, transparent): a signature as the pad uploads it. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)

/**
 * The declaration tests' scene (declarations.routes.test.ts, declaration-reset.routes.test.ts): attendees
 * with Turkish names, a published declaration form with a contract and a signature, a signature upload.
 */
export function declarationFixtures(testApp: TestApp, home: { projectId: number; companyId: number }) {
  const db = () => testApp.database.db
  const projectId = home.projectId
  const companyId = home.companyId
  let sequence = 0
  async function insertAttendee(project = projectId, company = companyId, status = 'REGISTERED') {
    const [row] = await db()
      .insert(attendees)
      .values({
        event_company_id: company,
        project_id: project,
        pcode: newPublicCode(),
        acode: newPublicCode(),
        dcode: newPublicCode(),
        first_name: 'Şule',
        last_name: `Çağlayan ${++sequence}`,
        name_search: `sule caglayan ${sequence}`,
        email: `sule${sequence}@example.com`,
        status,
      })
      .returning()
    if (!row) throw new Error('no attendee')
    return row
  }

  /** A published declaration form: a paragraph, a contract (KVKK text), a short answer and a signature. */
  async function insertDeclarationForm(project = projectId, company = companyId) {
    const [form] = await db()
      .insert(forms)
      .values({
        event_company_id: company,
        project_id: project,
        code: newPublicCode(),
        name: 'Katılımcı Beyanı',
        slug: `beyan-${++sequence}`,
        type: 'PERSONAL',
        form_type: 'declaration',
        status: 'published',
        languages: ['tr', 'en'],
        published_at: new Date(),
      })
      .returning()
    if (!form) throw new Error('no form')
    const [section] = await db()
      .insert(formSections)
      .values({ form_id: form.id, title: { tr: 'Onaylar' }, sort_order: 0 })
      .returning()
    const field = async (type: string, extra: Partial<typeof formFields.$inferInsert> = {}) => {
      const [row] = await db()
        .insert(formFields)
        .values({
          form_id: form.id,
          section_id: section?.id as number,
          type,
          title: { tr: type },
          sort_order: ++sequence,
          ...extra,
        })
        .returning()
      return row?.id as number
    }
    await field('paragraph', { props: { content: { tr: 'Lütfen aşağıdaki metni okuyun.' } } })
    const contractId = await field('contract', {
      title: { tr: 'KVKK Aydınlatma Metni' },
      props: { contract_type: 'text', text: { tr: 'Kişisel verilerim işlenebilir; ğüşıöç ĞÜŞİÖÇ.' } },
    })
    const noteId = await field('short_answer', { title: { tr: 'Not' } })
    const signatureId = await field('signature', { title: { tr: 'İmza' } })
    return { form, contractId, noteId, signatureId }
  }

  async function uploadSignature(dcode: string, fieldId: number) {
    const boundary = '----ajanda-declaration'
    const response = await testApp.app.inject({
      method: 'POST',
      url: `/api/v1/declaration/${dcode}/upload/${fieldId}`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      remoteAddress: nextIp(),
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="imza.png"\r\n` +
            'Content-Type: image/png\r\n\r\n',
        ),
        PNG,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    })
    expect(response.statusCode, response.body).toBe(200)
    return response.json() as { url: string; name: string; size: number; mime: string }
  }
  return { insertAttendee, insertDeclarationForm, uploadSignature }
}
