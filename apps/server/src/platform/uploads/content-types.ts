import type { PROJECT_FILE_EXTENSIONS } from '@ajanda/contracts/projects.contract'
import type { RECEIPT_MIME_TYPES } from '@ajanda/contracts/requests.contract'
import { fileTypeFromBuffer } from 'file-type'

type ProjectFileExtension = (typeof PROJECT_FILE_EXTENSIONS)[number]
type ReceiptType = (typeof RECEIPT_MIME_TYPES)[number]

const ZIP_BASED = ['zip', 'docx', 'xlsx', 'pptx', 'odt', 'ods', 'odp', 'epub', 'jar', 'apk', 'xpi', '3mf']
const OLE = ['cfb']

/**
 * What the bytes of a project file with each extension must be (file-type's names), and the type it is
 * stored and served as. `text` files have no signature: they pass when file-type finds no binary format
 * in them (HTML and SVG pass as text too, but are served as text/plain or text/csv attachments).
 */
const PROJECT_FILE_CONTENT: Record<
  ProjectFileExtension,
  { bytes: readonly string[] | 'text'; type: string }
> = {
  pdf: { bytes: ['pdf'], type: 'application/pdf' },
  doc: { bytes: OLE, type: 'application/msword' },
  xls: { bytes: OLE, type: 'application/vnd.ms-excel' },
  ppt: { bytes: OLE, type: 'application/vnd.ms-powerpoint' },
  docx: {
    bytes: ['docx', 'zip'],
    type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  xlsx: { bytes: ['xlsx', 'zip'], type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  pptx: {
    bytes: ['pptx', 'zip'],
    type: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  },
  odt: { bytes: ['odt', 'zip'], type: 'application/vnd.oasis.opendocument.text' },
  ods: { bytes: ['ods', 'zip'], type: 'application/vnd.oasis.opendocument.spreadsheet' },
  odp: { bytes: ['odp', 'zip'], type: 'application/vnd.oasis.opendocument.presentation' },
  txt: { bytes: 'text', type: 'text/plain; charset=utf-8' },
  csv: { bytes: 'text', type: 'text/csv; charset=utf-8' },
  rtf: { bytes: ['rtf'], type: 'application/rtf' },
  png: { bytes: ['png'], type: 'image/png' },
  jpg: { bytes: ['jpg'], type: 'image/jpeg' },
  jpeg: { bytes: ['jpg'], type: 'image/jpeg' },
  webp: { bytes: ['webp'], type: 'image/webp' },
  gif: { bytes: ['gif'], type: 'image/gif' },
  heic: { bytes: ['heic'], type: 'image/heic' },
  zip: { bytes: ZIP_BASED, type: 'application/zip' },
}

/** Every type a project file is stored as; a row stored before these checks with another is served as bytes. */
const SERVED_TYPES = new Set(Object.values(PROJECT_FILE_CONTENT).map((content) => content.type))

/**
 * The type to store a project file as, judged by its bytes against its extension, or null when the bytes
 * are not what the name says (an HTML page named `teklif.pdf`). The uploader's declared type plays no part.
 */
export async function projectFileType(extension: string, bytes: Buffer): Promise<string | null> {
  const content = PROJECT_FILE_CONTENT[extension as ProjectFileExtension] as
    | (typeof PROJECT_FILE_CONTENT)[ProjectFileExtension]
    | undefined
  if (!content) return null
  const detected = await fileTypeFromBuffer(bytes)
  if (content.bytes === 'text') return detected ? null : content.type
  return detected && content.bytes.includes(detected.ext) ? content.type : null
}

/** The Content-Type a stored project file is served with: its stored type when it is one of ours. */
export function servedProjectFileType(storedType: string): string {
  return SERVED_TYPES.has(storedType) ? storedType : 'application/octet-stream'
}

const RECEIPT_EXTENSIONS: Record<ReceiptType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/heic': 'heic',
  'application/pdf': 'pdf',
}

/** A receipt's real type from its bytes (a photo or a PDF scan), or null for anything else. */
export async function receiptType(bytes: Buffer): Promise<{ type: ReceiptType; extension: string } | null> {
  const detected = await fileTypeFromBuffer(bytes)
  const type = detected?.mime as ReceiptType | undefined
  return type && type in RECEIPT_EXTENSIONS ? { type, extension: RECEIPT_EXTENSIONS[type] } : null
}
