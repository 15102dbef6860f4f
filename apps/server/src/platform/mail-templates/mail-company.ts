import { eq } from 'drizzle-orm'
import { eventCompanies } from '../../modules/event-companies/event-companies.table'
import type { AppContext } from '../context'
import type { MailCompany } from './notification-mail'

/**
 * The sender shown on a company's mails: its name and its e-mail logo (company settings, "email-logo"),
 * as an absolute URL a mail client can load. A missing company still gets a mail, signed "Ajanda".
 */
export async function mailCompanyOf(ctx: AppContext, companyId: number): Promise<MailCompany> {
  const [row] = await ctx.db
    .select({ name: eventCompanies.name, email_logo: eventCompanies.email_logo })
    .from(eventCompanies)
    .where(eq(eventCompanies.id, companyId))
    .limit(1)
  if (!row) return { name: 'Ajanda', emailLogoUrl: null }
  return { name: row.name, emailLogoUrl: row.email_logo ? ctx.storage.url(row.email_logo) : null }
}
