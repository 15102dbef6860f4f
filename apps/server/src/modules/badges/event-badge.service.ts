import type { EventBadge } from '@ajanda/contracts/badges.contract'
import type { Locale } from '@ajanda/contracts/common/locale'
import { textIn } from '@ajanda/contracts/forms/form-model'
import { and, asc, eq, ne, sql } from 'drizzle-orm'
import type { AppContext } from '../../platform/context'
import { NotFoundError } from '../../platform/errors'
import { attendeeAnswers, attendeeListMembers, attendeeLists, attendees } from '../attendees/attendees.table'
import { formFieldOptions, formFields } from '../forms/forms.table'
import { projects } from '../projects/projects.table'

/**
 * What the attendee's own badge page shows (issue 22 item 5): who they are, the event, and as their
 * programme the options they hold seats of (sessions, courses, the gala: the chosen items that stand
 * for products), by the field that offers them.
 */
export function createEventBadgeService(ctx: AppContext) {
  const db = ctx.db
  return {
    async read(acode: string, locale: Locale): Promise<EventBadge> {
      const [row] = await db
        .select({
          id: attendees.id,
          first_name: attendees.first_name,
          last_name: attendees.last_name,
          company: attendees.company,
          title: attendees.title,
          acode: attendees.acode,
          name: projects.name,
          starts_at: projects.starts_at,
          ends_at: projects.ends_at,
          city: projects.city,
          country: projects.country,
        })
        .from(attendees)
        .innerJoin(projects, eq(projects.id, attendees.project_id))
        .where(and(eq(attendees.acode, acode), ne(attendees.status, 'CANCELLED')))
        .limit(1)
      if (!row) throw new NotFoundError()
      const [lists, options] = await Promise.all([
        db
          .select({ name: attendeeLists.name })
          .from(attendeeListMembers)
          .innerJoin(attendeeLists, eq(attendeeLists.id, attendeeListMembers.list_id))
          .where(eq(attendeeListMembers.attendee_id, row.id))
          .orderBy(asc(attendeeLists.sort_order), asc(attendeeLists.id)),
        db
          .select({ text: formFieldOptions.option_text, group: formFields.title })
          .from(attendeeAnswers)
          .innerJoin(
            formFieldOptions,
            sql`${formFieldOptions.id} in (select (jsonb_array_elements_text(${attendeeAnswers.seats} -> 'options'))::bigint)`,
          )
          .innerJoin(formFields, eq(formFields.id, formFieldOptions.field_id))
          .where(eq(attendeeAnswers.attendee_id, row.id))
          .orderBy(asc(formFields.sort_order), asc(formFieldOptions.sort_order)),
      ])
      return {
        first_name: row.first_name,
        last_name: row.last_name,
        company: row.company,
        title: row.title,
        acode: row.acode,
        lists: lists.map((list) => list.name),
        event: {
          name: row.name,
          starts_at: row.starts_at,
          ends_at: row.ends_at,
          city: row.city,
          country: row.country,
        },
        programme: options.map((option) => ({
          title: textIn(option.text, locale),
          group: textIn(option.group, locale),
        })),
      }
    },
  }
}
