import { Group, Pagination, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'

interface PagerInfo {
  total: number
  from: number | null
  to: number | null
  current_page: number
  last_page: number
}

/**
 * The spec's pager: "{total} kayıt arasında {from} ile {to} arası listeleniyor" and the page buttons,
 * shown only when there is more than one page.
 */
export function TablePager({ page, onChange }: { page: PagerInfo; onChange: (page: number) => void }) {
  const { t } = useTranslation()
  if (page.last_page <= 1) return null
  return (
    <Group justify="space-between" mt="md" wrap="wrap">
      <Text size="sm" c="dimmed" data-testid="pager-text">
        {t('table.pager', { total: page.total, from: page.from ?? 0, to: page.to ?? 0 })}
      </Text>
      <Pagination
        total={page.last_page}
        value={page.current_page}
        onChange={onChange}
        size="sm"
        getControlProps={(control) => ({ 'aria-label': t(`table.pageControls.${control}`) })}
        getItemProps={(item) => ({ 'aria-label': t('table.pageNumber', { page: item }) })}
      />
    </Group>
  )
}
