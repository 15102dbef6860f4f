/** The neutral accent (Mantine's gray.8): 11:1 against white. */
export const NEUTRAL_ACCENT = '#343a40'
/** WCAG AA for normal text: the accent colours text, outlines and white button labels. */
const AA_TEXT = 4.5

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i

function channels(hex: string): [number, number, number] | null {
  const match = HEX.exec(hex.trim())
  if (!match?.[1]) return null
  const digits =
    match[1].length === 3
      ? match[1]
          .split('')
          .map((digit) => digit + digit)
          .join('')
      : match[1]
  return [0, 2, 4].map((start) => Number.parseInt(digits.slice(start, start + 2), 16)) as [
    number,
    number,
    number,
  ]
}

/** WCAG 2 relative luminance of an sRGB colour. */
function luminance([red, green, blue]: [number, number, number]): number {
  const linear = (channel: number) => {
    const value = channel / 255
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
}

/** The contrast ratio of a colour against white (1 to 21); null for something that is not a hex colour. */
export function contrastWithWhite(hex: string): number | null {
  const rgb = channels(hex)
  if (!rgb) return null
  return 1.05 / (luminance(rgb) + 0.05)
}

/**
 * The page's accent: the company's export colour when it reads on white at AA (the main one, else the
 * secondary one), else a neutral dark grey, so a pale brand colour never makes a label unreadable.
 */
export function reviewAccent(company: { main_color: string | null; secondary_color: string | null }): string {
  for (const colour of [company.main_color, company.secondary_color]) {
    if (!colour) continue
    const ratio = contrastWithWhite(colour)
    if (ratio !== null && ratio >= AA_TEXT) return colour.startsWith('#') ? colour : `#${colour}`
  }
  return NEUTRAL_ACCENT
}
