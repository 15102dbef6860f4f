import { Group, Stack, TextInput } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { currentProps, type FieldTabProps, localized, queueProps } from './field-tab-props'
import { LocalizedInputs } from './localized-inputs'
import { UploadButton } from './upload-button'

/** "İçerik": a paragraph's, banner's or HTML block's text per language; an image's or banner's picture. */
export function ContentTab(tab: Pick<FieldTabProps, 'form' | 'field' | 'autosave'>) {
  const { t } = useTranslation('formFields')
  const props = currentProps(tab)
  const withImage = tab.field.type === 'banner' || tab.field.type === 'image'
  const withText = tab.field.type !== 'image'
  return (
    <Stack gap="sm">
      {withImage && (
        <Group gap="xs" align="flex-end" wrap="wrap">
          <TextInput
            label={t('content.imageUrl')}
            value={typeof props.url === 'string' ? props.url : ''}
            onChange={(event) => queueProps(tab, { url: event.currentTarget.value })}
            onBlur={tab.autosave.flush}
            style={{ flex: 1, minWidth: 180 }}
          />
          <UploadButton
            fieldId={tab.field.id}
            accept="image/png,image/jpeg,image/webp,image/gif"
            label={t('content.upload')}
            onUploaded={(url) => queueProps(tab, { url })}
          />
        </Group>
      )}
      {withText && (
        <LocalizedInputs
          label={tab.field.type === 'html' ? t('content.html') : t('content.text')}
          languages={tab.form.languages}
          value={localized(props.content)}
          onChange={(content) => queueProps(tab, { content })}
          onBlur={tab.autosave.flush}
          multiline
        />
      )}
    </Stack>
  )
}
