import type { FieldType } from '@ajanda/contracts/forms/field-types'
import type { FormDetail, FormFieldOut, FormSectionOut } from '@ajanda/contracts/forms/form-detail'
import { textIn } from '@ajanda/contracts/forms/form-model'
import { DndContext, DragOverlay } from '@dnd-kit/core'
import { Badge, Box, Button, Card, Drawer, Grid, Group, Loader, Stack, Text, Title } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import {
  IconArrowLeft,
  IconEye,
  IconEyeOff,
  IconLock,
  IconPlayerPlay,
  IconSettings,
} from '@tabler/icons-react'
import { lazy, type ReactNode, Suspense, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '../../../shared/api/api-error'
import { confirmDestructive } from '../../../shared/ui/confirm'
import { notifyError, notifySuccess } from '../../../shared/ui/notify'
import { useFormBuilderMutations, useFormSettings } from '../forms.api'
import { useBuilderDnd } from '../use-builder-dnd'
import { AddSectionForm } from './add-section-form'
import { BuilderSections, type BuilderSelection } from './builder-sections'
import { FieldListPanel, PaletteChip, type PaletteItem } from './field-list-panel'
import { FormStatusBadge } from './form-status-badge'

// The detail panels and the preview are large and used after the page shows: they load on first use.
const FieldDetailPanel = lazy(() =>
  import('./field-detail/field-detail-panel').then((m) => ({ default: m.FieldDetailPanel })),
)
const SectionDetailPanel = lazy(() =>
  import('./section-detail-panel').then((m) => ({ default: m.SectionDetailPanel })),
)
const FormPreview = lazy(() => import('./preview/form-preview').then((m) => ({ default: m.FormPreview })))
const FormSettingsModal = lazy(() =>
  import('./form-settings-modal').then((m) => ({ default: m.FormSettingsModal })),
)

/** Below this width the side panel's details open in a drawer and the palette and preview stack. */
const STACKED_QUERY = '(max-width: 61.99em)'

/**
 * The form builder (admin-area.md "Form builder"): the header with the form's settings, publishing and
 * the preview switch; the sections with their fields; the side panel (field list, field detail,
 * section detail). Used by the project's form pages and the company's brief form.
 *
 * `readOnly`: the viewer sees the form's project only by taking part (decisions/0047), so every write
 * answers 404. The builder then shows the sections and fields and the preview (open from the start, the
 * way to read a field's options), and no settings, publishing, palette, section form, handles, menus or
 * detail panels (their inputs save as they change).
 */
export function FormBuilder({
  form,
  extraHeader,
  readOnly = false,
}: {
  form: FormDetail
  extraHeader?: ReactNode
  readOnly?: boolean
}) {
  const { t, i18n } = useTranslation('forms')
  const stacked = useMediaQuery(STACKED_QUERY, false, { getInitialValueInEffect: false })
  const mutations = useFormBuilderMutations(form)
  const [selection, setSelection] = useState<BuilderSelection>({ kind: 'list' })
  const [chosenSection, setChosenSection] = useState<number | null>(null)
  const [preview, setPreview] = useState(readOnly)
  const [settingsOpen, setSettingsOpen] = useState(false)
  const [settingsUsed, setSettingsUsed] = useState(false)

  const sections = useMemo(() => new Map(form.sections.map((s) => [s.id, s])), [form.sections])
  const fields = useMemo(
    () => new Map(form.sections.flatMap((s) => s.fields.map((f) => [f.id, f] as const))),
    [form.sections],
  )
  const labelOf = (dragId: string) => {
    const id = Number(dragId.slice(dragId.lastIndexOf('-') + 1))
    if (dragId.startsWith('section-') || dragId.startsWith('fields-'))
      return textIn(sections.get(id)?.title, i18n.language)
    if (dragId.startsWith('field-')) return textIn(fields.get(id)?.title, i18n.language)
    return dragId.startsWith('palette-template-')
      ? t('palette.templates')
      : t(`types.${dragId.slice(8) as FieldType}`)
  }
  const dnd = useBuilderDnd(form, mutations, labelOf)

  const selectedField = selection.kind === 'field' ? fields.get(selection.id) : undefined
  const selectedSection = selection.kind === 'section' ? sections.get(selection.id) : undefined
  const targetSectionId =
    [chosenSection, selectedField?.section_id, selectedSection?.id].find(
      (id): id is number => typeof id === 'number' && sections.has(id),
    ) ??
    dnd.layout.at(-1)?.id ??
    null
  const targetSection = targetSectionId === null ? null : (sections.get(targetSectionId) ?? null)

  const openSection = (id: number) => {
    setChosenSection(id)
    setSelection({ kind: 'section', id })
  }
  const openField = (id: number) => {
    setChosenSection(fields.get(id)?.section_id ?? null)
    setSelection({ kind: 'field', id })
  }
  const backToList = () => setSelection({ kind: 'list' })

  const addFromPalette = (item: PaletteItem) => {
    if (!targetSection) return
    const index = dnd.layout.find((s) => s.id === targetSection.id)?.fields.length ?? 0
    dnd
      .addField(item, targetSection.id, index)
      .catch((error: unknown) => notifyError(isApiError(error) ? error.message : null))
  }

  const deleteSection = async (section: FormSectionOut) => {
    const name = textIn(section.title, i18n.language)
    if (!(await confirmDestructive({ message: t('builder.deleteSection', { name }) }))) return
    mutations.removeSection.mutate(section.id, {
      onSuccess: () => {
        if (selection.kind === 'section' && selection.id === section.id) backToList()
        if (chosenSection === section.id) setChosenSection(null)
      },
      onError: (error) => notifyError(isApiError(error) ? error.message : null),
    })
  }
  const deleteField = async (field: FormFieldOut) => {
    const name = textIn(field.title, i18n.language)
    if (!(await confirmDestructive({ message: t('builder.deleteField', { name }) }))) return
    mutations.removeField.mutate(field.id, {
      onSuccess: () => {
        if (selection.kind === 'field' && selection.id === field.id) backToList()
      },
      onError: (error) => notifyError(isApiError(error) ? error.message : null),
    })
  }

  const palette = (
    <FieldListPanel
      targetSection={targetSection}
      onAdd={addFromPalette}
      disabled={mutations.addField.isPending}
    />
  )
  const detail = selectedField ? (
    <Suspense fallback={<Loader size="sm" role="status" aria-label={t('loading')} />}>
      <FieldDetailPanel form={form} field={selectedField} onClose={backToList} />
    </Suspense>
  ) : selectedSection ? (
    <Suspense fallback={<Loader size="sm" role="status" aria-label={t('loading')} />}>
      <SectionDetailPanel form={form} section={selectedSection} onClose={backToList} />
    </Suspense>
  ) : null
  const backButton = (
    <Button
      variant="subtle"
      size="compact-sm"
      leftSection={<IconArrowLeft size={14} aria-hidden />}
      onClick={backToList}
      style={{ alignSelf: 'flex-start' }}
    >
      {t('builder.backToList')}
    </Button>
  )
  const sidePanel = (
    <Card withBorder radius="md" padding="md" component="aside" aria-label={t('builder.sidePanel')}>
      {detail ? (
        <Stack gap="sm">
          {backButton}
          {detail}
        </Stack>
      ) : (
        palette
      )}
    </Card>
  )
  const main = (
    <Stack gap="md">
      <BuilderSections
        form={form}
        layout={dnd.layout}
        dragging={dnd.active?.kind ?? null}
        selection={selection}
        targetSectionId={targetSectionId}
        onOpenSection={openSection}
        onOpenField={openField}
        onMoveSection={dnd.moveSection}
        onMoveField={dnd.moveField}
        onDeleteSection={(section) => void deleteSection(section)}
        onDeleteField={(field) => void deleteField(field)}
        readOnly={readOnly}
      />
      {!readOnly && (
        <AddSectionForm
          pending={mutations.addSection.isPending}
          onAdd={(name) => mutations.addSection.mutateAsync(name)}
        />
      )}
    </Stack>
  )
  const previewPart = preview && (
    <Card withBorder radius="md" padding="md" component="section" aria-label={t('builder.preview')}>
      <Suspense fallback={<Loader size="sm" role="status" aria-label={t('loading')} />}>
        <FormPreview form={form} />
      </Suspense>
    </Card>
  )

  return (
    <Stack gap="md">
      <BuilderHeader
        form={form}
        preview={preview}
        onPreview={() => setPreview((shown) => !shown)}
        onSettings={() => {
          setSettingsUsed(true)
          setSettingsOpen(true)
        }}
        extra={extraHeader}
        readOnly={readOnly}
      />
      <DndContext {...dnd.context}>
        {readOnly ? (
          // No side panel: its palette adds and its details save. The preview beside, or below on a phone.
          stacked ? (
            <Stack gap="md">
              {main}
              {previewPart}
            </Stack>
          ) : (
            <Grid gap="md">
              <Grid.Col span={preview ? 7 : 12}>{main}</Grid.Col>
              {preview ? <Grid.Col span={5}>{previewPart}</Grid.Col> : null}
            </Grid>
          )
        ) : stacked ? (
          <Stack gap="md">
            {main}
            {previewPart}
            <Card withBorder radius="md" padding="md" component="aside" aria-label={t('builder.sidePanel')}>
              {palette}
            </Card>
            <Drawer
              opened={detail !== null}
              onClose={backToList}
              position="bottom"
              size="90%"
              title={t('builder.details')}
              closeButtonProps={{ 'aria-label': t('builder.backToList') }}
            >
              {detail}
            </Drawer>
          </Stack>
        ) : (
          <Grid gap="md">
            <Grid.Col span={preview ? 5 : 8}>{main}</Grid.Col>
            <Grid.Col span={preview ? 3 : 4} style={{ position: 'sticky', top: 72 }}>
              {sidePanel}
            </Grid.Col>
            {preview ? <Grid.Col span={4}>{previewPart}</Grid.Col> : null}
          </Grid>
        )}
        <DragOverlay dropAnimation={null}>
          {dnd.active?.kind === 'palette' ? <PaletteChip item={dnd.active} /> : null}
        </DragOverlay>
      </DndContext>
      {settingsUsed && (
        <Suspense fallback={null}>
          <FormSettingsModal form={form} opened={settingsOpen} onClose={() => setSettingsOpen(false)} />
        </Suspense>
      )}
    </Stack>
  )
}

function BuilderHeader({
  form,
  preview,
  onPreview,
  onSettings,
  extra,
  readOnly,
}: {
  form: FormDetail
  preview: boolean
  onPreview: () => void
  onSettings: () => void
  extra?: ReactNode
  readOnly: boolean
}) {
  const { t } = useTranslation('forms')
  const { update } = useFormSettings(form.id)
  const setStatus = (status: 'published' | 'closed') =>
    update.mutate(
      { status },
      {
        onSuccess: () => notifySuccess(t(status === 'published' ? 'builder.published' : 'builder.closed')),
        onError: (error) => notifyError(isApiError(error) ? error.message : null),
      },
    )
  return (
    <Card withBorder radius="md" padding="md">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Box style={{ minWidth: 0 }}>
          <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
            {form.name}
          </Title>
          <Group gap={6} mt={4}>
            <FormStatusBadge status={form.status} />
            <Badge variant="outline" color="gray" style={{ textTransform: 'none' }}>
              {t(`formType.${form.form_type}`)}
            </Badge>
            <Badge variant="outline" color="gray" style={{ textTransform: 'none' }}>
              {t(`audience.${form.type}`)}
            </Badge>
            <Text size="sm" c="dimmed">
              {t('builder.fields', { count: form.sections.reduce((sum, s) => sum + s.fields.length, 0) })}
            </Text>
          </Group>
          {extra}
        </Box>
        <Group gap="xs">
          {!readOnly && (
            <Button
              variant="default"
              leftSection={<IconSettings size={16} aria-hidden />}
              onClick={onSettings}
            >
              {t('builder.settings')}
            </Button>
          )}
          {readOnly ? null : form.status !== 'published' ? (
            <Button
              leftSection={<IconPlayerPlay size={16} aria-hidden />}
              loading={update.isPending}
              onClick={() => setStatus('published')}
            >
              {t('builder.publish')}
            </Button>
          ) : (
            <Button
              variant="light"
              color="gray"
              leftSection={<IconLock size={16} aria-hidden />}
              loading={update.isPending}
              onClick={() => setStatus('closed')}
            >
              {t('builder.close')}
            </Button>
          )}
          <Button
            variant={preview ? 'filled' : 'light'}
            aria-pressed={preview}
            leftSection={preview ? <IconEyeOff size={16} aria-hidden /> : <IconEye size={16} aria-hidden />}
            onClick={onPreview}
          >
            {t('builder.preview')}
          </Button>
        </Group>
      </Group>
    </Card>
  )
}
