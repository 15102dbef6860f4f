import { formatDateRange } from '@ajanda/contracts/common/date-range'
import { resolveLocale } from '@ajanda/contracts/common/locale'
import { BIZDEV_STAGE_CATEGORIES, BIZDEV_STAGE_SLOTS } from '@ajanda/contracts/event-companies.contract'
import type { LeadCard as LeadCardData } from '@ajanda/contracts/projects.contract'
import { useDraggable } from '@dnd-kit/core'
import { ActionIcon, Anchor, Avatar, Group, Menu, Paper, Stack, Text, Tooltip } from '@mantine/core'
import { IconArrowsExchange, IconGripVertical } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { initials } from '../../../shared/format/names'
import { formatMoney } from '../format'

/** "Aşamayı değiştir": moves a lead to another stage without dragging. */
export function StageMenu({
  lead,
  names,
  onMove,
}: {
  lead: Pick<LeadCardData, 'name' | 'stage'>
  names: ReadonlyMap<number, string>
  onMove: (stage: number) => void
}) {
  const { t } = useTranslation('bizdev')
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <Tooltip label={t('board.changeStage')} openDelay={400}>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            aria-label={t('board.changeStageOf', { name: lead.name })}
          >
            <IconArrowsExchange size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown mah={420} style={{ overflowY: 'auto' }}>
        {BIZDEV_STAGE_CATEGORIES.map((category) => (
          <div key={category}>
            <Menu.Label>{t(`categories.${category}`)}</Menu.Label>
            {BIZDEV_STAGE_SLOTS.filter((slot) => slot.category === category).map((slot) => (
              <Menu.Item key={slot.id} disabled={slot.id === lead.stage} onClick={() => onMove(slot.id)}>
                {names.get(slot.id) || String(slot.id)}
              </Menu.Item>
            ))}
          </div>
        ))}
      </Menu.Dropdown>
    </Menu>
  )
}

export function LeadCardContent({ lead }: { lead: LeadCardData }) {
  const { i18n } = useTranslation()
  const dates = formatDateRange(lead.starts_at, lead.ends_at, resolveLocale(i18n.language))
  return (
    <Stack gap={6}>
      {lead.client && (
        <Group gap={6} wrap="nowrap">
          <Avatar src={lead.client.logo_full} alt="" size={20} radius="sm" color="brand">
            {initials(lead.client.name)}
          </Avatar>
          <Text size="xs" c="dimmed" truncate>
            {lead.client.name}
          </Text>
        </Group>
      )}
      <Group justify="space-between" gap={6} wrap="nowrap">
        <Text size="xs" c="dimmed">
          {dates}
        </Text>
        {lead.lead_value && (
          <Text size="xs" fw={600} className="tabular" style={{ whiteSpace: 'nowrap' }}>
            {formatMoney(lead.lead_value, lead.lead_currency)}
          </Text>
        )}
      </Group>
    </Stack>
  )
}

/** A card of the board: drag handle, name (opens the lead), client, dates, value, responsible, stage menu. */
export function LeadCard({
  lead,
  names,
  onMove,
}: {
  lead: LeadCardData
  names: ReadonlyMap<number, string>
  onMove: (stage: number) => void
}) {
  const { t } = useTranslation('bizdev')
  const navigate = useNavigate()
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: lead.code, data: { lead } })
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      radius="md"
      p="xs"
      data-testid={`lead-card-${lead.code}`}
      data-lead-name={lead.name}
      style={{ opacity: isDragging ? 0.4 : 1, cursor: 'pointer', userSelect: 'none' }}
      onClick={(event) => {
        if ((event.target as HTMLElement).closest('button, a, [role="menu"]')) return
        navigate(`/bizdev/${lead.code}`)
      }}
    >
      <Group gap={4} wrap="nowrap" align="flex-start">
        <ActionIcon
          variant="subtle"
          color="gray"
          size="sm"
          aria-label={t('board.dragHandle', { name: lead.name })}
          style={{ cursor: 'grab', touchAction: 'none' }}
          {...attributes}
          {...listeners}
        >
          <IconGripVertical size={16} aria-hidden />
        </ActionIcon>
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" gap={4} wrap="nowrap" align="flex-start">
            <Anchor component={Link} to={`/bizdev/${lead.code}`} size="sm" fw={600} lineClamp={2} c="inherit">
              {lead.name}
            </Anchor>
            <Group gap={2} wrap="nowrap">
              {lead.responsible && (
                <Tooltip label={lead.responsible.full_name}>
                  <Avatar
                    src={lead.responsible.profile_picture_full}
                    alt={lead.responsible.full_name}
                    size={22}
                    radius="xl"
                    color="brand"
                  >
                    {initials(lead.responsible.full_name)}
                  </Avatar>
                </Tooltip>
              )}
              <StageMenu lead={lead} names={names} onMove={onMove} />
            </Group>
          </Group>
          <LeadCardContent lead={lead} />
        </Stack>
      </Group>
    </Paper>
  )
}
