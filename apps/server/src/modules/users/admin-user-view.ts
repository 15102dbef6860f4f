import type { Locale } from '@ajanda/contracts/common/locale'
import type { AdminUser } from '@ajanda/contracts/users-admin.contract'
import type { FileStorage } from '../../platform/storage'
import { pictureUrl, positionView } from './me-view'
import type { AdminUserRow } from './users-admin.repository'

export function toAdminUser(row: AdminUserRow, storage: FileStorage, locale: Locale): AdminUser {
  const { user, position, division, team, manager, company_leave_days } = row
  return {
    id: user.id,
    code: user.code,
    full_name: user.full_name,
    email: user.email,
    kind: user.kind === 'CLIENT' ? 'CLIENT' : 'AGENCY',
    is_admin: user.is_admin ? 1 : 0,
    language: user.language === 'en' ? 'en' : 'tr',
    phone: user.phone,
    profile_picture_full: pictureUrl(storage, user.profile_picture),
    position_id: user.position_id,
    position: position ? positionView(position, locale) : null,
    division_id: user.division_id,
    division: division ? { id: division.id, name: division.name } : null,
    team_id: user.team_id,
    team: team ? { id: team.id, name: team.name, color: team.color } : null,
    reports_to: user.reports_to,
    manager: manager ? { id: manager.id, full_name: manager.full_name } : null,
    last_login_at: user.last_login_at?.toISOString() ?? null,
    created_at: user.created_at.toISOString(),
    deleted_at: user.deleted_at?.toISOString() ?? null,
    invitation_pending: user.password_hash === null,
    annual_leave_days: user.annual_leave_days,
    annual_leave_allowance: user.annual_leave_days ?? company_leave_days,
  }
}
