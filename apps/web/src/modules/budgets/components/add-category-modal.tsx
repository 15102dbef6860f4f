import type { BudgetCategoryInput } from '@ajanda/contracts/budgets.contract'
import { Button, Group, Modal, SegmentedControl, Select, Stack, TextInput } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { definitionQueryOptions } from '../../definitions/definitions.api'
import { categoryTemplatesQueryOptions } from '../budgets.api'

type Source = 'definition' | 'template' | 'free'

interface AddCategoryModalProps {
  opened: boolean
  onClose: () => void
  onAdd: (input: BudgetCategoryInput) => Promise<boolean>
}

/** A category from a definition category, from a CATEGORY template (with its lines), or a name of its own. */
export function AddCategoryModal({ opened, onClose, onAdd }: AddCategoryModalProps) {
  const { t } = useTranslation(['budgets', 'common'])
  const [source, setSource] = useState<Source>('definition')
  const [picked, setPicked] = useState<string | null>(null)
  const [name, setName] = useState('')
  const [busy, setBusy] = useState(false)
  const definitions = useQuery({ ...definitionQueryOptions('budget-categories'), enabled: opened }).data ?? []
  const templates = (useQuery({ ...categoryTemplatesQueryOptions(), enabled: opened }).data ?? []).filter(
    (template) => template.kind === 'CATEGORY',
  )
  const valid = source === 'free' ? name.trim() !== '' : picked !== null

  const submit = async () => {
    setBusy(true)
    const input: BudgetCategoryInput =
      source === 'definition'
        ? { category_id: Number(picked) }
        : source === 'template'
          ? { template_id: Number(picked) }
          : { name: name.trim() }
    const ok = await onAdd(input)
    setBusy(false)
    if (ok) {
      setPicked(null)
      setName('')
      onClose()
    }
  }

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('category.title')}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault()
          if (valid) void submit()
        }}
      >
        <Stack>
          <SegmentedControl
            aria-label={t('category.from')}
            value={source}
            onChange={(value) => {
              setSource(value as Source)
              setPicked(null)
            }}
            data={(['definition', 'template', 'free'] as const).map((value) => ({
              value,
              label: t(`category.sources.${value}`),
            }))}
          />
          {source === 'definition' && (
            <Select
              label={t('category.definition')}
              searchable
              data={definitions.map((category) => ({ value: String(category.id), label: category.name }))}
              value={picked}
              onChange={setPicked}
            />
          )}
          {source === 'template' && (
            <Select
              label={t('category.template')}
              searchable
              data={templates.map((template) => ({ value: String(template.id), label: template.name }))}
              value={picked}
              onChange={setPicked}
            />
          )}
          {source === 'free' && (
            <TextInput
              label={t('category.name')}
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              maxLength={150}
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" disabled={!valid} loading={busy}>
              {t('category.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
