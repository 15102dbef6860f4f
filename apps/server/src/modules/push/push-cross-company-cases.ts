import type { CrossCompanyCase, DemoSession } from '../../test-support/cross-company-cases'
import { fakeSubscription } from './push-test-fixtures'

/** The demo admin's own push-token URL: its code is the "record" another company must not reach. */
const ownPushTokenUrl = async (demo: DemoSession) => {
  const me = await demo.app.inject({ method: 'GET', url: '/api/v1/me', headers: demo.headers })
  return `/api/v1/users/${(me.json() as { code: string }).code}/push-token`
}

const subscription = fakeSubscription('cross-company')

export const pushCrossCompanyCases: CrossCompanyCase[] = [
  { route: 'GET /api/v1/users/:code/push-token', target: ownPushTokenUrl },
  {
    route: 'POST /api/v1/users/:code/push-token',
    target: ownPushTokenUrl,
    payload: { token: subscription, platform: 'web' },
  },
  {
    route: 'DELETE /api/v1/users/:code/push-token',
    target: ownPushTokenUrl,
    payload: { endpoint: subscription.endpoint },
  },
]
