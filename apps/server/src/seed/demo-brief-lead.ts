import type { FormDetail } from '@ajanda/contracts/forms/form-detail'
import { createBriefRepository } from '../modules/brief/brief.repository'
import { briefDetail, checkBriefAnswers, createBriefLead } from '../modules/brief/brief-lead'
import type { DbOrTx } from '../platform/db'

/** The demo brief form's slug (demo-forms.ts). */
export const DEMO_BRIEF_SLUG = 'etkinlik-brifi'

const addDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

/** A prospective client's answers to the demo brief form, by the fields' codes and types. */
function demoAnswers(detail: FormDetail): Record<string, unknown> {
  const byCode: Record<string, unknown> = {
    event_name: 'Anadolu Pediatri Günleri 2027',
    attendee_count: 350,
    company: 'Anadolu Pediatri Derneği',
    contact_name: { first_name: 'Elif', last_name: 'Demirtaş' },
    email: 'elif.demirtas@anadolupediatri.example',
    phone: '+90 532 555 12 34',
  }
  const byType: Record<string, unknown> = {
    date_range: [addDays(150), addDays(152)],
    tr_cities: 'Antalya',
    currency: 1_250_000,
    long_answer: 'Sahil kenarında bir otel, 3 salon ve bir gala yemeği düşünüyoruz.',
  }
  const answers: Record<string, unknown> = {}
  for (const field of detail.sections.flatMap((section) => section.fields)) {
    const value = (field.code ? byCode[field.code] : undefined) ?? byType[field.type]
    if (value !== undefined) answers[String(field.id)] = value
  }
  return answers
}

/**
 * Demo data (issue 21 item 8): one lead that came from the brief page, made by the brief module's own
 * core (createBriefLead) from answers to the demo company's published brief form: a POTENTIAL client,
 * its contact, a stage-0 lead and the "Brief formu yanıtları" note. No notification (the demo's own are
 * seeded apart). Skipped when the company has no brief form.
 */
export async function insertDemoBriefLead(tx: DbOrTx, companyId: number): Promise<void> {
  const form = await createBriefRepository(tx).companyFormBySlug(companyId, DEMO_BRIEF_SLUG)
  if (!form) return
  const detail = await briefDetail(tx, form, 'tr')
  const values = checkBriefAnswers(detail, demoAnswers(detail), 'tr')
  await createBriefLead(tx, null, { form, detail, values, client: null })
}
