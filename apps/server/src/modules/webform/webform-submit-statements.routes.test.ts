import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { WordedError } from '../../platform/errors'
import { attendees, attendeeWaitlist } from '../attendees/attendees.table'
import { foldAllSeats } from '../attendees/seat-deltas'
import { FormAssembly } from '../forms/form-view'
import { createFormsRepository } from '../forms/forms.repository'
import { formFieldOptions, forms } from '../forms/forms.table'
import { projects } from '../projects/projects.table'
import { submitInTransaction } from './webform-submit'
import { type TestForm, webformTestSetup } from './webform-test-fixtures'

/*
 * A submission sends fewer statements (issue 21 item 10): the confirmation takes the attendee from the
 * submission and the event from the form's read, and a form without a capacity counts its answer in the
 * options' statement. What they must not change: the mail names the project as it is now and the
 * attendee's own links, and a form given a capacity meanwhile still refuses when full.
 */

const setup = webformTestSetup()
const { db, newForm } = setup

let person = 0
function answersFor(f: TestForm, option: number, email = `sayim${++person}@example.com`) {
  return {
    [f.nameId]: { first_name: 'Selin', last_name: `Tur ${person}` },
    [f.emailId]: email,
    [f.radioId]: option,
    ...(option === f.optionA ? { [f.companyFieldId]: 'Şifa Hastanesi' } : {}),
  }
}
const mailTo = (email: string) => setup.testApp.mails.filter((mail) => mail.to === email).at(-1)

describe('the confirmation without reading the attendee and the project again', () => {
  it("names the project's current name, dates and city, and the attendee's own links", async () => {
    const f = await newForm()
    const [before] = await db().select().from(projects).where(eq(projects.id, setup.demo.projectId))
    if (!before) throw new Error('project missing')
    try {
      const first = `ilk${++person}@example.com`
      expect(
        (await setup.api.post(`/webform/${f.slug}`, { answers: answersFor(f, f.optionB, first) })).statusCode,
      ).toBe(200)
      expect(mailTo(first)?.subject).toBe(`Kaydınız alındı: ${before.name}`)

      await db()
        .update(projects)
        .set({
          name: 'Yeniden Adlanan Kongre',
          city: 'Trabzon',
          starts_at: '2031-02-03',
          ends_at: '2031-02-03',
        })
        .where(eq(projects.id, setup.demo.projectId))
      const email = `sonra${++person}@example.com`
      const response = await setup.api.post(`/webform/${f.slug}`, {
        answers: answersFor(f, f.optionB, email),
      })
      expect(response.statusCode, response.body).toBe(200)
      const { pcode, acode } = response.json()
      const mail = mailTo(email)
      expect(mail?.subject).toBe('Kaydınız alındı: Yeniden Adlanan Kongre')
      expect(mail?.text).toContain(`Merhaba Selin,`)
      expect(mail?.text).toContain('Etkinlik: Yeniden Adlanan Kongre, 3 Şubat 2031, Trabzon')
      expect(mail?.text).toContain(`http://ajanda.test/web-form/${f.slug}/${pcode}`)
      expect(mail?.text).toContain(`http://ajanda.test/event-badge/${acode}`)
      expect(mail?.icalEvent?.content).toContain('SUMMARY:Yeniden Adlanan Kongre')
      expect(mail?.icalEvent?.content).toContain('DTSTART;VALUE=DATE:20310203')
      // The codes mailed are the stored ones.
      const [stored] = await db()
        .select({ pcode: attendees.pcode, acode: attendees.acode, email: attendees.email })
        .from(attendees)
        .where(eq(attendees.pcode, pcode))
      expect(stored).toEqual({ pcode, acode, email })
    } finally {
      await db()
        .update(projects)
        .set({ name: before.name, city: before.city, starts_at: before.starts_at, ends_at: before.ends_at })
        .where(eq(projects.id, setup.demo.projectId))
    }
  })

  it('mails the status the submission ended in: waiting, no badge link', async () => {
    const f = await newForm({ quotas: [1, null] })
    expect(
      (await setup.api.post(`/webform/${f.slug}`, { answers: answersFor(f, f.optionA) })).statusCode,
    ).toBe(200)
    const email = `bekler${++person}@example.com`
    const waiting = await setup.api.post(`/webform/${f.slug}`, {
      answers: answersFor(f, f.optionA, email),
      waitlist: true,
    })
    expect(waiting.json()).toMatchObject({ status: 'WAITLISTED' })
    const mail = mailTo(email)
    expect(mail?.subject).toMatch(/^Bekleme listesindesiniz: /)
    expect(mail?.text).toContain(`/web-form/${f.slug}/${waiting.json().pcode}`)
    expect(mail?.text).not.toContain('/event-badge/')
  })
})

describe("a form's answer counted with the options' statement", () => {
  /** The form a request read (its capacity as it was then) and its detail. */
  async function readForm(f: TestForm) {
    const [form] = await db().select().from(forms).where(eq(forms.id, f.form.id))
    if (!form) throw new Error('form missing')
    const detail = new FormAssembly(await createFormsRepository(db()).load(form)).detail('tr')
    return { form, detail }
  }
  const submit = async (f: TestForm, read: Awaited<ReturnType<typeof readForm>>, waitlist: boolean) => {
    const values = answersFor(f, f.optionA)
    return db().transaction((tx) =>
      submitInTransaction(tx, {
        form: read.form,
        detail: read.detail,
        pcode: undefined,
        input: { answers: values, locale: 'tr', waitlist },
        values,
        stored: values,
      }),
    )
  }
  const optionTaken = async (optionId: number) => {
    await foldAllSeats(db())
    const [row] = await db()
      .select({ n: formFieldOptions.quota_allocated })
      .from(formFieldOptions)
      .where(eq(formFieldOptions.id, optionId))
    return row?.n
  }
  const answersCount = async (formId: number) => {
    await foldAllSeats(db())
    const [row] = await db().select({ n: forms.answers_count }).from(forms).where(eq(forms.id, formId))
    return row?.n
  }

  it('counts each answer of a form without a capacity once', async () => {
    const f = await newForm({ quotas: [5, null] })
    const read = await readForm(f)
    for (let i = 0; i < 3; i++) expect((await submit(f, read, false)).status).toBe('REGISTERED')
    expect(await answersCount(f.form.id)).toBe(3)
    expect(await optionTaken(f.optionA)).toBe(3)
  })

  it('a form given a capacity after the request read it still refuses when full, or lists the newcomer', async () => {
    const f = await newForm({ quotas: [5, null] })
    // Read while the form had no capacity; then staff give it one, already taken.
    const stale = await readForm(f)
    expect(stale.form.capacity).toBeNull()
    expect((await submit(f, stale, false)).status).toBe('REGISTERED')
    await db().update(forms).set({ capacity: 1 }).where(eq(forms.id, f.form.id))
    await foldAllSeats(db())

    const refused = await submit(f, stale, false).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(WordedError)
    expect((refused as WordedError).statusCode).toBe(422)
    expect((refused as WordedError).body).toMatchObject({ code: 'form_full' })

    const waiting = await submit(f, stale, true)
    expect(waiting.status).toBe('WAITLISTED')
    // The option seat taken with the count was given back; the form's count is the first answer's.
    expect(await optionTaken(f.optionA)).toBe(1)
    expect(await answersCount(f.form.id)).toBe(1)
    const [row] = await db()
      .select({ id: attendees.id })
      .from(attendees)
      .where(eq(attendees.pcode, waiting.pcode))
    const entries = await db()
      .select({ option_id: attendeeWaitlist.option_id, status: attendeeWaitlist.status })
      .from(attendeeWaitlist)
      .where(
        and(eq(attendeeWaitlist.attendee_id, row?.id as number), eq(attendeeWaitlist.form_id, f.form.id)),
      )
    expect(entries).toEqual([{ option_id: null, status: 'WAITING' }])
  })
})
