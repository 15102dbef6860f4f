import zlib from 'node:zlib'

/** A run of one text repeated many times, streamed into the deflater and never held whole. */
export interface Repeated {
  repeat: string
  times: number
}
/** One entry of a test archive: its content as texts and repeated runs, one after the other. */
export interface ZipEntry {
  name: string
  parts: (string | Repeated)[]
}

interface Written {
  name: Buffer
  crc: number
  compressed: Buffer
  size: number
  offset: number
}

/** Deflates an entry chunk by chunk, so a 200 MB entry costs the test only its compressed size. */
async function deflateEntry(entry: ZipEntry): Promise<{ crc: number; compressed: Buffer; size: number }> {
  const deflate = zlib.createDeflateRaw({ level: 9 })
  const chunks: Buffer[] = []
  deflate.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise((resolve, reject) => deflate.on('end', resolve).on('error', reject))
  let crc = 0
  let size = 0
  const write = async (bytes: Buffer) => {
    crc = zlib.crc32(bytes, crc)
    size += bytes.length
    if (!deflate.write(bytes)) await new Promise((resolve) => deflate.once('drain', resolve))
  }
  for (const part of entry.parts) {
    if (typeof part === 'string') await write(Buffer.from(part))
    else {
      const chunk = Buffer.from(part.repeat)
      for (let index = 0; index < part.times; index++) await write(chunk)
    }
  }
  deflate.end()
  await done
  return { crc, compressed: Buffer.concat(chunks), size }
}

/**
 * A plain ZIP archive (deflate, no zip64), enough to build test spreadsheets and bombs: the real sizes and
 * CRCs go into the local headers and the central directory, as any zip writer puts them.
 */
export async function writeZip(entries: ZipEntry[]): Promise<Buffer> {
  const parts: Buffer[] = []
  const written: Written[] = []
  let offset = 0
  for (const entry of entries) {
    const { crc, compressed, size } = await deflateEntry(entry)
    const name = Buffer.from(entry.name)
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4)
    local.writeUInt16LE(0x0800, 6)
    local.writeUInt16LE(8, 8)
    local.writeUInt32LE(crc, 14)
    local.writeUInt32LE(compressed.length, 18)
    local.writeUInt32LE(size, 22)
    local.writeUInt16LE(name.length, 26)
    parts.push(local, name, compressed)
    written.push({ name, crc, compressed, size, offset })
    offset += local.length + name.length + compressed.length
  }
  const directoryStart = offset
  for (const file of written) {
    const central = Buffer.alloc(46)
    central.writeUInt32LE(0x02014b50, 0)
    central.writeUInt16LE(20, 4)
    central.writeUInt16LE(20, 6)
    central.writeUInt16LE(0x0800, 8)
    central.writeUInt16LE(8, 10)
    central.writeUInt32LE(file.crc, 16)
    central.writeUInt32LE(file.compressed.length, 20)
    central.writeUInt32LE(file.size, 24)
    central.writeUInt16LE(file.name.length, 28)
    central.writeUInt32LE(file.offset, 42)
    parts.push(central, file.name)
    offset += central.length + file.name.length
  }
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(written.length, 8)
  end.writeUInt16LE(written.length, 10)
  end.writeUInt32LE(offset - directoryStart, 12)
  end.writeUInt32LE(directoryStart, 16)
  parts.push(end)
  return Buffer.concat(parts)
}

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>`
const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`
const WORKBOOK = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Liste" sheetId="1" r:id="rId1"/></sheets></workbook>`
const WORKBOOK_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/></Relationships>`
const SHEET = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="s"><v>0</v></c></row><row r="2"><c r="A2" t="s"><v>1</v></c></row></sheetData></worksheet>`

/**
 * An .xlsx whose A2 cell holds `cellChars` copies of "A" (A1 is the header "Ad"): a few hundred KB on
 * the wire for a cell of hundreds of MB, the spreadsheet bomb of issue 18.
 */
export function xlsxWithHugeCell(cellChars: number): Promise<Buffer> {
  return writeZip([
    { name: '[Content_Types].xml', parts: [CONTENT_TYPES] },
    { name: '_rels/.rels', parts: [ROOT_RELS] },
    { name: 'xl/workbook.xml', parts: [WORKBOOK] },
    { name: 'xl/_rels/workbook.xml.rels', parts: [WORKBOOK_RELS] },
    { name: 'xl/worksheets/sheet1.xml', parts: [SHEET] },
    {
      name: 'xl/sharedStrings.xml',
      parts: [
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="2" uniqueCount="2"><si><t>Ad</t></si><si><t>',
        { repeat: 'A'.repeat(65536), times: Math.ceil(cellChars / 65536) },
        '</t></si></sst>',
      ],
    },
  ])
}
