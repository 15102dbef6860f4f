import type { CheckinRosterEntry } from '@ajanda/contracts/checkin.contract'
import { foldTurkish } from '@ajanda/contracts/common/turkish-fold'

export interface NameIndex {
  entries: CheckinRosterEntry[]
  /** Each entry's folded "first last" words, in the same order. */
  words: string[][]
}

/** A name's folded words, kept: the index is rebuilt after every scan and names rarely change. */
const folded = new Map<string, string[]>()
function wordsOf(name: string): string[] {
  let words = folded.get(name)
  if (!words) {
    words = foldTurkish(name).split(' ')
    folded.set(name, words)
  }
  return words
}

/** Folds every name once, so each keystroke (and each rebuild after a scan) only compares. */
export function buildNameIndex(entries: CheckinRosterEntry[]): NameIndex {
  return { entries, words: entries.map((entry) => wordsOf(`${entry.first_name} ${entry.last_name}`)) }
}

/**
 * The people whose name has a word starting with each word of the query, both sides folded the Turkish
 * way (İ/I/ı/i, ş/s, ğ/g, ü/u, ö/o, ç/c and accents): "sukru ozturk", "ŞÜKRÜ" and "Öz" all find Şükrü
 * Öztürk. Admitted people first, then by last and first name; at most `limit`.
 */
export function matchName(index: NameIndex, query: string, limit = 20): CheckinRosterEntry[] {
  const parts = foldTurkish(query).split(' ').filter(Boolean)
  if (parts.length === 0) return []
  const found: CheckinRosterEntry[] = []
  index.words.forEach((words, position) => {
    if (parts.every((part) => words.some((word) => word.startsWith(part)))) {
      found.push(index.entries[position] as CheckinRosterEntry)
    }
  })
  return found
    .sort(
      (a, b) =>
        Number(a.refusal !== null) - Number(b.refusal !== null) ||
        a.last_name.localeCompare(b.last_name, 'tr') ||
        a.first_name.localeCompare(b.first_name, 'tr'),
    )
    .slice(0, limit)
}
