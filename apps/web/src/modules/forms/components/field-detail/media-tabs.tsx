import { Anchor, Group, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { currentProps, type FieldTabProps, localized, queueProps } from './field-tab-props'
import { LocalizedInputs } from './localized-inputs'
import { UploadButton } from './upload-button'

type Tab = Pick<FieldTabProps, 'form' | 'field' | 'autosave'>

const stringProp = (value: unknown) => (typeof value === 'string' ? value : '')

function UploadedFile({ url }: { url: string }) {
  const { t } = useTranslation('formFields')
  if (!url) return null
  return (
    <Text size="sm">
      {t('media.current')}{' '}
      <Anchor href={url} target="_blank" rel="noreferrer" style={{ overflowWrap: 'anywhere' }}>
        {url.split('/').pop()}
      </Anchor>
    </Text>
  )
}

/** "Sözleşme Detayı": title, a text or a file, and an optional link. */
export function ContractTab(tab: Tab) {
  const { t } = useTranslation('formFields')
  const props = currentProps(tab)
  const set = (patch: Record<string, unknown>) => queueProps(tab, patch)
  const kind = props.contract_type === 'file' ? 'file' : 'text'
  return (
    <Stack gap="sm">
      <LocalizedInputs
        label={t('contract.title')}
        languages={tab.form.languages}
        value={localized(props.title)}
        onChange={(title) => set({ title })}
        onBlur={tab.autosave.flush}
        maxLength={300}
      />
      <div>
        <Text size="sm" fw={500} mb={4} id={`contract-type-${tab.field.id}`}>
          {t('contract.type')}
        </Text>
        <SegmentedControl
          aria-labelledby={`contract-type-${tab.field.id}`}
          value={kind}
          onChange={(value) => set({ contract_type: value })}
          data={[
            { value: 'text', label: t('contract.types.text') },
            { value: 'file', label: t('contract.types.file') },
          ]}
        />
      </div>
      {kind === 'text' ? (
        <LocalizedInputs
          label={t('contract.text')}
          languages={tab.form.languages}
          value={localized(props.text)}
          onChange={(text) => set({ text })}
          onBlur={tab.autosave.flush}
          multiline
        />
      ) : (
        <Group gap="sm">
          <UploadButton
            fieldId={tab.field.id}
            accept="application/pdf,image/png,image/jpeg"
            label={t('contract.upload')}
            onUploaded={(url) => set({ file: url })}
          />
          <UploadedFile url={stringProp(props.file)} />
        </Group>
      )}
      <TextInput
        label={t('contract.link')}
        value={stringProp(props.link)}
        onChange={(event) => set({ link: event.currentTarget.value })}
        onBlur={tab.autosave.flush}
        type="url"
      />
    </Stack>
  )
}

/** "Video Detayı": the video's address. */
export function VideoTab(tab: Tab) {
  const { t } = useTranslation('formFields')
  const props = currentProps(tab)
  return (
    <TextInput
      label={t('media.videoUrl')}
      description={t('media.videoHint')}
      value={stringProp(props.url)}
      onChange={(event) => queueProps(tab, { url: event.currentTarget.value })}
      onBlur={tab.autosave.flush}
      type="url"
    />
  )
}

/** "PDF Dosya Detayı": an uploaded file, or a link or address to show. */
export function PdfTab(tab: Tab) {
  const { t } = useTranslation('formFields')
  const props = currentProps(tab)
  const source = props.source === 'link' || props.source === 'url' ? props.source : 'file'
  return (
    <Stack gap="sm">
      <Select
        label={t('media.pdfSource')}
        data={(['file', 'link', 'url'] as const).map((value) => ({
          value,
          label: t(`media.pdfSources.${value}`),
        }))}
        value={source}
        allowDeselect={false}
        onChange={(value) => value && queueProps(tab, { source: value })}
      />
      {source === 'file' ? (
        <Group gap="sm">
          <UploadButton
            fieldId={tab.field.id}
            accept="application/pdf"
            label={t('media.pdfUpload')}
            onUploaded={(url) => queueProps(tab, { url })}
          />
          <UploadedFile url={stringProp(props.url)} />
        </Group>
      ) : (
        <TextInput
          label={t('media.pdfUrl')}
          value={stringProp(props.url)}
          onChange={(event) => queueProps(tab, { url: event.currentTarget.value })}
          onBlur={tab.autosave.flush}
          type="url"
        />
      )}
    </Stack>
  )
}
