import { eq } from 'drizzle-orm'
import type { AppContext } from '../../platform/context'
import { eventCompanies } from './event-companies.table'

/** The PDF renderers embed PNG and JPEG images only; another logo is left out rather than failing. */
const EMBEDDABLE_LOGO = /\.(png|jpe?g)$/i

export interface CompanyExportStyle {
  name: string
  /** The logo's bytes when it is a PNG or JPEG the storage still has. */
  logo: Buffer | null
  main_color: string | null
  secondary_color: string | null
  footer_note: string | null
  footer_note_en: string | null
  time_zone: string
}

/**
 * What a company's exported documents look like (admin-area.md "export colours"): its name, logo,
 * colours and footer notes, as the budget export and the registration pro forma print them.
 */
export async function readCompanyExportStyle(
  ctx: AppContext,
  companyId: number,
): Promise<CompanyExportStyle> {
  const [company] = await ctx.db
    .select({
      name: eventCompanies.name,
      logo: eventCompanies.logo,
      main_color: eventCompanies.export_main_color,
      secondary_color: eventCompanies.export_secondary_color,
      footer_note: eventCompanies.budget_footer_note,
      footer_note_en: eventCompanies.budget_footer_note_en,
      time_zone: eventCompanies.timezone,
    })
    .from(eventCompanies)
    .where(eq(eventCompanies.id, companyId))
  return {
    name: company?.name ?? '',
    logo: await logoBytes(ctx, company?.logo ?? null),
    main_color: company?.main_color ?? null,
    secondary_color: company?.secondary_color ?? null,
    footer_note: company?.footer_note ?? null,
    footer_note_en: company?.footer_note_en ?? null,
    time_zone: company?.time_zone ?? 'Europe/Istanbul',
  }
}

async function logoBytes(ctx: AppContext, key: string | null): Promise<Buffer | null> {
  if (!key || !EMBEDDABLE_LOGO.test(key)) return null
  try {
    const chunks: Buffer[] = []
    for await (const chunk of ctx.storage.read(key)) chunks.push(chunk as Buffer)
    return Buffer.concat(chunks)
  } catch {
    // A logo missing from the storage only leaves the file without it.
    return null
  }
}
