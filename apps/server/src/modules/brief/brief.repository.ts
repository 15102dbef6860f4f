import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../platform/db'
import { clients } from '../clients/clients.table'
import { contacts } from '../contacts/contacts.table'
import { eventCompanies } from '../event-companies/event-companies.table'
import type { FormRow } from '../forms/forms.repository'
import { forms } from '../forms/forms.table'

/** The reads of the public brief page; every lookup after the form is bound to the form's company. */
export function createBriefRepository(db: DbOrTx) {
  return {
    /**
     * The published brief form a public path names. A slug is unique per company only and the path names
     * no company: two companies' published brief forms with one slug are ambiguous (null → 404).
     */
    async formBySlug(slug: string): Promise<FormRow | null> {
      const rows = await db
        .select()
        .from(forms)
        .where(
          and(
            eq(forms.slug, slug),
            eq(forms.status, 'published'),
            eq(forms.form_type, 'brief'),
            isNull(forms.project_id),
          ),
        )
        .limit(2)
      return rows.length === 1 ? (rows[0] as FormRow) : null
    },

    /** The company's published brief form with this slug (the demo seed's lookup). */
    async companyFormBySlug(companyId: number, slug: string): Promise<FormRow | null> {
      const [row] = await db
        .select()
        .from(forms)
        .where(
          and(
            eq(forms.event_company_id, companyId),
            eq(forms.slug, slug),
            eq(forms.form_type, 'brief'),
            isNull(forms.project_id),
          ),
        )
        .limit(1)
      return (row as FormRow | undefined) ?? null
    },

    /** The company's active client with this public code; another company's code is unknown here. */
    async clientByCode(companyId: number, ccode: string) {
      const [row] = await db
        .select({ id: clients.id, name: clients.name })
        .from(clients)
        .where(
          and(eq(clients.event_company_id, companyId), eq(clients.code, ccode), isNull(clients.deleted_at)),
        )
        .limit(1)
      return row ?? null
    },

    /** The client's active contact with this e-mail (compared without case), if any. */
    async contactOf(companyId: number, clientId: number, email: string): Promise<number | null> {
      const [row] = await db
        .select({ id: contacts.id })
        .from(contacts)
        .where(
          and(
            eq(contacts.event_company_id, companyId),
            eq(contacts.client_id, clientId),
            sql`lower(${contacts.email}) = ${email.toLowerCase()}`,
            isNull(contacts.deleted_at),
          ),
        )
        .orderBy(asc(contacts.id))
        .limit(1)
      return row?.id ?? null
    },

    async company(companyId: number) {
      const [row] = await db
        .select({
          name: eventCompanies.name,
          logo: eventCompanies.logo,
          main_color: eventCompanies.export_main_color,
          secondary_color: eventCompanies.export_secondary_color,
        })
        .from(eventCompanies)
        .where(eq(eventCompanies.id, companyId))
      return row ?? null
    },
  }
}
