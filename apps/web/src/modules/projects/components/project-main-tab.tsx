import { formatDateRange } from '@ajanda/contracts/common/date-range'
import { BIZDEV_STAGE_CATEGORIES, BIZDEV_STAGE_SLOTS } from '@ajanda/contracts/event-companies.contract'
import { type Project, statusOfStage } from '@ajanda/contracts/projects.contract'
import { Anchor, Card, Group, Select, SimpleGrid, Stack, Table, Text, Timeline, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { formatDate, formatDateTime } from '../../../shared/format/dates'
import { useFormLocale } from '../../../shared/forms/use-form-locale'
import { notifyError, notifySuccess } from '../../../shared/ui/notify'
import { definitionQueryOptions } from '../../definitions/definitions.api'
import { languagesQueryOptions } from '../../reference/reference.api'
import { formatMoney, formatRate } from '../format'
import { isFullProject, type ProjectRecord, useMoveStage } from '../projects.api'
import { StageBadge, useStageName } from './stage-badge'
import { UserChip } from './user-chip'

function Fact({ label, children }: { label: string; children: ReactNode }) {
  const empty = children === null || children === undefined || children === ''
  return (
    <div>
      <Text size="xs" c="dimmed" component="dt">
        {label}
      </Text>
      <Text size="sm" component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
        {empty ? '-' : children}
      </Text>
    </div>
  )
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="md" component="section">
      <Title order={3} fz="h5" mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  )
}

/** The service fee as the project keeps it: a percentage with 2-3 decimals, or a fixed amount. */
export function feeText(
  project: Pick<Project, 'fin_fee_type' | 'fin_fee_percentage' | 'fin_fee_fixed_amount' | 'fin_fee_currency'>,
  locale: 'tr' | 'en',
): string {
  if (project.fin_fee_type === 'PERCENTAGE') return formatRate(project.fin_fee_percentage, locale)
  if (project.fin_fee_type === 'FIXED')
    return formatMoney(project.fin_fee_fixed_amount, project.fin_fee_currency)
  return ''
}

/** The stage select (PUT /leads/{code} {status}), grouped Teklif / Konfirme / Arşiv. */
function StageMove({ project }: { project: Project }) {
  const { t } = useTranslation('projects')
  const stageName = useStageName()
  const move = useMoveStage(project.code)
  const data = BIZDEV_STAGE_CATEGORIES.map((category) => ({
    group: t(`status.categories.${category}`),
    items: BIZDEV_STAGE_SLOTS.filter((slot) => slot.category === category).map((slot) => ({
      value: String(slot.id),
      label: stageName(slot.id),
    })),
  }))
  return (
    <Select
      label={t('status.move')}
      data={data}
      value={String(project.stage)}
      allowDeselect={false}
      disabled={move.isPending}
      maxDropdownHeight={360}
      w={280}
      onChange={async (value) => {
        if (value === null || Number(value) === project.stage) return
        try {
          notifySuccess((await move.mutateAsync(statusOfStage(Number(value)))).message || t('status.moved'))
        } catch (error) {
          notifyError(error instanceof Error ? error.message : null)
        }
      }}
    />
  )
}

/** "Genel": the details, client and contacts, people, lead facts, note, and the stage with its history. */
export function ProjectMainTab({
  project,
  staff,
}: {
  /** A CLIENT user's is the client view: without the agency's fees, lead figures, note and history. */
  project: ProjectRecord
  /** CLIENT users see neither the agency's fees nor its lead figures, nor the stage select. */
  staff: boolean
}) {
  const full = staff && isFullProject(project) ? project : null
  const { t, i18n } = useTranslation(['projects', 'common'])
  const locale = useFormLocale()
  const stageName = useStageName()
  const languages = useQuery(languagesQueryOptions()).data ?? []
  const countries = useQuery(definitionQueryOptions('countries')).data ?? []
  const languageNames = project.languages
    .map(
      (code) =>
        languages.find((language) => language.code.toLowerCase() === code.toLowerCase())?.name ?? code,
    )
    .join(', ')
  const country = countries.find((item) => item.code === project.country)?.name ?? project.country
  const location = [project.city, country].filter(Boolean).join(', ')
  const history = [...(full?.status_history ?? [])].sort((a, b) => b.at.localeCompare(a.at))

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Section title={t('details.title')}>
          <SimpleGrid cols={2} spacing="sm" component="dl" m={0}>
            <Fact label={t('details.project_type')}>{project.project_type?.name}</Fact>
            <Fact label={t('details.format')}>
              {project.format ? t(`details.formats.${project.format}`) : ''}
            </Fact>
            <Fact label={t('details.dates')}>
              {formatDateRange(project.starts_at, project.ends_at, locale)}
            </Fact>
            <Fact label={t('details.location')}>{location}</Fact>
            <Fact label={t('details.attendees')}>
              {project.expected_attendee_count === null
                ? ''
                : new Intl.NumberFormat(locale === 'tr' ? 'tr-TR' : 'en-GB').format(
                    project.expected_attendee_count,
                  )}
            </Fact>
            <Fact label={t('details.languages')}>{languageNames}</Fact>
            <Fact label={t('details.currency')}>{project.currency}</Fact>
            {full && <Fact label={t('details.fee')}>{feeText(full, locale)}</Fact>}
            {full && <Fact label={t('details.profit_target')}>{formatRate(full.profit_target, locale)}</Fact>}
            <Fact label={t('details.responsible')}>
              {project.responsible ? <UserChip user={project.responsible} size={22} /> : ''}
            </Fact>
            <Fact label={t('details.creator')}>{project.creator?.full_name}</Fact>
          </SimpleGrid>
        </Section>
        <Stack gap="md">
          <Section title={t('details.client')}>
            {project.client ? (
              staff ? (
                <Anchor component={Link} to={`/client/${project.client.code}`} fw={500}>
                  {project.client.name}
                </Anchor>
              ) : (
                <Text fw={500}>{project.client.name}</Text>
              )
            ) : (
              <Text size="sm" c="dimmed">
                {t('details.noClient')}
              </Text>
            )}
            <Text size="sm" fw={600} mt="md" mb={4}>
              {t('details.contacts')}
            </Text>
            {project.contacts.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('details.noContacts')}
              </Text>
            ) : (
              <Table.ScrollContainer minWidth={420}>
                <Table verticalSpacing={4} fz="sm">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('details.contacts')}</Table.Th>
                      <Table.Th>{t('details.contact.position')}</Table.Th>
                      <Table.Th>{t('details.contact.email')}</Table.Th>
                      <Table.Th>{t('details.contact.phone')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {project.contacts.map((contact) => (
                      <Table.Tr key={contact.id}>
                        <Table.Td>{contact.name}</Table.Td>
                        <Table.Td>{contact.position?.name ?? ''}</Table.Td>
                        <Table.Td>
                          {contact.email ? (
                            <Anchor href={`mailto:${contact.email}`} size="sm">
                              {contact.email}
                            </Anchor>
                          ) : (
                            ''
                          )}
                        </Table.Td>
                        <Table.Td style={{ whiteSpace: 'nowrap' }}>
                          {contact.phone ?? contact.mobile ?? ''}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </Section>
          {full && (
            <Section title={t('details.lead')}>
              <SimpleGrid cols={2} spacing="sm" component="dl" m={0}>
                <Fact label={t('details.lead_value')}>
                  {formatMoney(full.lead_value, full.lead_currency)}
                </Fact>
                <Fact label={t('details.lead_close_date')}>
                  {full.lead_close_date ? formatDate(full.lead_close_date, i18n.language) : ''}
                </Fact>
                <Fact label={t('details.client_response_date')}>
                  {full.client_response_date ? formatDate(full.client_response_date, i18n.language) : ''}
                </Fact>
              </SimpleGrid>
            </Section>
          )}
        </Stack>
      </SimpleGrid>
      {(full?.note || full?.status_info) && (
        <Section title={t('details.note')}>
          {full.note && (
            <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {full.note}
            </Text>
          )}
          {full.status_info && (
            <Text size="sm" mt="xs" c="dimmed">
              {t('details.status_info')}: {full.status_info}
            </Text>
          )}
        </Section>
      )}
      <Section title={t('status.title')}>
        <Group justify="space-between" align="flex-end" wrap="wrap" mb="md">
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              {t('status.stage')}:
            </Text>
            <StageBadge stage={project.stage} />
          </Group>
          {full?.can_edit && <StageMove project={full} />}
        </Group>
        {/* The history is the agency's (who moved it, when): not in a CLIENT user's view. */}
        {full && (
          <Text size="sm" fw={600} mb="xs">
            {t('status.history')}
          </Text>
        )}
        {!full ? null : history.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('status.noHistory')}
          </Text>
        ) : (
          <Timeline bulletSize={14} lineWidth={2} data-testid="status-history">
            {history.map((move) => (
              <Timeline.Item
                key={`${move.at}-${move.to_stage}`}
                title={
                  move.from_stage === null
                    ? t('status.created', { to: stageName(move.to_stage) })
                    : `${stageName(move.from_stage)} → ${stageName(move.to_stage)}`
                }
              >
                <Text size="xs" c="dimmed">
                  {[
                    move.by?.full_name ?? t('status.unknownUser'),
                    formatDateTime(move.at, i18n.language),
                  ].join(' · ')}
                </Text>
              </Timeline.Item>
            ))}
          </Timeline>
        )}
      </Section>
    </Stack>
  )
}
