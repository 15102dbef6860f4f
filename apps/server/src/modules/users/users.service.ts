import {
  type ChangePasswordInput,
  type Me,
  PROFILE_PICTURE_MAX_MB,
  type UpdateProfileInput,
} from '@ajanda/contracts/auth.contract'
import type { Locale } from '@ajanda/contracts/common/locale'
import type { Division, Team, UserListItem } from '@ajanda/contracts/users.contract'
import { revokeOtherTokensOf } from '../../platform/auth'
import type { AppContext } from '../../platform/context'
import { decodeImageDataUrl } from '../../platform/data-url'
import { FieldValidationError } from '../../platform/errors'
import { hashPassword, verifyPassword } from '../../platform/passwords'
import type { AuthState } from '../../platform/request-context'
import { findMeFacts } from './me.repository'
import { type MeFacts, pictureUrl, positionView, toMe } from './me-view'
import { createUsersRepository, type UserRow } from './users.repository'

export function createUsersService(ctx: AppContext) {
  const repo = createUsersRepository(ctx.db)

  async function me(user: UserRow, locale: Locale): Promise<Me> {
    let facts = ctx.sessions.meFacts.get(user.id) as MeFacts | undefined
    if (!facts) {
      facts = await findMeFacts(ctx.db, user)
      ctx.sessions.meFacts.set(user.id, facts)
    }
    return toMe(user, facts, ctx.storage, locale)
  }

  return {
    me,

    async updateProfile(auth: AuthState, input: UpdateProfileInput, locale: Locale): Promise<Me> {
      const updated = await repo.update(auth.user.id, {
        full_name: input.full_name,
        language: input.language,
      })
      return me(updated, locale)
    },

    async changePassword(auth: AuthState, input: ChangePasswordInput): Promise<void> {
      if (!(await verifyPassword(auth.user.password_hash, input.current_password))) {
        throw FieldValidationError.of('current_password', { key: 'current_password_wrong' })
      }
      const passwordHash = await hashPassword(input.password)
      // As a reset does: whoever else holds a session (a stolen token, a forgotten device) is signed out.
      await ctx.db.transaction(async (tx) => {
        await createUsersRepository(tx).update(auth.user.id, { password_hash: passwordHash })
        await revokeOtherTokensOf(tx, auth.user.id, auth.tokenId)
      })
    },

    async setProfilePicture(auth: AuthState, dataUrl: string, locale: Locale): Promise<Me> {
      const image = await decodeImageDataUrl(dataUrl, PROFILE_PICTURE_MAX_MB * 1024 * 1024)
      if (!image.ok) {
        throw FieldValidationError.of(
          'image',
          image.reason === 'too_large'
            ? { validation: 'image_too_large', params: { max: PROFILE_PICTURE_MAX_MB } }
            : { validation: 'invalid_image' },
        )
      }
      const key = await ctx.storage.put(
        `profile-pictures/${auth.user.event_company_id}`,
        image.bytes,
        image.extension,
      )
      const previous = auth.user.profile_picture
      const updated = await repo.update(auth.user.id, { profile_picture: key })
      if (previous) await ctx.storage.remove(previous)
      return me(updated, locale)
    },

    async listUsers(auth: AuthState, locale: Locale): Promise<UserListItem[]> {
      const rows = await repo.findManyByCompanyId(auth.user.event_company_id)
      return rows.map(({ user, team, position }) => ({
        id: user.id,
        code: user.code,
        full_name: user.full_name,
        email: user.email,
        kind: user.kind === 'CLIENT' ? 'CLIENT' : 'AGENCY',
        profile_picture_full: pictureUrl(ctx.storage, user.profile_picture),
        reports_to: user.reports_to,
        division_id: user.division_id,
        team_id: user.team_id,
        team: team ? { id: team.id, name: team.name, color: team.color } : null,
        position: position ? positionView(position, locale) : null,
        deleted_at: user.deleted_at ? user.deleted_at.toISOString() : null,
      }))
    },

    async listTeams(auth: AuthState): Promise<Team[]> {
      const rows = await repo.findTeamsByCompanyId(auth.user.event_company_id)
      return rows.map((team) => ({
        id: team.id,
        division_id: team.division_id,
        name: team.name,
        color: team.color,
      }))
    },

    async listDivisions(auth: AuthState): Promise<Division[]> {
      const rows = await repo.findDivisionsByCompanyId(auth.user.event_company_id)
      return rows.map((division) => ({
        id: division.id,
        name: division.name,
        auto_project_ref: division.auto_project_ref ? 1 : 0,
        project_ref_prefix: division.project_ref_prefix,
      }))
    },
  }
}
