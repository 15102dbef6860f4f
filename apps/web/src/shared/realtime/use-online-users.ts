import type { OnlineUser } from '@ajanda/contracts/realtime.contract'
import { useEffect, useSyncExternalStore } from 'react'
import { presenceStore, retainRealtime } from './realtime-client'

/** The company's online users as the server last said (AGENCY sessions only receive it). */
export function useOnlineUsers(): OnlineUser[] {
  useEffect(() => retainRealtime(), [])
  return useSyncExternalStore(presenceStore.subscribe, presenceStore.get, presenceStore.get)
}
