import type { CrossCompanyCase, DemoSession } from '../../test-support/cross-company-cases'

let sequence = 0
/** The message of the last conversation made: a read receipt names a message of its conversation. */
let lastMessageId = 0

/** A group conversation of the demo admin with a freshly invited colleague. */
async function conversationUrl(demo: DemoSession, suffix = '') {
  const invite = await demo.app.inject({
    method: 'POST',
    url: '/api/v1/admin/users/invite',
    headers: demo.headers,
    payload: { email: `messenger-${++sequence}-${Date.now()}@demo.ajanda.test`, full_name: 'Sohbet Kişisi' },
  })
  const colleague = (invite.json() as { user: { id: number } }).user.id
  const started = await demo.app.inject({
    method: 'POST',
    url: '/api/v1/messenger/conversations',
    headers: demo.headers,
    payload: { user_ids: [colleague], title: `Grup ${sequence}` },
  })
  const id = (started.json() as { data: { id: number } }).data.id
  const sent = await demo.app.inject({
    method: 'POST',
    url: `/api/v1/messenger/conversations/${id}/messages`,
    headers: demo.headers,
    payload: { body: 'İlk mesaj' },
  })
  lastMessageId = (sent.json() as { data: { id: number } }).data.id
  return `/api/v1/messenger/conversations/${id}${suffix}`
}

export const messengerCrossCompanyCases: CrossCompanyCase[] = [
  { route: 'GET /api/v1/messenger/conversations/:id', target: (demo) => conversationUrl(demo) },
  {
    route: 'GET /api/v1/messenger/conversations/:id/messages',
    target: (demo) => conversationUrl(demo, '/messages'),
  },
  {
    route: 'POST /api/v1/messenger/conversations/:id/messages',
    target: (demo) => conversationUrl(demo, '/messages'),
    payload: { body: 'Merhaba' },
  },
  {
    route: 'POST /api/v1/messenger/conversations/:id/read',
    target: (demo) => conversationUrl(demo, '/read'),
    // The target is made first: the payload names its message.
    payload: async () => ({ message_id: lastMessageId }),
  },
  {
    route: 'POST /api/v1/messenger/conversations/:id/typing',
    target: (demo) => conversationUrl(demo, '/typing'),
  },
]
