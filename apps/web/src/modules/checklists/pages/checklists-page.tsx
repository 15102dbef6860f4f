import { Alert, Anchor, Badge, Button, Group, Loader, Stack, Table, Text, Title } from '@mantine/core'
import { IconAlertTriangle, IconPlus } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { EmptyResults } from '../../../shared/ui/empty-state'
import { checklistsQueryOptions, useCreateChecklist } from '../checklists.api'
import { ChecklistFormModal } from '../components/checklist-form-modal'

/** /admin/checklists: one checklist per project type; a new one opens its detail page. */
export function ChecklistsPage() {
  const { t } = useTranslation(['checklists', 'common'])
  const list = useQuery(checklistsQueryOptions())
  const create = useCreateChecklist()
  const navigate = useNavigate()
  const [opened, setOpened] = useState(false)

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={2} fz="h3">
            {t('list.title')}
          </Title>
          <Text c="dimmed" maw={720}>
            {t('list.text')}
          </Text>
        </div>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setOpened(true)}>
          {t('list.new')}
        </Button>
      </Group>
      {list.isError ? (
        <Alert color="red" icon={<IconAlertTriangle aria-hidden />}>
          <Group gap="sm">
            <span>{t('loadFailed')}</span>
            <Button size="xs" variant="light" color="red.8" onClick={() => void list.refetch()}>
              {t('retry')}
            </Button>
          </Group>
        </Alert>
      ) : !list.data ? (
        <Loader aria-label={t('loading')} />
      ) : list.data.length === 0 ? (
        <EmptyResults text={t('list.empty')} />
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table striped highlightOnHover aria-label={t('list.label')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('list.name')}</Table.Th>
                <Table.Th>{t('list.projectType')}</Table.Th>
                <Table.Th>{t('list.sections')}</Table.Th>
                <Table.Th>{t('list.items')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.map((checklist) => (
                <Table.Tr key={checklist.id}>
                  <Table.Td>
                    <Anchor
                      component={Link}
                      to={`/admin/checklist/${checklist.id}`}
                      aria-label={t('list.open', { name: checklist.name })}
                    >
                      {checklist.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    {checklist.project_type ? (
                      checklist.project_type.name
                    ) : (
                      <Text span c="dimmed" size="sm">
                        {t('list.noType')}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light" color="gray">
                      {checklist.sections_count}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light">{checklist.items_count}</Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <ChecklistFormModal
        opened={opened}
        initial={null}
        onClose={() => setOpened(false)}
        onSave={async (input) => {
          const answer = await create.mutateAsync(input)
          void navigate(`/admin/checklist/${answer.data.id}`)
          return answer
        }}
      />
    </Stack>
  )
}
