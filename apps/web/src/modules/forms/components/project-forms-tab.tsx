import type { FormSummary } from '@ajanda/contracts/forms/form-detail'
import type { Project } from '@ajanda/contracts/projects.contract'
import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Group,
  Menu,
  Skeleton,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core'
import {
  IconCopy,
  IconDots,
  IconLock,
  IconPencil,
  IconPlayerPlay,
  IconPlus,
  IconTrash,
} from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { isApiError } from '../../../shared/api/api-error'
import { formatDateTime } from '../../../shared/format/dates'
import { confirmDestructive } from '../../../shared/ui/confirm'
import { notifyError, notifySuccess } from '../../../shared/ui/notify'
import { formListQueryOptions, useFormSettings } from '../forms.api'
import { formBuilderPath } from '../forms.routes'
import { FormStatusBadge } from './form-status-badge'
import { ManualRsvpAccessesAction } from './manual-rsvp-accesses-modal'
import { NewFormModal } from './new-form-modal'

/** The project page's "Formlar" tab: the project's forms, "Yeni form", and each form's actions. */
export function ProjectFormsTab({
  project,
}: {
  project: Pick<Project, 'id' | 'code'> & Partial<Pick<Project, 'read_only'>>
}) {
  const { t, i18n } = useTranslation('forms')
  const navigate = useNavigate()
  const [creating, setCreating] = useState(false)
  const query = useQuery(formListQueryOptions(project.id))
  const forms = query.data?.data
  // A project read only by taking part (decisions/0047): its forms are listed, none made or changed here.
  const readOnly = project.read_only ?? false
  const newButton = readOnly ? null : (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
      {t('list.new')}
    </Button>
  )

  let body: React.ReactNode
  if (query.isPending) body = <Skeleton height={160} aria-label={t('list.label')} />
  else if (query.isError || !forms)
    body = (
      <Alert color="red.9" title={t('loadFailed')}>
        <Button size="compact-sm" variant="light" onClick={() => void query.refetch()}>
          {t('retry')}
        </Button>
      </Alert>
    )
  else if (forms.length === 0)
    body = (
      <Stack align="center" gap="xs" py="xl" ta="center">
        <Text fw={600}>{t('list.empty')}</Text>
        <Text size="sm" c="dimmed" maw={420}>
          {t('list.emptyText')}
        </Text>
        {newButton}
      </Stack>
    )
  else
    body = (
      <Table.ScrollContainer minWidth={820}>
        <Table highlightOnHover aria-label={t('list.label')} style={{ fontVariantNumeric: 'tabular-nums' }}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('list.name')}</Table.Th>
              <Table.Th>{t('list.audience')}</Table.Th>
              <Table.Th>{t('list.formType')}</Table.Th>
              <Table.Th>{t('list.status')}</Table.Th>
              <Table.Th ta="right">{t('list.fields')}</Table.Th>
              <Table.Th ta="right">{t('list.answers')}</Table.Th>
              <Table.Th>{t('list.updated')}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t('list.actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {forms.map((form) => (
              <Table.Tr key={form.id}>
                <Table.Td>
                  <Anchor
                    component={Link}
                    to={formBuilderPath(project.code, form)}
                    aria-label={t('list.open', { name: form.name })}
                  >
                    {form.name}
                  </Anchor>
                </Table.Td>
                <Table.Td>{t(`audience.${form.type}`)}</Table.Td>
                <Table.Td>{t(`formType.${form.form_type}`)}</Table.Td>
                <Table.Td>
                  <FormStatusBadge status={form.status} />
                </Table.Td>
                <Table.Td ta="right">{form.fields_count}</Table.Td>
                <Table.Td ta="right">{form.answers_count}</Table.Td>
                <Table.Td>{formatDateTime(form.updated_at, i18n.language)}</Table.Td>
                <Table.Td>
                  {!readOnly && (
                    <>
                      <ManualRsvpAccessesAction form={form} />
                      <FormRowActions form={form} projectCode={project.code} />
                    </>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    )

  return (
    <Stack gap="md">
      {!!forms?.length && newButton && <Group justify="flex-end">{newButton}</Group>}
      {body}
      <NewFormModal
        opened={creating}
        projectId={project.id}
        onClose={() => setCreating(false)}
        onCreated={(form) => navigate(formBuilderPath(project.code, form))}
      />
    </Stack>
  )
}

function FormRowActions({ form, projectCode }: { form: FormSummary; projectCode: string }) {
  const { t } = useTranslation('forms')
  const navigate = useNavigate()
  const { update, clone, remove } = useFormSettings(form.id)
  const failed = (error: unknown) => notifyError(isApiError(error) ? error.message : null)
  const setStatus = (status: 'published' | 'closed') =>
    update.mutate({ status }, { onSuccess: (response) => notifySuccess(response.message), onError: failed })
  const onDelete = async () => {
    if (!(await confirmDestructive({ message: t('list.deleteConfirm', { name: form.name }) }))) return
    // A published form with answers cannot be deleted: the server's 409 says so.
    remove.mutate(undefined, { onSuccess: (response) => notifySuccess(response.message), onError: failed })
  }
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t('list.rowActions', { name: form.name })}>
          <IconDots size={16} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          leftSection={<IconPencil size={14} aria-hidden />}
          onClick={() => navigate(formBuilderPath(projectCode, form))}
        >
          {t('list.edit')}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconCopy size={14} aria-hidden />}
          onClick={() =>
            clone.mutate(undefined, {
              onSuccess: (response) => notifySuccess(response.message || t('list.cloned')),
              onError: failed,
            })
          }
        >
          {t('list.clone')}
        </Menu.Item>
        {form.status === 'published' ? (
          <Menu.Item leftSection={<IconLock size={14} aria-hidden />} onClick={() => setStatus('closed')}>
            {t('list.close')}
          </Menu.Item>
        ) : (
          <Menu.Item
            leftSection={<IconPlayerPlay size={14} aria-hidden />}
            onClick={() => setStatus('published')}
          >
            {t('list.publish')}
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item
          color="red.8"
          leftSection={<IconTrash size={14} aria-hidden />}
          onClick={() => void onDelete()}
        >
          {t('list.delete')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  )
}
