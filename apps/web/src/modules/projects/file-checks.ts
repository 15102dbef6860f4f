import type { Locale } from '@ajanda/contracts/common/locale'
import { validationMessage } from '@ajanda/contracts/common/validation-messages'
import {
  PROJECT_FILE_EXTENSIONS,
  PROJECT_FILE_MAX_MB,
  PROJECT_FILES_PER_UPLOAD,
} from '@ajanda/contracts/projects.contract'

export interface FileProblem {
  /** The file's name; absent for a problem of the whole selection (too many files). */
  name?: string
  message: string
}

/** The extension as the server reads it: after the last dot, lower-case. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.')
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : ''
}

/** What the file picker offers: ".pdf,.doc,..." */
export const PROJECT_FILE_ACCEPT = PROJECT_FILE_EXTENSIONS.map((extension) => `.${extension}`).join(',')

/**
 * The checks of POST /project/{code}/file done before sending, with the server's own 422 texts:
 * at most PROJECT_FILES_PER_UPLOAD files, each of a known extension and at most PROJECT_FILE_MAX_MB.
 */
export function checkProjectFiles(
  files: readonly Pick<File, 'name' | 'size'>[],
  locale: Locale,
): FileProblem[] {
  const problems: FileProblem[] = []
  if (files.length > PROJECT_FILES_PER_UPLOAD)
    problems.push({ message: validationMessage(locale, 'too_many_items', { max: PROJECT_FILES_PER_UPLOAD }) })
  for (const file of files) {
    if (!(PROJECT_FILE_EXTENSIONS as readonly string[]).includes(extensionOf(file.name)))
      problems.push({ name: file.name, message: validationMessage(locale, 'invalid_file_type') })
    else if (file.size > PROJECT_FILE_MAX_MB * 1024 * 1024)
      problems.push({
        name: file.name,
        message: validationMessage(locale, 'file_too_large', { max: PROJECT_FILE_MAX_MB }),
      })
  }
  return problems
}

/** "2,4 MB", "830 KB", "12 B" in the UI's number format. */
export function formatFileSize(bytes: number, locale: Locale): string {
  const format = (value: number) =>
    new Intl.NumberFormat(locale === 'tr' ? 'tr-TR' : 'en-GB', { maximumFractionDigits: 1 }).format(value)
  if (bytes >= 1024 * 1024) return `${format(bytes / (1024 * 1024))} MB`
  if (bytes >= 1024) return `${format(bytes / 1024)} KB`
  return `${bytes} B`
}
