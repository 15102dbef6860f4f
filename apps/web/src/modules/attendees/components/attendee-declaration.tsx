import type { AttendeeDetail } from '@ajanda/contracts/attendees.contract'
import { Button, Group, Text } from '@mantine/core'
import { IconDownload } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '../../../shared/api/api-error'
import { downloadSignedFile } from '../../../shared/api/download-file'
import { formatDateTime } from '../../../shared/format/dates'
import { notifyError } from '../../../shared/ui/notify'

/**
 * The attendee's declaration in the drawer (issue 22 item 6): when they declared through
 * /declaration/{dcode} and the PDF copy, downloaded through a short-lived signed address
 * (GET /attendees/{id}/declaration).
 */
export function AttendeeDeclaration({ attendee }: { attendee: Pick<AttendeeDetail, 'id' | 'declared_at'> }) {
  const { t, i18n } = useTranslation('attendees')
  const [busy, setBusy] = useState(false)
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
  return (
    <Group gap="sm" justify="space-between" wrap="wrap">
      <Text size="sm">
        {t('detail.declaredOn', { date: formatDateTime(attendee.declared_at, i18n.language) })}
      </Text>
      <Button
        variant="default"
        size="compact-sm"
        leftSection={<IconDownload size={14} aria-hidden />}
        loading={busy}
        onClick={() => void download()}
      >
        {t('detail.declarationDownload')}
      </Button>
    </Group>
  )
}
