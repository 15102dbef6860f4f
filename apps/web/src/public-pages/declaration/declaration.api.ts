import type { Locale } from '@ajanda/contracts/common/locale'
import type {
  Declaration,
  DeclarationSubmitInput,
  DeclarationSubmitResponse,
} from '@ajanda/contracts/declarations.contract'
import { api } from '../../shared/api/api-client'
import { uploadFile } from '../../shared/api/upload-file'
import type { FileAnswer } from '../../shared/form-renderer/form-renderer'

/** The attendee's declaration (server: apps/server/src/modules/declarations/declarations.routes.ts). */

const pathOf = (code: string) => `/declaration/${encodeURIComponent(code)}`

export const declarationKey = (code: string) => ['declaration', code] as const

/** GET: the project's published declaration form, the attendee's name and whether they declared. */
export const fetchDeclaration = (code: string, locale: Locale, signal?: AbortSignal) =>
  api.get<Declaration>(pathOf(code), { locale }, signal)

/** POST: the answers; 422 with the fields' errors, 409 when already declared. */
export const submitDeclaration = (code: string, input: DeclarationSubmitInput) =>
  api.post<DeclarationSubmitResponse>(pathOf(code), input, { query: { locale: input.locale } })

/**
 * POST …/upload/{fieldId}: the signature's PNG; the answer is the server's signed `upload:` reference.
 * buildUrl adds `?locale=` itself (the page's language, applyPublicLanguage): a second one in the path
 * would make `tr?locale=tr`, which the server refuses.
 */
export const uploadDeclarationFile = (code: string, fieldId: number, file: File) =>
  uploadFile<FileAnswer>(`${pathOf(code)}/upload/${fieldId}`, file)
