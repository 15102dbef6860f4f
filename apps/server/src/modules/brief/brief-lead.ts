import type { Locale } from '@ajanda/contracts/common/locale'
import { foldTurkish } from '@ajanda/contracts/common/turkish-fold'
import { type FormDetail, toEngineForm } from '@ajanda/contracts/forms/form-detail'
import { formShapeSchema } from '@ajanda/contracts/forms/form-model'
import { validateAnswers } from '@ajanda/contracts/forms/validate-answers'
import { newPublicCode } from '../../platform/codes'
import type { DbOrTx } from '../../platform/db'
import { WordedError } from '../../platform/errors'
import { createActivitiesRepository } from '../activities/activities.repository'
import { prepareClientValues } from '../clients/client-values'
import { createClientsRepository } from '../clients/clients.repository'
import type { clients } from '../clients/clients.table'
import { createContactsRepository } from '../contacts/contacts.repository'
import { FormAssembly } from '../forms/form-view'
import { createFormsRepository, type FormRow } from '../forms/forms.repository'
import { type NotifyContext, notify, recordNotice } from '../notifications/notify'
import { prepareLeadValues } from '../projects/project-values'
import { createProjectsRepository } from '../projects/projects.repository'
import { createBriefRepository } from './brief.repository'
import { answersNote, briefFactsOf } from './brief-answers'

/** The title of the note that carries a brief's answers on the lead page. */
export const BRIEF_NOTE_TITLE = 'Brief formu yanıtları'
/** A lead without dates in the brief starts this many days from today. */
const DEFAULT_LEAD_DAYS = 90

export async function briefDetail(db: DbOrTx, form: FormRow, locale: Locale): Promise<FormDetail> {
  return new FormAssembly(await createFormsRepository(db).load(form)).detail(locale)
}

/** The shared engine's check of the answers (422 with the errors under their fields, as /webform). */
export function checkBriefAnswers(detail: FormDetail, answers: Record<string, unknown>, locale: Locale) {
  const engine = formShapeSchema.parse(toEngineForm(detail))
  const check = validateAnswers(engine, answers, null, locale)
  if (!check.ok) throw new WordedError(422, () => check.message, { errors: check.errors })
  return check.values
}

export interface BriefLeadWork {
  form: FormRow
  detail: FormDetail
  /** The engine's checked values (checkBriefAnswers). */
  values: Record<string, unknown>
  /** The known client a ccode named (of the form's company), else null: a POTENTIAL client is made. */
  client: { id: number; name: string } | null
  /** Today (the default dates count from it). */
  today?: Date
}

export interface BriefLead {
  projectId: number
  code: string
  name: string
  clientId: number
  contactId: number | null
}

const addDays = (day: Date, days: number) =>
  new Date(day.getTime() + days * 86_400_000).toISOString().slice(0, 10)

/**
 * The brief's records, in the caller's transaction: the client (the known one, else a new POTENTIAL one:
 * no first confirmation), a contact when a name or e-mail was given (the known client's contact with
 * that e-mail is reused), a lead at stage 0 without a responsible, its creation event, the answers as a
 * client note about the lead (the lead page's notes), and BizdevCreated through notify when `notices` is
 * given (the demo seed passes null). The public path has no acting user: created_by and the actor stay null.
 */
export async function createBriefLead(
  tx: DbOrTx,
  notices: NotifyContext | null,
  work: BriefLeadWork,
): Promise<BriefLead> {
  const companyId = work.form.event_company_id
  const facts = briefFactsOf(work.detail, work.values)
  const clientName = (work.client?.name ?? facts.clientName ?? 'Brief').slice(0, 255)

  let clientId = work.client?.id ?? null
  if (clientId === null) {
    const { values } = prepareClientValues({ name: clientName })
    clientId = await createClientsRepository(tx).insert({
      ...(values as typeof values & Pick<typeof clients.$inferInsert, 'name' | 'name_search'>),
      event_company_id: companyId,
      code: newPublicCode(),
      created_by: null,
    })
  }

  let contactId: number | null = null
  if (work.client && facts.email)
    contactId = await createBriefRepository(tx).contactOf(companyId, work.client.id, facts.email)
  const contactName = facts.contactName ?? facts.email
  if (contactId === null && contactName) {
    const name = contactName.slice(0, 150)
    contactId = await createContactsRepository(tx).insert({
      event_company_id: companyId,
      contact_type: 'C',
      client_id: clientId,
      name,
      name_search: foldTurkish(name),
      email: facts.email?.slice(0, 255) ?? null,
      phone: facts.phone?.slice(0, 40) ?? null,
      created_by: null,
    })
  }

  const name = (facts.eventName ?? `Brief: ${clientName}`).slice(0, 255)
  const today = work.today ?? new Date()
  const dates = facts.dates ?? [addDays(today, DEFAULT_LEAD_DAYS), addDays(today, DEFAULT_LEAD_DAYS)]
  const values = prepareLeadValues({
    name,
    dates,
    city: facts.city ?? undefined,
    country: facts.city ? 'TR' : undefined,
    expected_attendee_count: facts.attendeeCount ?? undefined,
  })
  const projects = createProjectsRepository(tx)
  const code = newPublicCode()
  const projectId = await projects.insert({
    ...values,
    name,
    name_search: foldTurkish(name),
    starts_at: dates[0],
    ends_at: dates[1],
    stage: 0,
    client_id: clientId,
    responsible_id: null,
    event_company_id: companyId,
    code,
    created_by: null,
  })
  if (contactId !== null) await projects.setMainContact(companyId, projectId, contactId)
  await projects.insertEvent({
    event_company_id: companyId,
    project_id: projectId,
    kind: 'created',
    actor_id: null,
    data: { from_stage: null, to_stage: 0 },
  })
  await createActivitiesRepository(tx).insertNote({
    event_company_id: companyId,
    note_type: 'C',
    client_id: clientId,
    project_id: projectId,
    note_title: BRIEF_NOTE_TITLE,
    // Within the note form's own limit, so staff can still edit it.
    note_content: answersNote(work.detail, work.values).slice(0, 10_000) || '—',
    created_by: null,
  })
  if (notices)
    await notify(notices, {
      companyId,
      type: 'BizdevCreated',
      data: recordNotice(null, 'lead', { name, code }),
      actorUserId: null,
    })
  return { projectId, code, name, clientId, contactId }
}
