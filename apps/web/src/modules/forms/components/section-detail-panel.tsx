import type { FormDetail, FormSectionOut } from '@ajanda/contracts/forms/form-detail'
import { TITLE_MAX, textIn } from '@ajanda/contracts/forms/form-model'
import type { SectionUpdateInput } from '@ajanda/contracts/forms.contract'
import { ActionIcon, ColorInput, Group, Stack, Switch, Tabs, Text } from '@mantine/core'
import { IconLayoutRows, IconX } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { useFormBuilderMutations } from '../forms.api'
import { SavedState } from './autosave/saved-state'
import { useAutosave } from './autosave/use-autosave'
import { localized } from './field-detail/field-tab-props'
import { LocalizedInputs } from './field-detail/localized-inputs'
import { DepSettings } from './rules/dep-settings'
import { RuleEditor } from './rules/rule-editor'

interface SectionDetailPanelProps {
  form: FormDetail
  section: FormSectionOut
  onClose: () => void
}

/** The builder's side panel for a section: Bölüm Bilgileri (autosaved) and Kurallar. */
export function SectionDetailPanel(props: SectionDetailPanelProps) {
  return <SectionDetail key={props.section.id} {...props} />
}

function SectionDetail({ form, section, onClose }: SectionDetailPanelProps) {
  const { t, i18n } = useTranslation('formFields')
  const { updateSection } = useFormBuilderMutations(form)
  const autosave = useAutosave<SectionUpdateInput>({
    save: (patch) => updateSection.mutateAsync({ sectionId: section.id, ...patch }),
  })
  const { queue, flush, current, errorFor } = autosave
  const title = textIn(current('title', section.title), i18n.language) || t('panel.untitled')

  return (
    <Stack gap="sm" role="region" aria-label={t('section.label', { name: title })}>
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
          <IconLayoutRows size={20} aria-hidden stroke={1.6} />
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={600} truncate="end">
              {title}
            </Text>
            <Text size="xs" c="dimmed">
              {t('section.kind')}
            </Text>
          </Stack>
        </Group>
        <ActionIcon variant="subtle" color="gray" aria-label={t('panel.close')} onClick={onClose}>
          <IconX size={18} aria-hidden />
        </ActionIcon>
      </Group>
      <SavedState
        state={autosave.state}
        savedAt={autosave.savedAt}
        error={autosave.error}
        savedText={t('section.saved')}
      />
      <Tabs defaultValue="info" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="info">{t('section.tabs.info')}</Tabs.Tab>
          <Tabs.Tab value="rules">{t('panel.tabs.rules')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="info" pt="sm">
          <Stack gap="sm">
            <LocalizedInputs
              label={t('section.title')}
              languages={form.languages}
              value={localized(current('title', section.title))}
              onChange={(next) => queue({ title: next })}
              onBlur={flush}
              required
              maxLength={TITLE_MAX}
              errorFor={(language) =>
                errorFor(`title.${language}`) ?? (language === 'tr' ? errorFor('title') : undefined)
              }
            />
            <LocalizedInputs
              label={t('section.helpText')}
              languages={form.languages}
              value={localized(current('help_text', section.help_text))}
              onChange={(next) => queue({ help_text: next })}
              onBlur={flush}
              multiline
              maxLength={5000}
              errorFor={(language) => errorFor(`help_text.${language}`)}
            />
            <ColorInput
              label={t('info.titleColour')}
              format="hex"
              value={current('title_colour', section.title_colour) ?? ''}
              onChange={(colour) => queue({ title_colour: colour.trim() === '' ? null : colour })}
              onBlur={flush}
              error={errorFor('title_colour')}
              eyeDropperButtonProps={{ 'aria-label': t('info.pickColour') }}
            />
            <Switch
              label={t('section.hidden')}
              checked={current('is_hidden', section.is_hidden) === true}
              onChange={(event) => queue({ is_hidden: event.currentTarget.checked })}
            />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="rules" pt="sm">
          <Stack gap="sm">
            {form.form_type !== 'mma' && (
              <DepSettings
                scope={current('dep_scope', section.dep_scope) ?? 'ALL'}
                action={current('dep_action', section.dep_action) ?? 'SHOW'}
                onChange={queue}
              />
            )}
            <RuleEditor form={form} type="FORMSECTION" source={section.id} rules={section.rules} />
          </Stack>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  )
}
