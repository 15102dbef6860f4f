import { type ParsedSheet, UPLOAD_COLUMNS, type UploadColumn } from '@ajanda/contracts/checklists.contract'
import { Button, FileButton, Group, Modal, Select, SimpleGrid, Stack, Text } from '@mantine/core'
import { IconUpload } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '../../../shared/api/api-error'
import { ErrorAlert } from '../../../shared/ui/error-alert'
import { notifySuccess } from '../../../shared/ui/notify'
import type { useChecklistMutations } from '../checklists.api'
import { columnNames, uploadBody } from '../upload-data'

const XLSX_TYPES = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
const errorText = (error: unknown) =>
  isApiError(error) ? (Object.values(error.errors)[0]?.[0] ?? error.message) : String(error)

type Mutations = ReturnType<typeof useChecklistMutations>

function UploadFlow({ mutations, onClose }: { mutations: Mutations; onClose: () => void }) {
  const { t } = useTranslation(['checklists', 'common'])
  const [sheet, setSheet] = useState<ParsedSheet | null>(null)
  const [mappings, setMappings] = useState<Partial<Record<UploadColumn, string | null>>>({})
  const [error, setError] = useState<string | null>(null)
  const names = sheet ? columnNames(sheet.headers, (n) => t('upload.column', { n })) : []

  const choose = async (file: File | null) => {
    if (!file) return
    setError(null)
    try {
      setSheet(await mutations.parse.mutateAsync(file))
      setMappings({})
    } catch (failure) {
      setError(errorText(failure))
    }
  }
  const save = async () => {
    if (!sheet) return
    setError(null)
    try {
      notifySuccess((await mutations.upload.mutateAsync(uploadBody(sheet, names, mappings))).message)
      onClose()
    } catch (failure) {
      setError(errorText(failure))
    }
  }

  if (!sheet)
    return (
      <Stack gap="md">
        <ErrorAlert message={error} />
        <Text size="sm">{t('upload.chooseText')}</Text>
        <FileButton onChange={(file) => void choose(file)} accept={XLSX_TYPES}>
          {(props) => (
            <Button
              {...props}
              leftSection={<IconUpload size={16} aria-hidden />}
              loading={mutations.parse.isPending}
            >
              {t('upload.choose')}
            </Button>
          )}
        </FileButton>
      </Stack>
    )

  return (
    <Stack gap="md">
      <ErrorAlert message={error} />
      <div>
        <Text fw={600}>{t('upload.mappingTitle')}</Text>
        <Text size="sm" c="dimmed">
          {t('upload.mappingText', { rows: sheet.rows.length })}
        </Text>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {UPLOAD_COLUMNS.map((column) => (
          <Select
            key={column}
            label={t(`upload.columns.${column}`)}
            required={column === 'description'}
            placeholder={t('upload.notMapped')}
            clearable
            data={names}
            value={mappings[column] ?? null}
            onChange={(value) => setMappings((old) => ({ ...old, [column]: value }))}
          />
        ))}
      </SimpleGrid>
      <Group justify="space-between">
        <Button variant="subtle" onClick={() => setSheet(null)}>
          {t('upload.back')}
        </Button>
        <Group>
          <Button variant="default" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button
            onClick={() => void save()}
            disabled={!mappings.description}
            loading={mutations.upload.isPending}
          >
            {t('upload.save')}
          </Button>
        </Group>
      </Group>
    </Stack>
  )
}

/** The .xlsx upload: choose a file, map its columns (the description one required), save the rows. */
export function UploadModal({
  opened,
  onClose,
  mutations,
}: {
  opened: boolean
  onClose: () => void
  mutations: Mutations
}) {
  const { t } = useTranslation(['checklists', 'common'])
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="lg"
      title={t('upload.title')}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      {opened && <UploadFlow mutations={mutations} onClose={onClose} />}
    </Modal>
  )
}
