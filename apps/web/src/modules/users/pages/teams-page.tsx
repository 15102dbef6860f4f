import type { Division, Team } from '@ajanda/contracts/users.contract'
import { divisionInputSchema, teamInputSchema } from '@ajanda/contracts/users-admin.contract'
import { Badge, ColorSwatch, Group, Stack } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { GenericTableView } from '../../../shared/ui/table/generic-table-view'
import {
  divisionsQueryOptions,
  teamsQueryOptions,
  useDivisionMutations,
  useTeamMutations,
} from '../users.api'

interface DivisionValues {
  name: string
  auto_project_ref: boolean
  project_ref_prefix: string | null
}

interface TeamValues {
  name: string
  division_id: number | null
  color: string
}

const DEFAULT_TEAM_COLOUR = '#3746B9'

/** /admin/teams: divisions (with the project reference flag and prefix) and teams with their colours. */
export function TeamsPage() {
  const { t } = useTranslation(['people', 'common'])
  const divisions = useQuery(divisionsQueryOptions())
  const teams = useQuery(teamsQueryOptions())
  const divisionMutations = useDivisionMutations()
  const teamMutations = useTeamMutations()
  const divisionName = new Map((divisions.data ?? []).map((division) => [division.id, division.name]))

  return (
    <Stack gap="lg">
      <GenericTableView<Division, DivisionValues>
        title={t('teams.divisions')}
        newLabel={t('teams.newDivision')}
        rows={divisions.data}
        loading={divisions.isPending}
        rowLabel={(row) => row.name}
        columns={[
          { key: 'name', title: t('teams.name'), render: (row) => row.name, sortValue: (row) => row.name },
          {
            key: 'auto_project_ref',
            title: t('teams.autoRef'),
            render: (row) => (
              <Badge variant="dot" color={row.auto_project_ref ? 'green.6' : 'gray.6'}>
                {row.auto_project_ref ? t('common:yes') : t('common:no')}
              </Badge>
            ),
          },
          {
            key: 'prefix',
            title: t('teams.prefix'),
            render: (row) => row.project_ref_prefix ?? '',
            sortValue: (row) => row.project_ref_prefix,
          },
        ]}
        form={{
          fields: [
            { name: 'name', label: t('teams.name'), kind: 'text', required: true, maxLength: 100 },
            { name: 'auto_project_ref', label: t('teams.autoRef'), kind: 'checkbox' },
            { name: 'project_ref_prefix', label: t('teams.prefix'), kind: 'text', maxLength: 10 },
          ],
          schema: divisionInputSchema,
          empty: { name: '', auto_project_ref: false, project_ref_prefix: '' },
          toValues: (row) => ({
            name: row.name,
            auto_project_ref: row.auto_project_ref === 1,
            project_ref_prefix: row.project_ref_prefix ?? '',
          }),
          titles: { create: t('teams.newDivision'), edit: t('teams.editDivision') },
        }}
        onSave={(values, row) =>
          divisionMutations.save.mutateAsync({
            input: { ...values, project_ref_prefix: values.project_ref_prefix || null },
            id: row?.id ?? null,
          })
        }
        onDelete={(row) => divisionMutations.remove.mutateAsync(row.id)}
      />
      <GenericTableView<Team, TeamValues>
        title={t('teams.teams')}
        newLabel={t('teams.newTeam')}
        rows={teams.data}
        loading={teams.isPending}
        rowLabel={(row) => row.name}
        columns={[
          {
            key: 'name',
            title: t('teams.name'),
            render: (row) => (
              <Group gap="xs" wrap="nowrap">
                <ColorSwatch color={row.color ?? '#868E96'} size={16} aria-hidden />
                {row.name}
              </Group>
            ),
            sortValue: (row) => row.name,
          },
          {
            key: 'division',
            title: t('teams.division'),
            render: (row) => (row.division_id === null ? '' : (divisionName.get(row.division_id) ?? '')),
            sortValue: (row) =>
              row.division_id === null ? null : (divisionName.get(row.division_id) ?? null),
          },
          { key: 'color', title: t('teams.color'), render: (row) => row.color ?? '' },
        ]}
        form={{
          fields: [
            { name: 'name', label: t('teams.name'), kind: 'text', required: true, maxLength: 100 },
            {
              name: 'division_id',
              label: t('teams.division'),
              kind: 'select',
              numeric: true,
              required: true,
              options: (divisions.data ?? []).map((division) => ({
                value: division.id,
                label: division.name,
              })),
            },
            { name: 'color', label: t('teams.color'), kind: 'color', required: true },
          ],
          schema: teamInputSchema,
          empty: { name: '', division_id: null, color: DEFAULT_TEAM_COLOUR },
          toValues: (row) => ({
            name: row.name,
            division_id: row.division_id,
            color: row.color ?? DEFAULT_TEAM_COLOUR,
          }),
          titles: { create: t('teams.newTeam'), edit: t('teams.editTeam') },
        }}
        onSave={(values, row) =>
          teamMutations.save.mutateAsync({
            input: { name: values.name, division_id: values.division_id ?? 0, color: values.color },
            id: row?.id ?? null,
          })
        }
        onDelete={(row) => teamMutations.remove.mutateAsync(row.id)}
      />
    </Stack>
  )
}
