/** The company's export colours, made safe to print, and its logo, checked before either renderer uses it. */

export interface ExportColors {
  /** '#1F3A5F': category header rows and the PDF's header band. */
  main: string
  /** The text on `main`: white unless the colour is light. */
  on_main: string
  /** Category subtotal rows. */
  secondary: string
  on_secondary: string
}

/** A sober dark blue and a pale blue-grey when the company has set no (usable) colour. */
export const DEFAULT_MAIN_COLOR = '#1F3A5F'
export const DEFAULT_SECONDARY_COLOR = '#DCE4EE'

/** '#abc', 'abc', '#aabbcc' or 'AABBCC' as '#AABBCC'; anything else is null. */
export function normalizeHex(value: string | null | undefined): string | null {
  const text = value?.trim().replace(/^#/, '') ?? ''
  if (/^[0-9a-f]{3}$/i.test(text)) return `#${[...text].map((digit) => digit + digit).join('')}`.toUpperCase()
  if (/^[0-9a-f]{6}$/i.test(text)) return `#${text}`.toUpperCase()
  return null
}

/** White on dark colours, near-black on light ones (WCAG relative luminance), so a pale brand stays legible. */
export function textColorOn(hex: string): string {
  const channels = [1, 3, 5].map((start) => {
    const value = Number.parseInt(hex.slice(start, start + 2), 16) / 255
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
  })
  const [red = 0, green = 0, blue = 0] = channels
  const luminance = 0.2126 * red + 0.7152 * green + 0.0722 * blue
  // Contrast with white beats contrast with #1A1A1A below this luminance.
  return luminance < 0.2 ? '#FFFFFF' : '#1A1A1A'
}

export function exportColors(main: string | null, secondary: string | null): ExportColors {
  const mainColor = normalizeHex(main) ?? DEFAULT_MAIN_COLOR
  const secondaryColor = normalizeHex(secondary) ?? DEFAULT_SECONDARY_COLOR
  return {
    main: mainColor,
    on_main: textColorOn(mainColor),
    secondary: secondaryColor,
    on_secondary: textColorOn(secondaryColor),
  }
}

export interface ExportLogo {
  bytes: Buffer
  kind: 'png' | 'jpeg'
  width: number
  height: number
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

/** The size a JPEG declares in its first start-of-frame segment. */
function jpegSize(bytes: Buffer): { width: number; height: number } | null {
  let offset = 2
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return null
    const marker = bytes[offset + 1] ?? 0
    const length = bytes.readUInt16BE(offset + 2)
    // SOF0..SOF15 except DHT (C4), JPG (C8) and DAC (CC) carry the frame size.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
      return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) }
    offset += 2 + length
  }
  return null
}

/**
 * The logo when its bytes are a PNG or a JPEG with a size; otherwise null, so a broken upload leaves the
 * logo out rather than failing the export.
 */
export function readLogo(bytes: Buffer | null): ExportLogo | null {
  if (!bytes || bytes.length < 24) return null
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) {
    const width = bytes.readUInt32BE(16)
    const height = bytes.readUInt32BE(20)
    return width > 0 && height > 0 ? { bytes, kind: 'png', width, height } : null
  }
  if (bytes[0] === 0xff && bytes[1] === 0xd8) {
    const size = jpegSize(bytes)
    return size && size.width > 0 && size.height > 0 ? { bytes, kind: 'jpeg', ...size } : null
  }
  return null
}

/** The logo's size scaled to fit a box, never enlarged. */
export function fitLogo(logo: ExportLogo, maxWidth: number, maxHeight: number) {
  const scale = Math.min(1, maxWidth / logo.width, maxHeight / logo.height)
  return { width: Math.round(logo.width * scale), height: Math.round(logo.height * scale) }
}
