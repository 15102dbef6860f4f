import { scopeUserIds } from '@ajanda/contracts/scope-options'
import type { UserListItem } from '@ajanda/contracts/users.contract'
import { Card, Group, Skeleton, Stack, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { isApiError } from '../../../shared/api/api-error'
import { useMe } from '../../../shared/session/use-session'
import { EmptyResults } from '../../../shared/ui/empty-state'
import { notifyError, notifySuccess } from '../../../shared/ui/notify'
import { ScopeUserPicker } from '../../../shared/ui/scope-user-picker'
import { ChangeManagerModal } from '../org-chart/change-manager-modal'
import { OrgChartBoard } from '../org-chart/org-chart-board'
import { buildOrgTree } from '../org-chart/org-tree'
import {
  divisionsQueryOptions,
  scopeOptionsQueryOptions,
  teamsQueryOptions,
  usersQueryOptions,
  useUpdateUser,
} from '../users.api'

/**
 * /admin/organization-chart: the reporting tree of the active people, with team colours. Drag a person
 * onto another to set the manager (PUT /users/{id} with reports_to); a click opens the profile.
 */
export function OrgChartPage() {
  const { t } = useTranslation('people')
  const me = useMe()
  const navigate = useNavigate()
  const users = useQuery(usersQueryOptions()).data
  const teams = useQuery(teamsQueryOptions()).data ?? []
  const divisions = useQuery(divisionsQueryOptions()).data ?? []
  const groups = useQuery(scopeOptionsQueryOptions())
  const update = useUpdateUser()
  const [scope, setScope] = useState('all')
  const [changing, setChanging] = useState<UserListItem | null>(null)

  const active = useMemo(() => (users ?? []).filter((user) => user.deleted_at === null), [users])
  const shown = useMemo(() => {
    const ids = scopeUserIds({ me, users: users ?? [], teams, divisions }, scope)
    if (ids === null) return active
    const inScope = new Set(ids)
    return active.filter((user) => inScope.has(user.id))
  }, [me, users, teams, divisions, scope, active])
  const tree = useMemo(() => buildOrgTree(shown), [shown])
  const byId = useMemo(() => new Map(active.map((user) => [user.id, user])), [active])

  const move = async (person: UserListItem, managerId: number | null) => {
    try {
      await update.mutateAsync({ id: person.id, input: { reports_to: managerId } })
      setChanging(null)
      const manager = managerId === null ? undefined : byId.get(managerId)
      notifySuccess(
        manager
          ? t('orgChart.moved', { name: person.full_name, manager: manager.full_name })
          : t('orgChart.movedToTop', { name: person.full_name }),
      )
    } catch (error) {
      notifyError(isApiError(error) ? (error.firstError('reports_to') ?? error.message) : null)
    }
  }

  return (
    <Stack gap="md">
      <Card withBorder radius="md" padding="md">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Text size="sm" c="dimmed" maw={560}>
            {t('orgChart.hint')}
          </Text>
          <ScopeUserPicker
            groups={groups.data}
            loading={groups.isPending}
            value={scope}
            onChange={(value) => setScope(value ?? 'all')}
            label={t('orgChart.filter')}
            w={280}
          />
        </Group>
      </Card>
      <Card withBorder radius="md" padding="lg" style={{ overflowX: 'auto' }}>
        {!users ? (
          <Stack gap="sm">
            <Skeleton height={56} width={300} />
            <Skeleton height={56} width={300} ml={32} />
            <Skeleton height={56} width={300} ml={64} />
          </Stack>
        ) : tree.length === 0 ? (
          <EmptyResults />
        ) : (
          <OrgChartBoard
            tree={tree}
            people={byId}
            onMove={(person, managerId) => void move(person, managerId)}
            onOpen={(person) => void navigate(`/admin/user/${person.code}`)}
            onChangeManager={setChanging}
          />
        )}
      </Card>
      <ChangeManagerModal
        person={changing}
        people={active}
        saving={update.isPending}
        onClose={() => setChanging(null)}
        onSave={(person, managerId) => void move(person, managerId)}
      />
    </Stack>
  )
}
