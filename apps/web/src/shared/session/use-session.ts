import type { Me } from '@ajanda/contracts/auth.contract'
import { useSyncExternalStore } from 'react'
import { type Session, sessionStore } from './session-store'

export function useSession(): Session | null {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get)
}

/** The signed-in user; only for components rendered behind the auth guard. */
export function useMe(): Me {
  const session = useSession()
  if (!session) throw new Error('useMe needs a signed-in user')
  return session.user
}
