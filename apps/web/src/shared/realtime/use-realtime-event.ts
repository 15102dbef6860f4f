import { useEffect, useRef } from 'react'
import { onRealtimeEvent, retainRealtime } from './realtime-client'

/**
 * Runs `handler` for every `eventName` the server sends to this session (`notification`, `data-created`,
 * ...), keeping the session's one connection open while the component is mounted. The latest handler is
 * used without resubscribing, so an inline function is fine.
 */
export function useRealtimeEvent<T = unknown>(eventName: string, handler: (payload: T) => void): void {
  const latest = useRef(handler)
  latest.current = handler
  useEffect(() => {
    const release = retainRealtime()
    const unsubscribe = onRealtimeEvent(eventName, (payload) => latest.current(payload as T))
    return () => {
      unsubscribe()
      release()
    }
  }, [eventName])
}
