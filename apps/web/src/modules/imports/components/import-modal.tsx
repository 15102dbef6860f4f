import {
  IMPORT_MAX_MB,
  type ImportEntity,
  type ImportParseResponse,
  type ImportResult,
} from '@ajanda/contracts/imports.contract'
import { Button, Modal } from '@mantine/core'
import { IconFileImport } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ImportWizard } from '../../../shared/ui/import-wizard'
import {
  type ImportMappings,
  initialMappings,
  missingRequired,
  parseImportFile,
  useRunImport,
} from '../imports.api'
import { ImportMappingStep } from './import-mapping-step'
import { ImportResultView } from './import-result-view'

function ImportFlow({ entity, onClose }: { entity: ImportEntity; onClose: () => void }) {
  const { t } = useTranslation(['crm', 'common'])
  const run = useRunImport(entity)
  const [mappings, setMappings] = useState<ImportMappings>({})
  return (
    <ImportWizard<ImportParseResponse, ImportResult>
      texts={{
        steps: {
          file: t('import.steps.file'),
          mapping: t('import.steps.mapping'),
          preview: t('import.steps.preview'),
        },
        fileHint: t('import.fileHint', { max: IMPORT_MAX_MB }),
        choose: t('import.choose'),
        rowsFound: (count) => t('import.rowsFound', { count }),
        check: t('import.preview'),
        back: t('import.back'),
        run: t('import.run'),
        close: t('common:actions.close'),
      }}
      parse={async (file) => {
        const parsed = await parseImportFile(entity, file)
        setMappings(initialMappings(entity, parsed))
        return parsed
      }}
      run={(parsed, dryRun) => run.mutateAsync({ mappings, rows: parsed.rows, dry_run: dryRun })}
      running={run.isPending}
      ready={missingRequired(entity, mappings).length === 0}
      mapping={(parsed) => (
        <ImportMappingStep
          entity={entity}
          headers={parsed.headers}
          mappings={mappings}
          onChange={setMappings}
        />
      )}
      result={(result, dryRun) => <ImportResultView result={result} dryRun={dryRun} />}
      canImport={(preview) => preview.created > 0}
      onClose={onClose}
    />
  )
}

/** "İçe aktar": upload an .xlsx, map its columns, preview (dry run), import; report what happened. */
export function ImportButton({ entity }: { entity: ImportEntity }) {
  const { t } = useTranslation(['crm', 'common'])
  const [opened, setOpened] = useState(false)
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconFileImport size={18} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        {t('import.open')}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t(`import.titles.${entity}`)}
        size="xl"
        closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      >
        {opened && <ImportFlow entity={entity} onClose={() => setOpened(false)} />}
      </Modal>
    </>
  )
}
