import type { EventBadge } from '@ajanda/contracts/badges.contract'

const KEY_PREFIX = 'ajanda.event-badge.'

/**
 * The last badge this phone loaded, by its code: the page renders from it when the network fails, so a
 * badge seen once opens at the door without signal (the service worker keeps the page's files).
 */
export function cachedBadge(acode: string): EventBadge | null {
  try {
    const raw = localStorage.getItem(KEY_PREFIX + acode)
    return raw ? (JSON.parse(raw) as EventBadge) : null
  } catch {
    return null
  }
}

export function rememberBadge(badge: EventBadge): void {
  try {
    localStorage.setItem(KEY_PREFIX + badge.acode, JSON.stringify(badge))
  } catch {
    // A full or disabled storage only loses the offline copy.
  }
}
