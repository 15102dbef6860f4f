import type { BudgetDetail } from '@ajanda/contracts/budgets.contract'
import { Button, Group, Menu } from '@mantine/core'
import { IconDownload, IconSend, IconTemplate } from '@tabler/icons-react'
import { Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { notifyError } from '../../../shared/ui/notify'
import { budgetWrites, type ExportAudience, type ExportFormat, exportBudget } from '../budgets.api'
import { SaveTemplateModal, useUsedOnce } from './lazy-parts'

const EXPORTS: { format: ExportFormat; audience: ExportAudience }[] = [
  { format: 'xlsx', audience: 'internal' },
  { format: 'xlsx', audience: 'client' },
  { format: 'pdf', audience: 'internal' },
  { format: 'pdf', audience: 'client' },
]

/** The header's export menu, "Müşteriye Gönder" and "Şablon olarak kaydet". */
export function BudgetActions({ budget, onShare }: { budget: BudgetDetail; onShare: () => void }) {
  const { t } = useTranslation('budgets')
  const download = async (format: ExportFormat, audience: ExportAudience, lang: 'tr' | 'en') => {
    try {
      await exportBudget(budget.code, { format, audience, lang })
    } catch (error) {
      notifyError(error instanceof Error ? error.message : t('editor.exportFailed'))
    }
  }
  const [templateOpen, setTemplateOpen] = useState(false)
  const templateUsed = useUsedOnce(templateOpen)
  return (
    <Group gap="xs">
      <Menu position="bottom-end">
        <Menu.Target>
          <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />}>
            {t('editor.export')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {EXPORTS.flatMap(({ format, audience }) =>
            (['tr', 'en'] as const).map((lang) => (
              <Menu.Item
                key={`${format}-${audience}-${lang}`}
                onClick={() => void download(format, audience, lang)}
              >
                {format.toUpperCase()} ·{' '}
                {t(audience === 'internal' ? 'editor.exportInternal' : 'editor.exportClient')} ·{' '}
                {lang.toUpperCase()}
              </Menu.Item>
            )),
          )}
        </Menu.Dropdown>
      </Menu>
      <Button variant="default" leftSection={<IconSend size={16} aria-hidden />} onClick={onShare}>
        {t('editor.share')}
      </Button>
      {budget.can_edit && (
        <Button
          variant="default"
          leftSection={<IconTemplate size={16} aria-hidden />}
          onClick={() => setTemplateOpen(true)}
        >
          {t('editor.saveTemplate')}
        </Button>
      )}
      {templateUsed && (
        <Suspense fallback={null}>
          <SaveTemplateModal
            opened={templateOpen}
            initialName={budget.name}
            onSave={(name) => budgetWrites.saveTemplate(budget.code, name)}
            onClose={() => setTemplateOpen(false)}
          />
        </Suspense>
      )}
    </Group>
  )
}
