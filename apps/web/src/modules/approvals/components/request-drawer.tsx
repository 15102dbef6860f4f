import type { RequestDetail } from '@ajanda/contracts/requests.contract'
import { Alert, Anchor, Divider, Drawer, Group, Skeleton, Stack, Text, Title } from '@mantine/core'
import { IconLink } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useMe } from '../../../shared/session/use-session'
import { ErrorAlert } from '../../../shared/ui/error-alert'
import { notifyError } from '../../../shared/ui/notify'
import { LeaveFiguresNote } from '../../requests/components/leave-figures-note'
import { openReceipt, requestDetailQueryOptions } from '../approves.api'
import { RequestActions } from './request-actions'
import { RequestFields } from './request-fields'
import { RequestHistory } from './request-history'
import { RequestItems } from './request-items'
import { RequestStatusBadge } from './request-status-badge'
import { RequestSteps } from './request-steps'

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={3} fz="md">
        {title}
      </Title>
      {children}
    </Stack>
  )
}

/** The declined request this one resubmits and the one that resubmitted it, as links in the drawer. */
function LinkedRequests({ request, onOpen }: { request: RequestDetail; onOpen: (id: number) => void }) {
  const { t } = useTranslation('approvals')
  const links = [
    request.replaces_id
      ? { id: request.replaces_id, text: t('request.replaces', { id: request.replaces_id }) }
      : null,
    request.replaced_by_id
      ? { id: request.replaced_by_id, text: t('request.replacedBy', { id: request.replaced_by_id }) }
      : null,
  ].filter((link) => link !== null)
  if (links.length === 0) return null
  return (
    <Alert variant="light" color="blue" icon={<IconLink aria-hidden />} p="sm">
      <Stack gap={4}>
        {links.map((link) => (
          <Text size="sm" key={link.id}>
            {link.text}{' '}
            <Anchor component="button" type="button" size="sm" onClick={() => onOpen(link.id)}>
              {t('request.openLinked', { id: link.id })}
            </Anchor>
          </Text>
        ))}
      </Stack>
    </Alert>
  )
}

function DrawerBody({ id, onOpenRequest }: { id: number; onOpenRequest: (id: number) => void }) {
  const { t } = useTranslation('approvals')
  const detail = useQuery(requestDetailQueryOptions(id))
  const me = useMe()
  const request = detail.data
  if (!request) {
    if (detail.error) return <ErrorAlert message={detail.error.message || t('request.loadFailed')} />
    return (
      <Stack gap="sm" aria-busy aria-label={t('request.loading')}>
        <Skeleton height={20} width="60%" />
        <Skeleton height={120} />
        <Skeleton height={80} />
      </Stack>
    )
  }
  const download = (receipt: { name: string; url: string }) =>
    void openReceipt(receipt).catch((error: unknown) =>
      notifyError(error instanceof Error ? error.message : null),
    )

  return (
    <Stack gap="lg" data-request={request.id}>
      <Group gap="sm">
        <RequestStatusBadge status={request.status} />
        <Text size="sm" c="dimmed">
          #{request.id}
        </Text>
      </Group>
      <LinkedRequests request={request} onOpen={onOpenRequest} />
      <RequestActions request={request} onOpenRequest={onOpenRequest} />
      <Section title={t('request.details')}>
        <RequestFields request={request} withStatus={false} />
        {request.leave_figures && (
          <LeaveFiguresNote
            figures={request.leave_figures}
            audience={request.requester.id === me.id ? 'requester' : 'approver'}
          />
        )}
      </Section>
      {request.items.length > 0 && (
        <Section title={t('request.items')}>
          <RequestItems request={request} onOpenReceipt={download} />
        </Section>
      )}
      <Divider />
      <Section title={t('request.steps')}>
        <RequestSteps request={request} />
      </Section>
      <Section title={t('request.history')}>
        <RequestHistory request={request} />
      </Section>
    </Stack>
  )
}

/**
 * A request in a drawer over the list, opened by `?request={id}` (so notifications can link to it).
 * The title names the type once the request has loaded.
 */
export function RequestDrawer({
  id,
  onClose,
  onOpenRequest,
}: {
  id: number | null
  onClose: () => void
  onOpenRequest: (id: number) => void
}) {
  const { t } = useTranslation('approvals')
  const detail = useQuery({ ...requestDetailQueryOptions(id ?? 0), enabled: id !== null })
  const title = detail.data
    ? t('request.title', { type: t(`requestTypes.${detail.data.request_type}`) })
    : t('request.loading')

  return (
    <Drawer
      opened={id !== null}
      onClose={onClose}
      position="right"
      size="xl"
      // Mantine writes the title as the drawer's h2 (its accessible name).
      title={title}
      styles={{ title: { fontWeight: 650, fontSize: 'var(--mantine-h4-font-size)' } }}
      closeButtonProps={{ 'aria-label': t('request.close') }}
    >
      {id !== null && <DrawerBody id={id} onOpenRequest={onOpenRequest} />}
    </Drawer>
  )
}
