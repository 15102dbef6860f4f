import type { CheckinRoster, CheckinScanBatchResponse } from '@ajanda/contracts/checkin.contract'
import type { Locale } from '@ajanda/contracts/common/locale'
import { buildUrl } from '../../shared/api/api-client'
import type { QueuedScan } from './checkin-store'
import { SyncStopped } from './sync-queue'

/** A 404 or 410 stops the page (unknown or revoked code); anything else is a network failure to retry. */
async function read<T>(response: Response): Promise<T> {
  if (response.ok) return (await response.json()) as T
  if (response.status === 404 || response.status === 410) {
    const body = (await response.json().catch(() => ({}))) as { message?: string }
    throw new SyncStopped(response.status, body.message ?? '')
  }
  throw new Error(`HTTP ${response.status}`)
}

export async function fetchRoster(code: string, locale: Locale): Promise<CheckinRoster> {
  const response = await fetch(buildUrl(`/checkin/${encodeURIComponent(code)}`, {}, locale), {
    headers: { accept: 'application/json' },
    cache: 'no-store',
  })
  // A code of the wrong shape (a mistyped link) is refused as malformed: for the page it is unknown, not
  // a network failure to retry.
  if (response.status === 422) throw new SyncStopped(404, '')
  return read<CheckinRoster>(response)
}

export async function sendScans(
  code: string,
  locale: Locale,
  scans: QueuedScan[],
): Promise<CheckinScanBatchResponse> {
  const response = await fetch(buildUrl(`/checkin/${encodeURIComponent(code)}/scans`, {}, locale), {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/json' },
    body: JSON.stringify({ scans }),
  })
  return read<CheckinScanBatchResponse>(response)
}
