import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)
let fontBytes: { regular: Buffer; bold: Buffer } | null = null

/**
 * Inter, regular and bold, as every PDF the app makes embeds it (as a subset): it carries every Turkish
 * letter and ₺, so no reader depends on its own fonts. Read once per process.
 */
export function interFonts(): { regular: Buffer; bold: Buffer } {
  fontBytes ??= {
    regular: readFileSync(require.resolve('@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf')),
    bold: readFileSync(require.resolve('@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf')),
  }
  return fontBytes
}
