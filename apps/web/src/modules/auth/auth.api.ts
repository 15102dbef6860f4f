import type {
  ChangePasswordInput,
  ForgotPasswordInput,
  LoginInput,
  LoginResponse,
  Me,
  RegisterInput,
  ResetPasswordInput,
} from '@ajanda/contracts/auth.contract'
import type { MessageResponse } from '@ajanda/contracts/common/errors'
import { queryOptions } from '@tanstack/react-query'
import { api } from '../../shared/api/api-client'
import { sessionStore } from '../../shared/session/session-store'

export const authKeys = {
  me: ['me'] as const,
}

/** GET /me refreshes the stored user, so the sidebar and greeting follow the server. */
export const meQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.me,
    queryFn: async ({ signal }) => {
      const me = await api.get<Me>('/me', undefined, signal)
      sessionStore.setUser(me)
      return me
    },
    staleTime: 60_000,
  })

export const fetchCsrfCookie = () => api.get<void>('/sanctum/csrf-cookie')
export const login = (input: LoginInput) => api.post<LoginResponse>('/login', input)
export const register = (input: RegisterInput) => api.post<LoginResponse>('/register', input)
export const logout = () => api.post<MessageResponse>('/logout', undefined, { skipUnauthorizedHandler: true })
export const forgotPassword = (input: ForgotPasswordInput) => api.post<MessageResponse>('/forgot-password', input)
export const resetPassword = (input: ResetPasswordInput) => api.post<MessageResponse>('/reset-password', input)
export const changePassword = (input: ChangePasswordInput) => api.put<MessageResponse>('/me/password', input)
