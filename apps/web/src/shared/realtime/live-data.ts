import { CALENDAR_CHANGED_EVENT_TYPE } from '@ajanda/contracts/calendar.contract'
import { CHECKIN_CHANGED_EVENT_TYPE } from '@ajanda/contracts/checkin.contract'
import { LEADS_CHANGED_EVENT_TYPE } from '@ajanda/contracts/projects.contract'
import type { DataCreatedEvent } from '@ajanda/contracts/realtime.contract'
import type { QueryClient, QueryKey } from '@tanstack/react-query'

/**
 * What a `data-created` type makes stale: the roots of the query keys the modules' `*.api.ts` own
 * (bizdev `leadsKeys.all`, projects `projectKeys.all` and a project's page; the calendar shows the
 * projects' dates; tasks, meetings and the calendar for a change to something dated). Open screens
 * refetch; the others refetch when next shown.
 */
export const RELOADS_BY_TYPE: Record<string, QueryKey[]> = {
  [LEADS_CHANGED_EVENT_TYPE]: [['leads'], ['projects'], ['project'], ['calendar']],
  [CALENDAR_CHANGED_EVENT_TYPE]: [['tasks'], ['meetings'], ['calendar']],
  // A door synced its scans or staff changed a point: the Check-in tab's counters and conflicts.
  [CHECKIN_CHANGED_EVENT_TYPE]: [['checkin']],
}

/** A burst of events (an import, a colleague dragging cards) reloads once, after it settles. */
export const RELOAD_SETTLE_MS = 300

let holds = 0
const heldReloads = new Set<() => void>()

/**
 * Keeps reloads back while the user is in the middle of something that a reload would disturb (a card
 * being dragged: re-rendering the board under a keyboard drag loses the drag's focus). The reloads due
 * meanwhile run once the last hold is released.
 */
export function holdLiveReloads(): () => void {
  holds += 1
  let released = false
  return () => {
    if (released) return
    released = true
    holds -= 1
    if (holds > 0) return
    const due = [...heldReloads]
    heldReloads.clear()
    for (const reload of due) reload()
  }
}

export function createLiveReloader(queryClient: QueryClient, settleMs = RELOAD_SETTLE_MS) {
  const timers = new Map<string, ReturnType<typeof setTimeout>>()
  const reloaders = new Map<string, () => void>()
  return {
    onDataCreated(event: DataCreatedEvent | null | undefined) {
      const keys = event && RELOADS_BY_TYPE[event.type]
      if (!keys || timers.has(event.type)) return
      let reload = reloaders.get(event.type)
      if (!reload) {
        reload = () => {
          for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey })
        }
        reloaders.set(event.type, reload)
      }
      const due = reload
      timers.set(
        event.type,
        setTimeout(() => {
          timers.delete(event.type)
          if (holds > 0) heldReloads.add(due)
          else due()
        }, settleMs),
      )
    },
    dispose() {
      for (const timer of timers.values()) clearTimeout(timer)
      timers.clear()
      for (const reload of reloaders.values()) heldReloads.delete(reload)
    },
  }
}
