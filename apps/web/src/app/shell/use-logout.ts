import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useState } from 'react'
import { useNavigate } from 'react-router'
import { logout } from '../../modules/auth/auth-requests'
import { sessionStore } from '../../shared/session/session-store'

/** Revokes the token on the server (best effort), then forgets the session locally. */
export function useLogout(): { logout: () => Promise<void>; pending: boolean } {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [pending, setPending] = useState(false)

  const run = useCallback(async () => {
    setPending(true)
    try {
      await logout()
    } catch {
      // an expired token is as good as a revoked one
    } finally {
      sessionStore.clear()
      queryClient.clear()
      setPending(false)
      await navigate('/login', { replace: true })
    }
  }, [navigate, queryClient])

  return { logout: run, pending }
}
