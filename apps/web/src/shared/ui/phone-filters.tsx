import { Box, Button, Collapse } from '@mantine/core'
import { useDisclosure, useMediaQuery } from '@mantine/hooks'
import { IconAdjustmentsHorizontal } from '@tabler/icons-react'
import { type ReactNode, useId } from 'react'
import { useTranslation } from 'react-i18next'

/** Under Mantine's `sm` breakpoint, as the column-priority tables (shared/ui/table/column-priority.css). */
export const PHONE_QUERY = '(max-width: 47.99em)'

interface PhoneFiltersProps {
  children: ReactNode
  /** Filters set away from the list's defaults: the button says so while they are folded away. */
  active?: boolean
}

/**
 * A list's filters on a phone (issue 19 item 2): folded behind a "Filtreler" button, so that the list's
 * first row shows above the fold; on a wider screen the filters show as they are.
 */
export function PhoneFilters({ children, active = false }: PhoneFiltersProps) {
  const { t } = useTranslation('common')
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false })
  const [opened, { toggle }] = useDisclosure(false)
  const id = useId()
  if (!phone) return <>{children}</>
  return (
    <Box w="100%">
      <Button
        variant={active ? 'light' : 'default'}
        size="xs"
        leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
        onClick={toggle}
        aria-expanded={opened}
        aria-controls={id}
      >
        {active ? t('table.filtersActive') : t('table.filters')}
      </Button>
      <Collapse expanded={opened} id={id} pt={opened ? 'sm' : 0}>
        {children}
      </Collapse>
    </Box>
  )
}
