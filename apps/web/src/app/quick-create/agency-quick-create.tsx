import { SimpleGrid, Text, UnstyledButton } from '@mantine/core'
import {
  IconAddressBook,
  IconCalendarEvent,
  IconCash,
  IconChecklist,
  IconCreditCard,
  IconPlaneDeparture,
  IconReceipt,
  IconRocket,
  IconSearch,
  IconSteeringWheel,
  IconTransfer,
} from '@tabler/icons-react'
import type { ComponentType } from 'react'
import { useTranslation } from 'react-i18next'
import { QuickCreatePopover } from '../../shared/ui/quick-create-popover'
import { openQuickCreateTarget } from './open-quick-create-target'
import { AGENCY_QUICK_CREATE_ITEMS, type QuickCreateKey } from './quick-create-items'

const ICONS: Record<QuickCreateKey, ComponentType<{ size?: number; 'aria-hidden'?: boolean }>> = {
  lead: IconRocket,
  task: IconChecklist,
  meeting: IconCalendarEvent,
  advance: IconCash,
  expense: IconReceipt,
  ccRequest: IconCreditCard,
  paymentRequest: IconTransfer,
  leave: IconPlaneDeparture,
  operation: IconSteeringWheel,
  inspection: IconSearch,
  contact: IconAddressBook,
}

/** The agency users' quick-create menu: a grid of tiles, the business opportunity first and wide. */
export function AgencyQuickCreate() {
  const { t } = useTranslation('quickCreate')
  return (
    <QuickCreatePopover label={t('open')} title={t('title')} width={380}>
      {(close) => (
        <SimpleGrid cols={3} spacing="xs">
          {AGENCY_QUICK_CREATE_ITEMS.map((item) => {
            const Icon = ICONS[item.key]
            return (
              <UnstyledButton
                key={item.key}
                onClick={() => {
                  close()
                  openQuickCreateTarget(item.target)
                }}
                p="xs"
                style={{
                  gridColumn: item.wide ? '1 / -1' : undefined,
                  border: '1px solid var(--mantine-color-gray-4)',
                  borderRadius: 8,
                  display: 'flex',
                  flexDirection: item.wide ? 'row' : 'column',
                  alignItems: 'center',
                  justifyContent: 'center',
                  gap: 6,
                  minHeight: item.wide ? 48 : 76,
                  textAlign: 'center',
                }}
              >
                <Icon size={item.wide ? 22 : 24} aria-hidden />
                <Text size="xs" fw={600} lh={1.2}>
                  {t(`items.${item.key}`)}
                </Text>
              </UnstyledButton>
            )
          })}
        </SimpleGrid>
      )}
    </QuickCreatePopover>
  )
}
