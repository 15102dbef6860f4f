import { Button } from '@mantine/core'
import { IconDownload } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { downloadFile } from '../../../shared/api/download-file'
import { notifyError } from '../../../shared/ui/notify'
import { type AttendeeFilters, attendeeListQuery } from '../attendees.api'

/** "Dışa aktar": the list with the tab's current filters as an .xlsx download. */
export function AttendeeExportButton({
  projectId,
  filters,
}: {
  projectId: number
  filters: AttendeeFilters
}) {
  const { t, i18n } = useTranslation('attendees')
  const [busy, setBusy] = useState(false)
  const download = async () => {
    setBusy(true)
    try {
      const { page: _page, page_size: _size, ...query } = attendeeListQuery(filters)
      await downloadFile(
        `/project/${projectId}/attendees/export`,
        { ...query, locale: i18n.language === 'en' ? 'en' : 'tr' },
        'katilimcilar.xlsx',
      )
    } catch {
      notifyError(t('transfer.exportFailed'))
    } finally {
      setBusy(false)
    }
  }
  return (
    <Button
      variant="default"
      loading={busy}
      leftSection={<IconDownload size={16} aria-hidden />}
      onClick={() => void download()}
    >
      {t('transfer.exportButton')}
    </Button>
  )
}
