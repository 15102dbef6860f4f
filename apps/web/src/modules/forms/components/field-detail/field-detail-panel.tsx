import { describeFieldType, type EditorTab, resolveFieldType } from '@ajanda/contracts/forms/field-types'
import type { FormDetail, FormFieldOut } from '@ajanda/contracts/forms/form-detail'
import { textIn } from '@ajanda/contracts/forms/form-model'
import type { FieldUpdateInput } from '@ajanda/contracts/forms.contract'
import { ActionIcon, Group, Stack, Tabs, Text, Tooltip } from '@mantine/core'
import { IconTrash, IconX } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { serverMessage } from '../../../../shared/api/server-message'
import { confirmDestructive } from '../../../../shared/ui/confirm'
import { notifyError } from '../../../../shared/ui/notify'
import { useFormBuilderMutations } from '../../forms.api'
import { SavedState } from '../autosave/saved-state'
import { useAutosave } from '../autosave/use-autosave'
import { FieldTypeIcon } from '../field-type-icon'
import { ContentTab } from './content-tab'
import { FieldInfoTab } from './field-info-tab'
import { FieldRulesTab } from './field-rules-tab'
import type { FieldTabProps } from './field-tab-props'
import { FlightsTab } from './flights-tab'
import { MatrixTab } from './matrix-tab'
import { ContractTab, PdfTab, VideoTab } from './media-tabs'
import { OptionsTab } from './options-tab'
import { SettingsTab } from './settings-tab'

interface FieldDetailPanelProps {
  form: FormDetail
  field: FormFieldOut
  onClose: () => void
}

/**
 * The builder's side panel for one field (admin-area.md "Form builder"): Alan Bilgileri, Kurallar and
 * the type's own tab. Every edit autosaves through one queue per field; switching to another field
 * saves what was typed first.
 */
export function FieldDetailPanel(props: FieldDetailPanelProps) {
  return <FieldDetail key={props.field.id} {...props} />
}

function TypeTab({ tab, editorTab }: { tab: FieldTabProps; editorTab: EditorTab }) {
  switch (editorTab) {
    case 'options':
      return tab.field.type === 'choice_matrix' ? <MatrixTab {...tab} /> : <OptionsTab {...tab} />
    case 'settings':
      return <SettingsTab {...tab} />
    case 'contract':
      return <ContractTab {...tab} />
    case 'video':
      return <VideoTab {...tab} />
    case 'pdf':
      return <PdfTab {...tab} />
    case 'flights':
      return <FlightsTab {...tab} />
    case 'content':
      return <ContentTab {...tab} />
    default:
      return null
  }
}

function FieldDetail({ form, field, onClose }: FieldDetailPanelProps) {
  const { t, i18n } = useTranslation('formFields')
  const { t: tForms } = useTranslation('forms')
  const mutations = useFormBuilderMutations(form)
  const autosave = useAutosave<FieldUpdateInput>({
    save: (patch) => mutations.updateField.mutateAsync({ fieldId: field.id, ...patch }),
  })
  const [tabValue, setTabValue] = useState<string | null>('info')
  const type = resolveFieldType(field.type)
  const editorTab = type ? describeFieldType(type).editorTab : null
  const title = textIn(autosave.current('title', field.title), i18n.language) || t('panel.untitled')
  const typeName = type ? tForms(`types.${type}`) : field.type
  const tab: FieldTabProps = { form, field, autosave, mutations }

  const remove = async () => {
    if (!(await confirmDestructive({ message: t('panel.deleteConfirm', { name: title }) }))) return
    try {
      await mutations.removeField.mutateAsync(field.id)
      onClose()
    } catch (error) {
      notifyError(serverMessage(error))
    }
  }

  return (
    <Stack gap="sm" aria-label={t('panel.fieldLabel', { name: title })} role="region">
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
          <FieldTypeIcon type={field.type} size={20} />
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={600} truncate="end">
              {title}
            </Text>
            <Text size="xs" c="dimmed">
              {typeName}
            </Text>
          </Stack>
        </Group>
        <Group gap={4} wrap="nowrap">
          <Tooltip label={t('panel.delete')}>
            <ActionIcon
              variant="subtle"
              color="red.8"
              aria-label={t('panel.delete')}
              loading={mutations.removeField.isPending}
              onClick={() => void remove()}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <ActionIcon variant="subtle" color="gray" aria-label={t('panel.close')} onClick={onClose}>
            <IconX size={18} aria-hidden />
          </ActionIcon>
        </Group>
      </Group>
      <SavedState
        state={autosave.state}
        savedAt={autosave.savedAt}
        error={autosave.error}
        savedText={t('panel.saved')}
      />
      <Tabs value={tabValue} onChange={setTabValue} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="info">{t('panel.tabs.info')}</Tabs.Tab>
          <Tabs.Tab value="rules">{t('panel.tabs.rules')}</Tabs.Tab>
          {editorTab && <Tabs.Tab value="type">{t(`panel.tabs.${editorTab}`)}</Tabs.Tab>}
        </Tabs.List>
        <Tabs.Panel value="info" pt="sm">
          <FieldInfoTab {...tab} />
        </Tabs.Panel>
        <Tabs.Panel value="rules" pt="sm">
          <FieldRulesTab {...tab} />
        </Tabs.Panel>
        {editorTab && (
          <Tabs.Panel value="type" pt="sm">
            <TypeTab tab={tab} editorTab={editorTab} />
          </Tabs.Panel>
        )}
      </Tabs>
    </Stack>
  )
}
