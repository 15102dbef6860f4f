import type { AttendeeDetail } from '@ajanda/contracts/attendees.contract'
import { Button, Group, Text } from '@mantine/core'
import { IconDownload, IconRotate } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '../../../shared/api/api-error'
import { downloadSignedFile } from '../../../shared/api/download-file'
import { formatDateTime } from '../../../shared/format/dates'
import { confirmDestructive } from '../../../shared/ui/confirm'
import { notifyError, notifySuccess } from '../../../shared/ui/notify'
import { useResetDeclaration } from '../attendees.api'

type DeclarationAttendee = Pick<
  AttendeeDetail,
  'id' | 'project_id' | 'first_name' | 'last_name' | 'declared_at'
>

/**
 * The attendee's declaration in the drawer (issue 22 item 6): when they declared through
 * /declaration/{dcode}, the PDF copy, downloaded through a short-lived signed address
 * (GET /attendees/{id}/declaration), and its reset after a confirmation that names the attendee
 * (DELETE /attendees/{id}/declaration), so that they sign again.
 */
export function AttendeeDeclaration({ attendee }: { attendee: DeclarationAttendee }) {
  const { t, i18n } = useTranslation('attendees')
  const [busy, setBusy] = useState(false)
  const reset = useResetDeclaration(attendee.project_id)
  if (!attendee.declared_at)
    return (
      <Text size="sm" c="dimmed">
        {t('detail.notDeclared')}
      </Text>
    )
  const download = async () => {
    setBusy(true)
    try {
      await downloadSignedFile(`/attendees/${attendee.id}/declaration`, {}, 'beyan.pdf')
    } catch (error) {
      notifyError(isApiError(error) ? error.message : t('fileDownload.failed'))
    } finally {
      setBusy(false)
    }
  }
  const onReset = async () => {
    const name = `${attendee.first_name} ${attendee.last_name}`.trim()
    if (
      !(await confirmDestructive({
        message: t('detail.declarationResetConfirm', { name }),
        confirmLabel: t('detail.declarationReset'),
      }))
    )
      return
    try {
      notifySuccess((await reset.mutateAsync(attendee.id)).message)
    } catch (error) {
      notifyError(isApiError(error) ? error.message : null)
    }
  }
  return (
    <Group gap="sm" justify="space-between" wrap="wrap">
      <Text size="sm">
        {t('detail.declaredOn', { date: formatDateTime(attendee.declared_at, i18n.language) })}
      </Text>
      <Group gap="xs" wrap="wrap">
        <Button
          variant="default"
          size="compact-sm"
          leftSection={<IconDownload size={14} aria-hidden />}
          loading={busy}
          onClick={() => void download()}
        >
          {t('detail.declarationDownload')}
        </Button>
        <Button
          variant="outline"
          color="red.9"
          size="compact-sm"
          leftSection={<IconRotate size={14} aria-hidden />}
          loading={reset.isPending}
          onClick={() => void onReset()}
        >
          {t('detail.declarationReset')}
        </Button>
      </Group>
    </Group>
  )
}
