import type {
  ConfirmRegistrationInput,
  ForgotPasswordInput,
  LoginInput,
  LoginResponse,
  RegisterInput,
  ResetPasswordInput,
} from '@ajanda/contracts/auth.contract'
import type { MessageResponse } from '@ajanda/contracts/common/errors'
import { api } from '../../shared/api/api-client'

/** Plain calls of the sign-in pages (no query cache: those pages stay light). */
export const fetchCsrfCookie = () => api.get<void>('/sanctum/csrf-cookie')
export const login = (input: LoginInput) => api.post<LoginResponse>('/login', input)
/** Stores the sign-up and mails a confirmation link; the company exists once the link is confirmed. */
export const register = (input: RegisterInput) => api.post<MessageResponse>('/register', input)
export const confirmRegistration = (input: ConfirmRegistrationInput) =>
  api.post<LoginResponse>('/register/confirm', input)
export const logout = () => api.post<MessageResponse>('/logout', undefined, { skipUnauthorizedHandler: true })
export const forgotPassword = (input: ForgotPasswordInput) =>
  api.post<MessageResponse>('/forgot-password', input)
export const resetPassword = (input: ResetPasswordInput) =>
  api.post<MessageResponse>('/reset-password', input)
