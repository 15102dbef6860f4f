import type {
  ChangePasswordInput,
  Me,
  ProfilePictureInput,
  UpdateProfileInput,
} from '@ajanda/contracts/auth.contract'
import type { MessageResponse } from '@ajanda/contracts/common/errors'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../shared/api/api-client'
import { sessionStore } from '../../shared/session/session-store'
import { authKeys } from '../auth/auth.api'

export interface MeResponse {
  user: Me
  message: string
}

/** The stored user, the `me` query and with them the sidebar, greeting and language follow at once. */
function useApplyMe() {
  const queryClient = useQueryClient()
  return (response: MeResponse) => {
    sessionStore.setUser(response.user)
    queryClient.setQueryData(authKeys.me, response.user)
  }
}

export function useUpdateProfile() {
  const applyMe = useApplyMe()
  return useMutation({
    mutationFn: (input: UpdateProfileInput) => api.put<MeResponse>('/me', input),
    onSuccess: applyMe,
  })
}

export function useUploadProfilePicture() {
  const applyMe = useApplyMe()
  return useMutation({
    mutationFn: (input: ProfilePictureInput) => api.post<MeResponse>('/me/profile-picture', input),
    onSuccess: applyMe,
  })
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => api.put<MessageResponse>('/me/password', input),
  })
}
