import { PROJECT_FILE_MAX_MB, PROJECT_FILES_PER_UPLOAD } from '@ajanda/contracts/projects.contract'
import { describe, expect, it } from 'vitest'
import { checkProjectFiles, extensionOf, formatFileSize } from './file-checks'

const MB = 1024 * 1024
const file = (name: string, size = 1000) => ({ name, size })

describe('checkProjectFiles', () => {
  it('passes known types within the size limit', () => {
    expect(
      checkProjectFiles([file('Teklif.PDF'), file('plan.xlsx', PROJECT_FILE_MAX_MB * MB)], 'tr'),
    ).toEqual([])
  })

  it('refuses other types with the server message', () => {
    expect(checkProjectFiles([file('setup.exe'), file('noextension')], 'tr')).toEqual([
      {
        name: 'setup.exe',
        message: 'Bu dosya türü yüklenemez (PDF, Office belgesi, görsel, metin ya da ZIP yükleyebilirsin)',
      },
      {
        name: 'noextension',
        message: 'Bu dosya türü yüklenemez (PDF, Office belgesi, görsel, metin ya da ZIP yükleyebilirsin)',
      },
    ])
  })

  it('refuses a file over the limit', () => {
    expect(checkProjectFiles([file('big.zip', PROJECT_FILE_MAX_MB * MB + 1)], 'en')).toEqual([
      { name: 'big.zip', message: `A file may be at most ${PROJECT_FILE_MAX_MB} MB` },
    ])
  })

  it('refuses too many files at once', () => {
    const many = Array.from({ length: PROJECT_FILES_PER_UPLOAD + 1 }, (_, index) => file(`f${index}.txt`))
    expect(checkProjectFiles(many, 'tr')).toEqual([
      { message: `En fazla ${PROJECT_FILES_PER_UPLOAD} kayıt girilebilir` },
    ])
    expect(checkProjectFiles(many.slice(1), 'tr')).toEqual([])
  })
})

describe('file helpers', () => {
  it('reads the extension after the last dot', () => {
    expect(extensionOf('a.b.DOCX')).toBe('docx')
    expect(extensionOf('.env')).toBe('')
  })
  it('says sizes in the UI number format', () => {
    expect(formatFileSize(2.5 * MB, 'tr')).toBe('2,5 MB')
    expect(formatFileSize(2048, 'en')).toBe('2 KB')
    expect(formatFileSize(12, 'en')).toBe('12 B')
  })
})
