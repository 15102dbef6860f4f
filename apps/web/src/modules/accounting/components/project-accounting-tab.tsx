import {
  ACCOUNTING_KINDS,
  type AccountingKind,
  parseAccountingKind,
} from '@ajanda/contracts/accounting.contract'
import { SegmentedControl, Stack } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { AccountingList } from './accounting-list'

/**
 * The project's "Muhasebe" tab: the nine lists of /project/{code}/{kind} (the subpage is the kind),
 * each the /accounting list narrowed to the project.
 */
export function ProjectAccountingTab({
  project,
  subpage,
}: {
  project: { id: number; code: string; read_only?: boolean }
  subpage: string
}) {
  const { t } = useTranslation('accounting')
  const navigate = useNavigate()
  const kind: AccountingKind = parseAccountingKind(subpage) ?? ACCOUNTING_KINDS[0]
  return (
    <Stack gap="md">
      <SegmentedControl
        aria-label={t('project.tabLabel')}
        value={kind}
        onChange={(value) => navigate(`/project/${encodeURIComponent(project.code)}/${value}`)}
        data={ACCOUNTING_KINDS.map((value) => ({ value, label: t(`kinds.${value}`) }))}
        style={{ flexWrap: 'wrap' }}
      />
      <AccountingList key={kind} kind={kind} project={project} kindInSearch={false} />
    </Stack>
  )
}
