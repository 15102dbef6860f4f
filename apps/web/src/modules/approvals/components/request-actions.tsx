import type { RequestDetail } from '@ajanda/contracts/requests.contract'
import { Button, Group } from '@mantine/core'
import { IconCheck, IconEdit, IconSend, IconX } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { notifyError, notifySuccess } from '../../../shared/ui/notify'
import { openRequestForm } from '../../requests/open-request-form'
import { useApprove, useDecline } from '../approves.api'
import { DeclineForm } from './decline-form'

const messageOf = (error: unknown) => (error instanceof Error ? error.message : null)

/**
 * What the viewer may do with the request, from its flags: decide (approve, or decline with a reason),
 * edit a pending one in place, or edit a declined one into a new request (`onOpenRequest` then shows it).
 */
export function RequestActions({
  request,
  onOpenRequest,
}: {
  request: RequestDetail
  onOpenRequest: (id: number) => void
}) {
  const { t } = useTranslation('approvals')
  const approve = useApprove()
  const decline = useDecline()
  const [declining, setDeclining] = useState(false)
  const pending = approve.isPending || decline.isPending

  const runApprove = () =>
    approve.mutate(request.id, {
      onSuccess: (answer) => notifySuccess(answer.message),
      onError: (error) => notifyError(messageOf(error)),
    })
  const runDecline = (reason: string) =>
    decline.mutate(
      { id: request.id, reason },
      {
        onSuccess: (answer) => {
          setDeclining(false)
          notifySuccess(answer.message)
        },
        onError: (error) => notifyError(messageOf(error)),
      },
    )
  const edit = () => openRequestForm(request.form, { request, onSaved: (saved) => onOpenRequest(saved.id) })

  if (!request.can_decide && !request.can_edit && !request.can_resubmit) return null
  if (declining)
    return (
      <DeclineForm pending={decline.isPending} onSubmit={runDecline} onCancel={() => setDeclining(false)} />
    )

  return (
    <Group gap="sm" role="group" aria-label={t('decide.actions')} data-testid="request-actions">
      {request.can_decide && (
        <>
          <Button
            color="teal.9"
            leftSection={<IconCheck size={18} aria-hidden />}
            onClick={runApprove}
            loading={approve.isPending}
            disabled={pending}
          >
            {t('decide.approve')}
          </Button>
          <Button
            color="red.8"
            variant="outline"
            leftSection={<IconX size={18} aria-hidden />}
            onClick={() => setDeclining(true)}
            disabled={pending}
          >
            {t('decide.decline')}
          </Button>
        </>
      )}
      {request.can_edit && (
        <Button variant="default" leftSection={<IconEdit size={18} aria-hidden />} onClick={edit}>
          {t('decide.edit')}
        </Button>
      )}
      {request.can_resubmit && (
        <Button variant="default" leftSection={<IconSend size={18} aria-hidden />} onClick={edit}>
          {t('decide.resubmit')}
        </Button>
      )}
    </Group>
  )
}
