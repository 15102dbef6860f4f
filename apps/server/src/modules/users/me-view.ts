import type { Me } from '@ajanda/contracts/auth.contract'
import type { Locale } from '@ajanda/contracts/common/locale'
import { POSITION_SCOPE_TEXT, POSITION_SCOPES, type PositionScope } from '@ajanda/contracts/users.contract'
import type { FileStorage } from '../../platform/storage'
import type { PositionRow, UserRow } from './users.repository'

export interface MeFacts {
  position: PositionRow | null
  memberships: string[]
  unreadNotifications: number
  /** The linked calendar accounts (calendar module): a meeting can be shared only with one. */
  calendars: { platform: string }[]
}

/** A stored scope; one the code no longer knows reads as the narrowest. */
const asScope = (scope: string): PositionScope =>
  (POSITION_SCOPES as readonly string[]).includes(scope) ? (scope as PositionScope) : 'USER'

/** A position as every response shows it: both names and its scope in words of the caller's language. */
export function positionView(
  position: Pick<PositionRow, 'id' | 'name' | 'name_en' | 'scope'>,
  locale: Locale,
) {
  const scope = asScope(position.scope)
  return {
    id: position.id,
    name: position.name,
    name_en: position.name_en,
    scope,
    scope_text: POSITION_SCOPE_TEXT[locale][scope],
  }
}

export function pictureUrl(storage: FileStorage, key: string | null): string | null {
  return key ? storage.url(key) : null
}

export function toMe(user: UserRow, facts: MeFacts, storage: FileStorage, locale: Locale): Me {
  return {
    id: user.id,
    code: user.code,
    event_company_id: user.event_company_id,
    email: user.email,
    full_name: user.full_name,
    kind: user.kind === 'CLIENT' ? 'CLIENT' : 'AGENCY',
    is_admin: user.is_admin ? 1 : 0,
    language: user.language === 'en' ? 'en' : 'tr',
    position: facts.position ? positionView(facts.position, locale) : null,
    division_id: user.division_id,
    team_id: user.team_id,
    reports_to: user.reports_to,
    profile_picture_full: pictureUrl(storage, user.profile_picture),
    unread_notifications_count: facts.unreadNotifications,
    memberships: facts.memberships.map((name) => ({ name })),
    calendars: facts.calendars,
  }
}
