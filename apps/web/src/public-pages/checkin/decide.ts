import type {
  CheckinDirection,
  CheckinLastScan,
  CheckinPublicPoint,
  CheckinRefusal,
  CheckinRosterEntry,
} from '@ajanda/contracts/checkin.contract'

/** The page's answer: green (pass; recorded), amber (already in, or no entry to exit), red (refused). */
export type Verdict =
  | { kind: 'green'; entry: CheckinRosterEntry; direction: CheckinDirection }
  | { kind: 'amber'; entry: CheckinRosterEntry; since: CheckinLastScan | null }
  | { kind: 'red'; entry: CheckinRosterEntry | null; reason: CheckinRefusal | 'unknown' }

/** Decides from the local roster alone, so the answer needs no network. */
export function decide(
  entry: CheckinRosterEntry | undefined,
  direction: CheckinDirection,
  point: CheckinPublicPoint,
): Verdict {
  if (!entry) return { kind: 'red', entry: null, reason: 'unknown' }
  if (entry.refusal) return { kind: 'red', entry, reason: entry.refusal }
  const inside = entry.here?.direction === 'IN'
  if (direction === 'OUT') {
    return point.with_exit && inside
      ? { kind: 'green', entry, direction }
      : { kind: 'amber', entry, since: null }
  }
  return inside ? { kind: 'amber', entry, since: entry.here } : { kind: 'green', entry, direction }
}
