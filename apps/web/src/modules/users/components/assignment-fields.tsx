import { LOCALES, type Locale } from '@ajanda/contracts/common/locale'
import { USER_KINDS, type UserKind } from '@ajanda/contracts/users.contract'
import { Select, SimpleGrid, Switch } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { Controller, type UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { localName } from '../../../shared/format/names'
import { definitionQueryOptions } from '../../definitions/definitions.api'
import { divisionsQueryOptions, teamsQueryOptions, usersQueryOptions } from '../users.api'

/** Where a person sits: what the invitation and the profile's details form both edit. */
export interface AssignmentValues {
  kind: UserKind
  position_id: number | null
  division_id: number | null
  team_id: number | null
  reports_to: number | null
  is_admin: boolean
  language: Locale
}

const asText = (value: number | null | undefined) =>
  value === null || value === undefined ? null : String(value)
const asId = (value: string | null) => (value === null ? null : Number(value))

/**
 * Kind, position, division, a team of that division, the manager (an active colleague other than the
 * person), the admin flag and the language.
 */
export function AssignmentFields<T extends AssignmentValues>({
  form,
  personId,
}: {
  form: UseFormReturn<T>
  /** The person being edited (not offered as their own manager); null for an invitation. */
  personId: number | null
}) {
  const { t } = useTranslation(['people', 'common'])
  // The form's generic values narrowed to the part these fields own.
  const assignment = form as unknown as UseFormReturn<AssignmentValues>
  const positions = useQuery(definitionQueryOptions('positions')).data ?? []
  const divisions = useQuery(divisionsQueryOptions()).data ?? []
  const teams = useQuery(teamsQueryOptions()).data ?? []
  const users = useQuery(usersQueryOptions()).data ?? []
  const divisionId = assignment.watch('division_id')
  const errors = assignment.formState.errors
  const managers = users
    .filter((user) => user.deleted_at === null && user.id !== personId)
    .map((user) => ({ value: String(user.id), label: user.full_name }))

  const idSelect = (
    name: 'position_id' | 'division_id' | 'team_id' | 'reports_to',
    data: { value: string; label: string }[],
    onPicked?: (id: number | null) => void,
  ) => (
    <Controller
      control={assignment.control}
      name={name}
      render={({ field }) => (
        <Select
          label={t(`fields.${name}`)}
          placeholder={t('fields.none')}
          data={data}
          value={asText(field.value)}
          onChange={(value) => {
            field.onChange(asId(value))
            onPicked?.(asId(value))
          }}
          onBlur={field.onBlur}
          searchable
          clearable
          nothingFoundMessage={t('common:empty.noResults')}
          error={errors[name]?.message}
        />
      )}
    />
  )

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <Controller
        control={assignment.control}
        name="kind"
        render={({ field }) => (
          <Select
            label={t('fields.kind')}
            data={USER_KINDS.map((value) => ({ value, label: t(`kinds.${value}`) }))}
            value={field.value}
            onChange={field.onChange}
            allowDeselect={false}
            error={errors.kind?.message}
          />
        )}
      />
      {idSelect(
        'position_id',
        positions.map((position) => ({
          value: String(position.id),
          label: `${localName(position)} · ${position.scope_text}`,
        })),
      )}
      {idSelect(
        'division_id',
        divisions.map((division) => ({ value: String(division.id), label: division.name })),
        (id) => {
          const team = teams.find((candidate) => candidate.id === assignment.getValues('team_id'))
          if (team && team.division_id !== id) {
            assignment.setValue('team_id', null, { shouldDirty: true, shouldValidate: true })
          }
        },
      )}
      {idSelect(
        'team_id',
        teams
          .filter((team) => divisionId !== null && team.division_id === divisionId)
          .map((team) => ({ value: String(team.id), label: team.name })),
      )}
      {idSelect('reports_to', managers)}
      <Controller
        control={assignment.control}
        name="language"
        render={({ field }) => (
          <Select
            label={t('fields.language')}
            data={LOCALES.map((value) => ({ value, label: t(`common:languages.${value}`) }))}
            value={field.value}
            onChange={field.onChange}
            allowDeselect={false}
          />
        )}
      />
      <Controller
        control={assignment.control}
        name="is_admin"
        render={({ field }) => (
          <Switch
            label={t('fields.is_admin')}
            description={t('fields.isAdminHint')}
            checked={field.value}
            onChange={(event) => field.onChange(event.currentTarget.checked)}
            error={errors.is_admin?.message}
          />
        )}
      />
    </SimpleGrid>
  )
}
