import type { AttendeeFormAnswers } from '@ajanda/contracts/attendees.contract'
import { Anchor, Button, Card, Group, Skeleton, Stack, Table, Text } from '@mantine/core'
import { IconDownload, IconPencil } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '../../../shared/api/api-error'
import { formatDateTime } from '../../../shared/format/dates'
import { notifyError } from '../../../shared/ui/notify'
import { formQueryOptions } from '../../forms/forms.api'
import { downloadAttendeeFile } from '../attendees.api'
import { type AnswerFile, readableAnswers } from '../readable-answers'

/** An uploaded answer as a link: fetched with the session (GET /attendees/{id}/files/{ref}) and saved. */
export function AttendeeFileLink({ attendeeId, file }: { attendeeId: number; file: AnswerFile }) {
  const { t } = useTranslation('attendees')
  const [busy, setBusy] = useState(false)
  const download = async () => {
    setBusy(true)
    try {
      await downloadAttendeeFile(attendeeId, file)
    } catch (error) {
      notifyError(isApiError(error) ? error.message : t('fileDownload.failed'))
    } finally {
      setBusy(false)
    }
  }
  return (
    <Anchor
      component="button"
      type="button"
      size="sm"
      aria-label={t('fileDownload.label', { name: file.name })}
      aria-busy={busy}
      onClick={() => void download()}
      style={{ overflowWrap: 'anywhere', textAlign: 'left' }}
    >
      <Group gap={4} wrap="nowrap" component="span">
        <IconDownload size={14} aria-hidden style={{ flexShrink: 0 }} />
        {file.name}
      </Group>
    </Anchor>
  )
}

/**
 * One form's answers as a person reads them: the field titles and option texts of GET /form/{id} in
 * the UI language instead of ids, under the form's name, when and by whom they were sent; uploaded
 * files as download links; "Düzenle" opens the answers editor.
 */
export function AttendeeFormAnswersCard({
  attendeeId,
  entry,
  onEdit,
}: {
  attendeeId: number
  entry: AttendeeFormAnswers
  onEdit?: (entry: AttendeeFormAnswers) => void
}) {
  const { t, i18n } = useTranslation(['attendees', 'common'])
  const form = useQuery(formQueryOptions(entry.form_id))
  const sections = readableAnswers(form.data, entry.answers, i18n.language, {
    yes: t('common:yes'),
    no: t('common:no'),
    unknownField: (id) => t('detail.unknownField', { id }),
    otherSection: t('detail.otherSection'),
  })
  return (
    <Card withBorder radius="md" padding="sm" component="section" aria-label={entry.form_name}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text fw={600}>{entry.form_name}</Text>
        {onEdit && (
          <Button
            variant="light"
            size="compact-sm"
            leftSection={<IconPencil size={14} aria-hidden />}
            aria-label={t('answersEditor.open', { form: entry.form_name })}
            onClick={() => onEdit(entry)}
          >
            {t('detail.edit')}
          </Button>
        )}
      </Group>
      <Text size="xs" c="dimmed" mb="xs">
        {t('detail.submitted', { date: formatDateTime(entry.submitted_at, i18n.language) })}
        {entry.helper_name ? ` · ${t('detail.byHelper', { name: entry.helper_name })}` : ''}
      </Text>
      {form.isPending ? (
        <Skeleton height={60} aria-label={t('detail.loadingForm')} />
      ) : (
        <Stack gap="xs">
          {sections.map((section) => (
            <div key={section.title}>
              <Text size="sm" fw={600} c="dimmed">
                {section.title}
              </Text>
              <Table variant="vertical" layout="fixed" withRowBorders={false} verticalSpacing={4}>
                <Table.Tbody>
                  {section.answers.map((answer) => (
                    <Table.Tr key={answer.fieldId}>
                      <Table.Th w="45%" fw={500} style={{ verticalAlign: 'top' }}>
                        {answer.title}
                      </Table.Th>
                      <Table.Td style={{ overflowWrap: 'anywhere' }}>
                        {answer.files.length > 0
                          ? answer.files.map((file) => (
                              <AttendeeFileLink key={file.url} attendeeId={attendeeId} file={file} />
                            ))
                          : answer.value}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </div>
          ))}
        </Stack>
      )}
    </Card>
  )
}
