import { inflateSync } from 'node:zlib'

/*
 * Test support: the text of each page of a pdfkit PDF (compressed streams inflated), read back through the fonts'
 * ToUnicode maps (glyph ids are all a content stream holds with embedded fonts). Just enough PDF for
 * what pdfkit writes; not a general reader, and not used by the app.
 */

interface PdfObject {
  dict: string
  stream: Buffer | null
}

function readObjects(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString('latin1')
  const objects = new Map<number, PdfObject>()
  const xref = text.lastIndexOf('\nxref\n')
  const rows = text.slice(xref + 6).split('\n')
  const [first = '0', count = '0'] = (rows[0] ?? '').split(' ')
  for (let index = 0; index < Number(count); index += 1) {
    const [offset, , flag] = (rows[index + 1] ?? '').trim().split(' ')
    if (flag !== 'n') continue
    const start = Number(offset)
    const end = text.indexOf('endobj', start)
    const streamAt = text.indexOf('stream\n', start)
    const hasStream = streamAt !== -1 && streamAt < end
    const dict = text.slice(start, hasStream ? streamAt : end)
    let stream: Buffer | null = null
    if (hasStream) {
      const length = Number(/\/Length (\d+)/.exec(dict)?.[1] ?? 0)
      stream = pdf.subarray(streamAt + 7, streamAt + 7 + length)
      if (/\/Filter \/FlateDecode/.test(dict)) stream = inflateSync(stream)
    }
    objects.set(Number(first) + index, { dict, stream })
  }
  return objects
}

const ref = (dict: string, key: string) => Number(new RegExp(`/${key} (\\d+) 0 R`).exec(dict)?.[1] ?? -1)

function utf16(hex: string): string {
  let result = ''
  for (let index = 0; index + 4 <= hex.length; index += 4)
    result += String.fromCharCode(Number.parseInt(hex.slice(index, index + 4), 16))
  return result
}

/** Glyph id → text, from a ToUnicode CMap with bfrange arrays and bfchar entries. */
function readCmap(cmap: string): Map<number, string> {
  const map = new Map<number, string>()
  for (const [, start = '0', , values = ''] of cmap.matchAll(/<([0-9a-f]+)> <([0-9a-f]+)> \[([^\]]*)\]/gi)) {
    const codes = [...values.matchAll(/<([0-9a-f]+)>/gi)].map((match) => utf16(match[1] ?? ''))
    codes.forEach((code, offset) => {
      map.set(Number.parseInt(start, 16) + offset, code)
    })
  }
  for (const block of cmap.match(/beginbfchar[\s\S]*?endbfchar/g) ?? [])
    for (const [, glyph = '0', code = ''] of block.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>/gi))
      map.set(Number.parseInt(glyph, 16), utf16(code))
  return map
}

export function readPdfPages(pdf: Buffer): string[] {
  const objects = readObjects(pdf)
  const fonts = new Map<string, Map<number, string>>()
  for (const { dict } of objects.values())
    for (const [, name = '', id = '0'] of dict.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
      if (fonts.has(name)) continue
      const toUnicode = objects.get(ref(objects.get(Number(id))?.dict ?? '', 'ToUnicode'))
      fonts.set(name, readCmap(toUnicode?.stream?.toString('latin1') ?? ''))
    }
  const pages = [...objects.values()].find(({ dict }) => /\/Type \/Pages\b/.test(dict))
  const kids = [...(/\/Kids \[([^\]]*)\]/.exec(pages?.dict ?? '')?.[1] ?? '').matchAll(/(\d+) 0 R/g)]
  return kids.map(([, id = '0']) => {
    const content = objects.get(ref(objects.get(Number(id))?.dict ?? '', 'Contents'))
    const operations = content?.stream?.toString('latin1') ?? ''
    const lines: string[] = []
    let font = new Map<number, string>()
    for (const [, fontName, shown] of operations.matchAll(/\/(F\d+) [\d.]+ Tf|\[([^\]]*)\] TJ/g)) {
      if (fontName) font = fonts.get(fontName) ?? new Map()
      if (shown === undefined) continue
      const glyphs = [...shown.matchAll(/<([0-9a-f]+)>/gi)].map((match) => match[1] ?? '').join('')
      let line = ''
      for (let index = 0; index + 4 <= glyphs.length; index += 4)
        line += font.get(Number.parseInt(glyphs.slice(index, index + 4), 16)) ?? '\uFFFD'
      lines.push(line)
    }
    return lines.join('\n')
  })
}
