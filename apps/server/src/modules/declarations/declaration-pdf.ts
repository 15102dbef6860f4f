import type { FormDetail, FormFieldOut } from '@ajanda/contracts/forms/form-detail'
import { textIn } from '@ajanda/contracts/forms/form-model'
import PDFDocument from 'pdfkit'
import { interFonts } from '../../platform/pdf-fonts'
import { answerSummary, type MailLocale } from '../webform/webform-mail'

/**
 * The declaration's PDF copy (issue 22 item 6): the form's name, the event, the attendee, each
 * answered section with its texts, the consent texts of the `contract` fields marked accepted, the
 * other answers as "Title: answer" and the signature's image. Inter (the badges' font) carries the
 * Turkish letters. One or two pages: made on the calling thread (the badges' worker is for thousands).
 */

const TEXTS = {
  tr: {
    title: 'Beyan',
    event: 'Etkinlik',
    attendee: 'Katılımcı',
    declaredAt: 'Beyan tarihi',
    accepted: 'Kabul edildi: okudum, kabul ediyorum.',
    signature: 'İmza',
    noSignature: '(imza yok)',
    footer: 'Bu belge Ajanda tarafından katılımcının çevrim içi beyanından oluşturulmuştur.',
  },
  en: {
    title: 'Declaration',
    event: 'Event',
    attendee: 'Attendee',
    declaredAt: 'Declared on',
    accepted: 'Accepted: I have read and accept.',
    signature: 'Signature',
    noSignature: '(no signature)',
    footer: "This document was made by Ajanda from the attendee's online declaration.",
  },
} as const

export interface DeclarationPdfInput {
  locale: MailLocale
  formName: string
  event: { name: string; dates: string; city: string | null }
  attendee: { name: string; email: string | null }
  declaredAt: string
  detail: FormDetail
  /** The stored answers by field id. */
  values: Record<string, unknown>
  /** The signature images by field id (PNG or JPEG bytes). */
  signatures: Map<number, Buffer>
}

const DISPLAY_TEXT_TYPES = new Set(['heading', 'paragraph', 'banner', 'html'])

/** A text prop of a display field or a contract, without HTML tags. */
function plain(value: unknown, locale: MailLocale): string {
  const text =
    typeof value === 'string' || (value && typeof value === 'object')
      ? textIn(value as Record<string, string> & { tr: string }, locale)
      : ''
  return text
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/p>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .trim()
}

const answered = (field: FormFieldOut, values: Record<string, unknown>) => {
  const value = values[String(field.id)]
  return value !== undefined && value !== null && value !== ''
}

export async function renderDeclarationPdf(input: DeclarationPdfInput): Promise<Buffer> {
  const t = TEXTS[input.locale]
  const { regular, bold } = interFonts()
  const pdf = new PDFDocument({
    size: 'A4',
    margin: 56,
    compress: true,
    info: { Title: `${t.title}: ${input.formName}`, Creator: 'Ajanda', Producer: 'Ajanda' },
    lang: input.locale === 'en' ? 'en-GB' : 'tr-TR',
  })
  pdf.registerFont('regular', regular)
  pdf.registerFont('bold', bold)
  const chunks: Buffer[] = []
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<void>((resolve, reject) => {
    pdf.on('end', resolve)
    pdf.on('error', reject)
  })
  const width = pdf.page.width - 112

  pdf.font('bold').fontSize(18).fillColor('#111111').text(input.formName, { width })
  pdf.moveDown(0.5)
  const fact = (label: string, value: string) =>
    pdf
      .font('bold')
      .fontSize(10)
      .text(`${label}: `, { continued: true })
      .font('regular')
      .text(value, { width })
  fact(t.event, [input.event.name, input.event.dates, input.event.city].filter(Boolean).join(', '))
  fact(t.attendee, [input.attendee.name, input.attendee.email].filter(Boolean).join(' · '))
  fact(t.declaredAt, input.declaredAt)
  pdf.moveDown(1)

  for (const section of input.detail.sections) {
    // A section none of whose fields was answered was hidden or asks nothing: not part of the copy.
    if (section.is_hidden || !section.fields.some((field) => answered(field, input.values))) continue
    const title = textIn(section.title, input.locale)
    if (title) pdf.font('bold').fontSize(13).text(title, { width }).moveDown(0.3)
    for (const field of section.fields) {
      if (field.is_hidden) continue
      if (DISPLAY_TEXT_TYPES.has(field.type)) {
        const text = plain(field.props.content, input.locale)
        if (text) pdf.font('regular').fontSize(10).text(text, { width }).moveDown(0.5)
        continue
      }
      if (!answered(field, input.values)) continue
      if (field.type === 'contract') {
        const heading = plain(field.props.title, input.locale) || textIn(field.title, input.locale)
        pdf.font('bold').fontSize(11).text(heading, { width })
        const text = plain(field.props.text, input.locale)
        if (text) pdf.font('regular').fontSize(9).text(text, { width, align: 'justify' })
        if (typeof field.props.link === 'string' && field.props.link)
          pdf.font('regular').fontSize(9).fillColor('#1a4fa0').text(field.props.link, { width })
        pdf.fillColor('#111111').font('bold').fontSize(10).text(t.accepted, { width }).moveDown(0.6)
        continue
      }
      if (field.type === 'signature') {
        pdf
          .font('bold')
          .fontSize(11)
          .text(textIn(field.title, input.locale) || t.signature, { width })
        const image = input.signatures.get(field.id)
        if (image) {
          if (pdf.y + 110 > pdf.page.height - 56) pdf.addPage()
          const top = pdf.y + 4
          pdf.image(image, pdf.page.margins.left, top, { fit: [220, 100] })
          pdf.rect(pdf.page.margins.left, top, 220, 100).lineWidth(0.5).stroke('#999999')
          pdf.y = top + 108
        } else pdf.font('regular').fontSize(10).text(t.noSignature, { width })
        pdf.moveDown(0.6)
        continue
      }
      const [line] = answerSummary(
        { ...input.detail, sections: [{ ...section, is_hidden: false, fields: [field] }] },
        input.values,
        input.locale,
      )
      if (line) pdf.font('regular').fontSize(10).text(line.replace(/^- /, ''), { width }).moveDown(0.3)
    }
    pdf.moveDown(0.6)
  }
  pdf.moveDown(1)
  pdf.font('regular').fontSize(8).fillColor('#555555').text(t.footer, { width })
  pdf.end()
  await done
  return Buffer.concat(chunks)
}
