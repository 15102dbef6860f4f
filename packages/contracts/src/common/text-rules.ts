/**
 * What a typed text may hold (decisions 0020). A single-line field (a name, a subject, a reference, a
 * file name) takes no line break and no control character; a multi-line field (a note, a description,
 * an address) keeps its line breaks and tabs but nothing else of the C0/C1 controls. Neither takes the
 * bidi embedding, override and isolate characters, which make "invoice‮fdp.exe" read as
 * "invoiceexe.pdf" on screen and in a mail; the marks U+200E/U+200F that Arabic and Hebrew text needs stay allowed.
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/
/** Every C0 and C1 control, DEL, and the Unicode line and paragraph separators. */
const SINGLE_LINE_BREAKERS = /[\p{Cc}\u2028\u2029]/u
/** The same without line feed, carriage return and tab. */
const MULTI_LINE_BREAKERS = /[^\P{Cc}\n\r\t]/u
/** Characters that take no room: a text of only these looks empty but is not. */
const INVISIBLE_ONLY =
  /^(?:\s|[\u200B-\u200F\u2060-\u2064\uFEFF\u180E\u00AD\u115F\u1160\u3164\uFFA0]|\u034F)+$/

export type TextProblem = 'single_line_text' | 'invalid_characters' | 'invisible_text'

/** What is wrong with a single-line text, or null. */
export function singleLineProblem(value: string): TextProblem | null {
  if (SINGLE_LINE_BREAKERS.test(value)) return 'single_line_text'
  return commonProblem(value)
}

/** What is wrong with a multi-line text, or null. */
export function multiLineProblem(value: string): TextProblem | null {
  if (MULTI_LINE_BREAKERS.test(value)) return 'invalid_characters'
  return commonProblem(value)
}

function commonProblem(value: string): TextProblem | null {
  if (BIDI_CONTROLS.test(value)) return 'invalid_characters'
  if (INVISIBLE_ONLY.test(value)) return 'invisible_text'
  return null
}
