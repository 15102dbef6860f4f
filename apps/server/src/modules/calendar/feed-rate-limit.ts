import { HttpError } from '../../platform/errors'

/**
 * The public feed is polled by calendar services every few minutes at most; a caller asking more than
 * FEED_LIMIT times a minute is guessing tokens or misconfigured. Counted per process and address (a
 * fixed one-minute window): enough to blunt guessing of a 256-bit token, with no shared store.
 */
const FEED_LIMIT = 60
const WINDOW_MS = 60_000

export function createFeedRateLimit(limit = FEED_LIMIT, windowMs = WINDOW_MS) {
  const windows = new Map<string, { startedAt: number; count: number }>()
  return (address: string, now = Date.now()): void => {
    const current = windows.get(address)
    if (!current || now - current.startedAt >= windowMs) {
      // Forget the finished windows now and then so the map stays small.
      if (windows.size > 10_000)
        for (const [key, w] of windows) if (now - w.startedAt >= windowMs) windows.delete(key)
      windows.set(address, { startedAt: now, count: 1 })
      return
    }
    current.count += 1
    if (current.count > limit) throw new HttpError(429, 'too_many_requests')
  }
}
