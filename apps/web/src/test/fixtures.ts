import type { Me } from '@ajanda/contracts/auth.contract'
import type { UserListItem } from '@ajanda/contracts/users.contract'

/** A signed-in user as GET /me answers; override what a test is about. */
export function makeMe(overrides: Partial<Me> = {}): Me {
  return {
    id: 1,
    code: 'u-admin',
    event_company_id: 10,
    email: 'admin@demo.ajanda.test',
    full_name: 'Ayşe Yılmaz',
    kind: 'AGENCY',
    is_admin: 0,
    language: 'tr',
    position: {
      id: 1,
      name: 'Genel Müdür',
      name_en: 'General Manager',
      scope: 'AGENCY',
      scope_text: 'Ajans',
    },
    division_id: null,
    team_id: null,
    reports_to: null,
    profile_picture_full: null,
    unread_notifications_count: 0,
    memberships: [{ name: 'ECOS' }],
    calendars: [],
    ...overrides,
  }
}

export const ADMIN = makeMe({ is_admin: 1 })
export const USER_SCOPE = makeMe({
  id: 4,
  email: 'user@demo.ajanda.test',
  full_name: 'Mehmet Kaya',
  position: { id: 4, name: 'Proje Uzmanı', name_en: null, scope: 'USER', scope_text: 'Kullanıcı' },
})
export const CLIENT = makeMe({
  id: 5,
  email: 'client@demo.ajanda.test',
  full_name: 'Zeynep Demir',
  kind: 'CLIENT',
  position: null,
})
export const NO_ECOS = makeMe({ id: 6, memberships: [{ name: 'FORMS' }, { name: 'REGISTRATION' }] })

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  })
}

/** A colleague as `GET /users` lists them (the pickers' options); `deleted_at` set for a deactivated one. */
export function makeUserListItem(
  id: number,
  full_name: string,
  deleted_at: string | null = null,
): UserListItem {
  return {
    id,
    code: `u${id}`,
    full_name,
    email: `u${id}@x.test`,
    kind: 'AGENCY',
    profile_picture_full: null,
    reports_to: null,
    division_id: null,
    team_id: null,
    team: null,
    position: null,
    deleted_at,
  }
}
