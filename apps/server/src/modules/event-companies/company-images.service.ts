import {
  COMPANY_IMAGE_MAX_MB,
  type CompanyImageKind,
  type EventCompany,
} from '@ajanda/contracts/event-companies.contract'
import type { AppContext } from '../../platform/context'
import { decodeImageDataUrl } from '../../platform/data-url'
import { FieldValidationError } from '../../platform/errors'
import type { AuthState } from '../../platform/request-context'
import { createEventCompaniesRepository } from './event-companies.repository'
import { createEventCompaniesService } from './event-companies.service'

const COLUMN_OF = { logo: 'logo', 'square-logo': 'square_logo', 'email-logo': 'email_logo' } as const

/** The public logo path the web asks for: `{host}_logo.png`. */
const LOGO_FILE = /^(.+)_logo\.png$/

/** The answer for a host whose company has no logo, or that no company claims. */
export const NO_LOGO = Symbol('no-logo')

/** The company's logo, square logo and e-mail logo: data URLs in, files in storage, URLs out. */
export function createCompanyImagesService(ctx: AppContext) {
  const repo = createEventCompaniesRepository(ctx.db)
  const companies = createEventCompaniesService(ctx)

  return {
    async store(auth: AuthState, id: number, kind: CompanyImageKind, dataUrl: string): Promise<EventCompany> {
      const company = await companies.ownCompany(auth, id)
      const image = await decodeImageDataUrl(dataUrl, COMPANY_IMAGE_MAX_MB * 1024 * 1024)
      if (!image.ok) {
        throw FieldValidationError.of(
          'file',
          image.reason === 'too_large'
            ? { validation: 'image_too_large', params: { max: COMPANY_IMAGE_MAX_MB } }
            : { validation: 'invalid_image' },
        )
      }
      const column = COLUMN_OF[kind]
      const key = await ctx.storage.put(`company-images/${id}`, image.bytes, image.extension)
      await repo.update(id, { [column]: key })
      const previous = company[column]
      if (previous) await ctx.storage.remove(previous)
      return companies.reload(id)
    },

    async remove(auth: AuthState, id: number, kind: CompanyImageKind): Promise<EventCompany> {
      const company = await companies.ownCompany(auth, id)
      const column = COLUMN_OF[kind]
      const previous = company[column]
      if (previous) {
        await repo.update(id, { [column]: null })
        await ctx.storage.remove(previous)
      }
      return companies.reload(id)
    },

    /**
     * Where the logo of the company at `host` is stored; NO_LOGO when no company there has one (the web
     * then shows its own icon); null for a name that is not `{host}_logo.png`.
     */
    async publicLogo(file: string): Promise<string | typeof NO_LOGO | null> {
      const host = LOGO_FILE.exec(file.toLowerCase())?.[1]?.replace(/:\d+$/, '')
      if (!host) return null
      const company = await repo.findByDomain(host)
      return company?.logo ? ctx.storage.url(company.logo) : NO_LOGO
    },
  }
}
