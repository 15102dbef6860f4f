import type { AttendeeFormAnswers } from '@ajanda/contracts/attendees.contract'
import { Card, Skeleton, Stack, Table, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { formatDateTime } from '../../../shared/format/dates'
import { formQueryOptions } from '../../forms/forms.api'
import { readableAnswers } from '../readable-answers'

/**
 * One form's answers as a person reads them: the field titles and option texts of GET /form/{id} in
 * the UI language instead of ids, under the form's name, when and by whom they were sent.
 */
export function AttendeeFormAnswersCard({ entry }: { entry: AttendeeFormAnswers }) {
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
      <Text fw={600}>{entry.form_name}</Text>
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
                      <Table.Td style={{ overflowWrap: 'anywhere' }}>{answer.value}</Table.Td>
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
