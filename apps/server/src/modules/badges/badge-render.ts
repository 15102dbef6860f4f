import type { BadgeElement } from '@ajanda/contracts/badges.contract'
import PDFDocument from 'pdfkit'
import { encode } from 'uqr'
import { interFonts } from '../../platform/pdf-fonts'
import { A4_MM, cropMarks, mmToPt, qrRuns, sheetLayout, slotOf } from './badge-layout'

/** One attendee's badge: the bound fields' texts, their lists (for colour bands) and the QR's code. */
export interface BadgeRenderAttendee {
  acode: string
  values: Record<string, string>
  list_ids: number[]
}

/** Everything a PDF needs, plain data so that it crosses into the worker thread as is. */
export interface BadgeRenderJob {
  title: string
  width_mm: number
  height_mm: number
  elements: BadgeElement[]
  layout: 'single' | 'sheet'
  attendees: BadgeRenderAttendee[]
  /** PNG or JPEG bytes by file key; `logo` is the company's logo. */
  images: Record<string, Uint8Array>
  /** Tests read the text of uncompressed PDFs. */
  compress?: boolean
}

const FONT_REGULAR = 'Badge-Regular'
const FONT_BOLD = 'Badge-Bold'

/** pdfkit's opened image (its typings omit openImage; image() takes the object as it takes bytes). */
interface PdfImage {
  width: number
  height: number
}
type WithOpenImage = { openImage(src: Buffer): PdfImage }

class BadgeDrawer {
  /** Each image opened once: a logo on 2,000 badges is one embedded picture, referenced 2,000 times. */
  private readonly opened = new Map<string, PdfImage | null>()

  constructor(
    private readonly pdf: PDFKit.PDFDocument,
    private readonly job: BadgeRenderJob,
  ) {}

  private image(key: string): PdfImage | null {
    if (!this.opened.has(key)) {
      const bytes = this.job.images[key]
      let image: PdfImage | null = null
      try {
        image = bytes ? (this.pdf as unknown as WithOpenImage).openImage(Buffer.from(bytes)) : null
      } catch {
        // An unreadable picture leaves its box empty rather than failing the whole print.
        image = null
      }
      this.opened.set(key, image)
    }
    return this.opened.get(key) ?? null
  }

  /** One badge with its top-left corner at (left, top) millimetres on the current page. */
  draw(attendee: BadgeRenderAttendee, left: number, top: number) {
    const { pdf } = this
    for (const element of this.job.elements) {
      const x = mmToPt(left + element.x_mm)
      const y = mmToPt(top + element.y_mm)
      const width = mmToPt(element.width_mm)
      const height = mmToPt(element.height_mm)
      switch (element.type) {
        case 'band': {
          const color =
            element.colors.find((entry) => attendee.list_ids.includes(entry.list_id))?.color ??
            element.default_color
          if (color) pdf.rect(x, y, width, height).fill(color)
          break
        }
        case 'field':
        case 'text': {
          const text = element.type === 'text' ? element.text : (attendee.values[element.field] ?? '')
          if (!text) break
          pdf
            .font(element.bold ? FONT_BOLD : FONT_REGULAR)
            .fontSize(element.font_size_pt)
            .fillColor(element.color)
            .text(text, x, y, { width, height, align: element.align, ellipsis: true })
          break
        }
        case 'logo':
        case 'image': {
          const image = this.image(element.type === 'logo' ? 'logo' : element.file_key)
          if (image)
            pdf.image(image as unknown as Buffer, x, y, {
              fit: [width, height],
              align: 'center',
              valign: 'center',
            })
          break
        }
        case 'qr': {
          const qr = encode(attendee.acode, { ecc: 'M', border: 0 })
          const side = Math.min(width, height)
          const module = side / qr.size
          const ox = x + (width - side) / 2
          const oy = y + (height - side) / 2
          for (const run of qrRuns(qr.data))
            pdf.rect(ox + run.start * module, oy + run.row * module, run.length * module, module)
          pdf.fill('#000000')
          break
        }
      }
    }
  }
}

/**
 * The badges as a PDF (issue 22 item 4): `single`, each page the badge's own size; `sheet`, A4 portrait
 * pages with as many badges as fit edge to edge and crop marks in the margins (badge-layout.ts). CPU
 * bound for large sets: the server runs it in a worker thread (badge-pdf.ts).
 */
export async function renderBadgesPdf(job: BadgeRenderJob): Promise<Buffer> {
  const { regular, bold } = interFonts()
  const single = job.layout === 'single'
  const pageSize: [number, number] = single
    ? [mmToPt(job.width_mm), mmToPt(job.height_mm)]
    : [mmToPt(A4_MM.width), mmToPt(A4_MM.height)]
  const pdf = new PDFDocument({
    size: pageSize,
    margin: 0,
    autoFirstPage: false,
    compress: job.compress ?? true,
    info: { Title: job.title, Creator: 'Ajanda', Producer: 'Ajanda' },
    lang: 'tr-TR',
  })
  pdf.registerFont(FONT_REGULAR, regular)
  pdf.registerFont(FONT_BOLD, bold)
  const chunks: Buffer[] = []
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<void>((resolve, reject) => {
    pdf.on('end', resolve)
    pdf.on('error', reject)
  })
  const drawer = new BadgeDrawer(pdf, job)
  if (single) {
    for (const attendee of job.attendees) {
      pdf.addPage({ size: pageSize, margin: 0 })
      drawer.draw(attendee, 0, 0)
    }
  } else {
    const layout = sheetLayout(job.width_mm, job.height_mm)
    const marks = cropMarks(layout, job.width_mm, job.height_mm)
    job.attendees.forEach((attendee, index) => {
      const { slot } = slotOf(index, layout.perSheet)
      if (slot === 0) {
        pdf.addPage({ size: pageSize, margin: 0 })
        for (const mark of marks)
          pdf.moveTo(mmToPt(mark.x1), mmToPt(mark.y1)).lineTo(mmToPt(mark.x2), mmToPt(mark.y2))
        if (marks.length > 0) pdf.lineWidth(0.3).stroke('#000000')
      }
      const place = layout.slots[slot] ?? { x: 0, y: 0 }
      drawer.draw(attendee, place.x, place.y)
    })
  }
  // An empty set still makes a valid (one blank page) PDF.
  if (job.attendees.length === 0) pdf.addPage({ size: pageSize, margin: 0 })
  pdf.end()
  await done
  return Buffer.concat(chunks)
}
