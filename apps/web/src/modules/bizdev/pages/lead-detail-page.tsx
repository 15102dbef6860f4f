import { formatDateRange } from '@ajanda/contracts/common/date-range'
import { resolveLocale } from '@ajanda/contracts/common/locale'
import { type Project, stageOfStatus, statusOfStage } from '@ajanda/contracts/projects.contract'
import {
  Anchor,
  Avatar,
  Button,
  Card,
  Group,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Timeline,
  Title,
} from '@mantine/core'
import { IconArrowRight, IconExternalLink, IconPencil, IconTrash } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useParams } from 'react-router'
import { isApiError } from '../../../shared/api/api-error'
import { formatDate, formatDateTime } from '../../../shared/format/dates'
import { initials } from '../../../shared/format/names'
import { fractionToPercent } from '../../../shared/format/percent'
import { useMe } from '../../../shared/session/use-session'
import { confirmDestructive } from '../../../shared/ui/confirm'
import { notifyError, notifySuccess } from '../../../shared/ui/notify'
import { definitionQueryOptions } from '../../definitions/definitions.api'
import { eventCompanyQueryOptions } from '../../event-companies/event-companies.api'
import { StageBadge } from '../../projects/components/stage-badge'
import { languagesQueryOptions } from '../../reference/reference.api'
import { leadQueryOptions, useDeleteLead } from '../bizdev.api'
import { stageNames } from '../board-grouping'
import { LeadFormModal } from '../components/lead-form-modal'
import { stageSelectData } from '../components/stage-options'
import { formatMoney } from '../format'
import { useStageMove } from '../use-stage-move'

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children || '—'}
      </Text>
    </Stack>
  )
}

function feeText(project: Project): string {
  if (project.fin_fee_type === 'PERCENTAGE' && project.fin_fee_percentage)
    return `%${fractionToPercent(project.fin_fee_percentage)}`
  if (project.fin_fee_type === 'FIXED' && project.fin_fee_fixed_amount)
    return formatMoney(project.fin_fee_fixed_amount, project.fin_fee_currency)
  return ''
}

export { leadDetailLoader } from '../lead-loader'
export { LeadRouteError } from './lead-route-error'

/** /bizdev/{code}: the lead's facts, its stage (movable), its status history, edit and delete. */
export function LeadDetailPage() {
  const { code = '' } = useParams()
  const { t, i18n } = useTranslation(['bizdev', 'common'])
  const me = useMe()
  const navigate = useNavigate()
  const lead = useQuery(leadQueryOptions(code))
  const company = useQuery(eventCompanyQueryOptions(me.event_company_id)).data
  const countries = useQuery(definitionQueryOptions('countries')).data ?? []
  const languages = useQuery(languagesQueryOptions()).data ?? []
  const names = stageNames(company?.bizdev_stages)
  const move = useStageMove()
  const remove = useDeleteLead()
  const [editing, setEditing] = useState(false)
  const project = lead.data
  if (!project) return <Skeleton height={360} radius="md" />

  const changeStage = (status: string | null) => {
    const stage = status === null ? null : stageOfStatus(status)
    if (stage === null || stage === project.stage) return
    move.moveTo(project, stage)
  }
  const onDelete = async () => {
    if (!(await confirmDestructive({ message: t('detail.deleteMessage', { name: project.name }) }))) return
    try {
      const { message } = await remove.mutateAsync(project.code)
      notifySuccess(message)
      navigate('/bizdev')
    } catch (error) {
      notifyError(isApiError(error) ? error.message : null)
    }
  }
  const country = countries.find((item) => item.code === project.country)?.name ?? project.country
  const location = [project.city, country].filter(Boolean).join(', ')
  const languageNames = project.languages
    .map((code) => languages.find((language) => language.code === code)?.name ?? code)
    .join(', ')
  const day = (value: string | null) => (value ? formatDate(value, i18n.language) : '')

  return (
    <Stack gap="md">
      <Card withBorder radius="md" padding="lg" component="section" aria-label={t('detail.summary')}>
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
          <Stack gap={6}>
            <Group gap="sm">
              <Title order={2} fz="h3">
                {project.name}
              </Title>
              <StageBadge stage={project.stage} />
            </Group>
            <Group gap="md" c="dimmed">
              {project.project_ref && (
                <Text size="sm" data-testid="project-ref">
                  {t('detail.reference')}: {project.project_ref}
                </Text>
              )}
              {project.client && (
                <Group gap={6}>
                  <Avatar src={project.client.logo_full} alt="" size={22} radius="sm" color="brand">
                    {initials(project.client.name)}
                  </Avatar>
                  <Anchor component={Link} to={`/client/${project.client.code}`} size="sm">
                    {project.client.name}
                  </Anchor>
                </Group>
              )}
            </Group>
          </Stack>
          <Group gap="sm" align="flex-end">
            <Select
              label={t('detail.stage')}
              data={stageSelectData(names, t, statusOfStage)}
              value={project.current_status}
              onChange={changeStage}
              allowDeselect={false}
              disabled={!project.can_edit || move.pending}
              w={240}
            />
            <Button
              variant="default"
              component={Link}
              to={`/project/${project.code}/main`}
              rightSection={<IconExternalLink size={16} aria-hidden />}
            >
              {t('detail.projectPage')}
            </Button>
            {project.can_edit && (
              <Button
                variant="default"
                leftSection={<IconPencil size={16} aria-hidden />}
                onClick={() => setEditing(true)}
              >
                {t('common:actions.edit')}
              </Button>
            )}
            {project.can_delete && (
              <Button
                color="red.9"
                variant="outline"
                leftSection={<IconTrash size={16} aria-hidden />}
                onClick={onDelete}
                loading={remove.isPending}
              >
                {t('common:actions.delete')}
              </Button>
            )}
          </Group>
        </Group>
      </Card>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        <Card
          withBorder
          radius="md"
          padding="lg"
          component="section"
          aria-label={t('detail.details')}
          style={{ gridColumn: 'span 2' }}
        >
          <Text component="h3" fw={650} mb="md">
            {t('detail.details')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            <Fact label={t('fields.dates')}>
              {formatDateRange(project.starts_at, project.ends_at, resolveLocale(i18n.language))}
            </Fact>
            <Fact label={t('detail.location')}>{location}</Fact>
            <Fact label={t('fields.format')}>{project.format ? t(`formats.${project.format}`) : ''}</Fact>
            <Fact label={t('fields.type')}>{project.project_type?.name}</Fact>
            <Fact label={t('fields.attendee_count')}>
              {project.expected_attendee_count?.toLocaleString(i18n.language === 'en' ? 'en-GB' : 'tr-TR')}
            </Fact>
            <Fact label={t('fields.lead_value')}>
              {formatMoney(project.lead_value, project.lead_currency)}
            </Fact>
            <Fact label={t('fields.lead_close_date')}>{day(project.lead_close_date)}</Fact>
            <Fact label={t('fields.client_response_date')}>{day(project.client_response_date)}</Fact>
            <Fact label={t('fields.responsible')}>
              {project.responsible && (
                <Group gap={6}>
                  <Avatar
                    src={project.responsible.profile_picture_full}
                    alt=""
                    size={22}
                    radius="xl"
                    color="brand"
                  >
                    {initials(project.responsible.full_name)}
                  </Avatar>
                  {project.responsible.full_name}
                </Group>
              )}
            </Fact>
            <Fact label={t('detail.fee')}>{feeText(project)}</Fact>
            <Fact label={t('fields.profit_target')}>
              {project.profit_target ? `%${fractionToPercent(project.profit_target)}` : ''}
            </Fact>
            <Fact label={t('fields.currency')}>{project.currency}</Fact>
            <Fact label={t('fields.languages')}>{languageNames}</Fact>
            <Fact label={t('detail.creator')}>{project.creator?.full_name}</Fact>
            <Fact label={t('detail.createdAt')}>{formatDateTime(project.created_at, i18n.language)}</Fact>
          </SimpleGrid>
          <Stack gap="xs" mt="lg">
            <Text component="h4" fw={650} size="sm">
              {t('detail.contacts')}
            </Text>
            {project.contacts.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('detail.noContacts')}
              </Text>
            ) : (
              project.contacts.map((contact) => (
                <Group key={contact.id} gap="sm" wrap="nowrap">
                  <Avatar src={contact.profile_picture_full} alt="" size={30} radius="xl" color="brand">
                    {initials(contact.name)}
                  </Avatar>
                  <div>
                    <Text size="sm" fw={500}>
                      {contact.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {[contact.position?.name, contact.email, contact.phone ?? contact.mobile]
                        .filter(Boolean)
                        .join(' · ')}
                    </Text>
                  </div>
                </Group>
              ))
            )}
          </Stack>
          <Stack gap="xs" mt="lg">
            <Text component="h4" fw={650} size="sm">
              {t('fields.note')}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} c={project.note ? undefined : 'dimmed'}>
              {project.note || t('detail.noNote')}
            </Text>
          </Stack>
        </Card>
        <Card withBorder radius="md" padding="lg" component="section" aria-label={t('detail.history')}>
          <Text component="h3" fw={650} mb="md">
            {t('detail.history')}
          </Text>
          {project.status_history.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('detail.noHistory')}
            </Text>
          ) : (
            <Timeline bulletSize={18} lineWidth={2} data-testid="status-history">
              {[...project.status_history].reverse().map((move) => (
                <Timeline.Item
                  key={`${move.at}-${move.to_stage}`}
                  title={
                    <Group gap={4} wrap="wrap">
                      {move.from_stage !== null && (
                        <>
                          <Text size="sm" span>
                            {names.get(move.from_stage) ?? move.from_stage}
                          </Text>
                          <IconArrowRight size={14} aria-label={t('detail.to')} />
                        </>
                      )}
                      <Text size="sm" fw={600} span>
                        {names.get(move.to_stage) ?? move.to_stage}
                      </Text>
                    </Group>
                  }
                >
                  <Text size="xs" c="dimmed">
                    {[move.by?.full_name, formatDateTime(move.at, i18n.language)].filter(Boolean).join(' · ')}
                  </Text>
                </Timeline.Item>
              ))}
            </Timeline>
          )}
        </Card>
      </SimpleGrid>
      <LeadFormModal opened={editing} onClose={() => setEditing(false)} project={project} />
    </Stack>
  )
}
