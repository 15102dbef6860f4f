import { LEADS_CHANGED_EVENT_TYPE } from '@ajanda/contracts/projects.contract'
import type { DataCreatedEvent } from '@ajanda/contracts/realtime.contract'
import type { QueryClient, QueryKey } from '@tanstack/react-query'

/**
 * What a `data-created` type makes stale: the roots of the query keys the modules' `*.api.ts` own
 * (bizdev `leadsKeys.all`, projects `projectKeys.all` and a project's page). Open screens refetch;
 * the others refetch when next shown.
 */
export const RELOADS_BY_TYPE: Record<string, QueryKey[]> = {
  [LEADS_CHANGED_EVENT_TYPE]: [['leads'], ['projects'], ['project']],
}

/** A burst of events (an import, a colleague dragging cards) reloads once, after it settles. */
export const RELOAD_SETTLE_MS = 300

export function createLiveReloader(queryClient: QueryClient, settleMs = RELOAD_SETTLE_MS) {
  const timers = new Map<string, ReturnType<typeof setTimeout>>()
  return {
    onDataCreated(event: DataCreatedEvent | null | undefined) {
      const keys = event && RELOADS_BY_TYPE[event.type]
      if (!keys || timers.has(event.type)) return
      timers.set(
        event.type,
        setTimeout(() => {
          timers.delete(event.type)
          for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey })
        }, settleMs),
      )
    },
    dispose() {
      for (const timer of timers.values()) clearTimeout(timer)
      timers.clear()
    },
  }
}
