import type { DataCreatedEvent } from '@ajanda/contracts/realtime.contract'
import { REALTIME_EVENTS } from '@ajanda/contracts/realtime.contract'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useMemo } from 'react'
import { createLiveReloader } from './live-data'
import { useRealtimeEvent } from './use-realtime-event'

/** Mounted once in the shell: `data-created` events reload the screens they concern. */
export function useLiveData(): void {
  const queryClient = useQueryClient()
  const reloader = useMemo(() => createLiveReloader(queryClient), [queryClient])
  useEffect(() => () => reloader.dispose(), [reloader])
  useRealtimeEvent<DataCreatedEvent>(REALTIME_EVENTS.dataCreated, reloader.onDataCreated)
}
