import type { CrossCompanyCase, DemoSession } from '../../test-support/cross-company-cases'

/** One of the demo admin's own notifications (the seed gives the admin some). */
const ownNotificationUrl = async (demo: DemoSession) => {
  const response = await demo.app.inject({
    method: 'GET',
    url: '/api/v1/notifications',
    headers: demo.headers,
  })
  const first = (response.json() as { data: { id: number }[] }).data[0]
  if (!first) throw new Error('The demo admin has no notification to aim at')
  return `/api/v1/notifications/${first.id}/read`
}

export const notificationsCrossCompanyCases: CrossCompanyCase[] = [
  { route: 'PUT /api/v1/notifications/:id/read', target: ownNotificationUrl },
]
