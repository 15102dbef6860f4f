import type { PushPublicKeyResponse } from '@ajanda/contracts/push.contract'
import { apiRequest } from '../../shared/api/api-client'

export async function fetchPushPublicKey(): Promise<string> {
  return (await apiRequest<PushPublicKeyResponse>('/push/public-key')).public_key
}

/** POST users/{code}/push-token {token, platform: "web"}: the token is the browser's subscription. */
export function savePushToken(userCode: string, token: PushSubscriptionJSON): Promise<void> {
  return apiRequest<void>(`/users/${encodeURIComponent(userCode)}/push-token`, {
    method: 'POST',
    body: { token, platform: 'web' },
  })
}
