import {
  BADGE_SIZE_KINDS,
  BADGE_SIZES,
  type BadgeElement,
  type BadgeElementType,
} from '@ajanda/contracts/badges.contract'
import {
  Alert,
  Button,
  Card,
  Fieldset,
  FileButton,
  Group,
  Loader,
  Menu,
  NumberInput,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core'
import { useElementSize, useMediaQuery } from '@mantine/hooks'
import { IconEye, IconPlus, IconPrinter } from '@tabler/icons-react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useParams } from 'react-router'
import { registerBadgeTexts } from '../../../public-pages/event-badge/badge-texts'
import { api } from '../../../shared/api/api-client'
import { confirmAction } from '../../../shared/ui/confirm'
import { isFullProject, projectQueryOptions } from '../../projects/projects.api'
import {
  badgeKeys,
  badgePreviewQuery,
  badgeQuery,
  deleteBadge,
  saveBadge,
  uploadBadgeImage,
} from '../badges.api'
import { BadgeCanvas } from '../components/badge-canvas'
import { BadgePrintModal } from '../components/badge-print-modal'
import { BadgeProperties } from '../components/badge-properties'

registerBadgeTexts()

let counter = 0
const newId = () => `e${Date.now().toString(36)}${(++counter).toString(36)}`

/** A new element of the type, placed near the top left at a size that fits the badge. */
function newElement(type: BadgeElementType, badge: { width_mm: number; height_mm: number }): BadgeElement {
  const width_mm = Math.min(40, badge.width_mm)
  const base = { id: newId(), x_mm: 0, y_mm: 0, width_mm, height_mm: Math.min(10, badge.height_mm) }
  const text = { font_size_pt: 14, bold: false, align: 'center' as const, color: '#111111' }
  switch (type) {
    case 'field':
      return { ...base, type, field: 'full_name', ...text }
    case 'text':
      return { ...base, type, text: 'Metin', ...text }
    case 'band':
      return { ...base, type, width_mm: badge.width_mm, colors: [], default_color: '#1565C0' }
    case 'qr':
      return { ...base, type, width_mm: Math.min(30, width_mm), height_mm: Math.min(30, badge.height_mm) }
    case 'logo':
      return { ...base, type, height_mm: Math.min(15, badge.height_mm) }
    case 'image':
      return { ...base, type, file_key: '', url: '' }
  }
}

/** The canvas's moves on a read-only page: none is kept (the keys and the mouse change nothing). */
const ignoreChange = () => {}

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.onerror = () => reject(reader.error)
    reader.readAsDataURL(file)
  })

/**
 * /project/{code}/badges/{badge_id} (issue 22 item 4): the badge designer. The badge at scale with its
 * elements (mouse and keyboard), the properties of the selected one, a preview with a real attendee,
 * saving, and the print dialog. On a phone the badge is a read-only preview beside the properties.
 *
 * A viewer who sees the project only by taking part (its GET /project/{code} says `read_only`,
 * decisions/0047) gets every write answered 404, printing included (it records the prints): the page
 * then shows the badge, its settings and properties unchangeable, and the preview with an attendee.
 */
export function BadgeDesignerPage() {
  const { t } = useTranslation(['badges', 'projects'])
  const params = useParams()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const id = Number(params.badge_id)
  const code = params.code ?? ''
  const phone = useMediaQuery('(max-width: 48em)') ?? false
  const query = useQuery(badgeQuery(id))
  const project = useQuery({ ...projectQueryOptions(code), enabled: code !== '' })
  const readOnly = project.data !== undefined && isFullProject(project.data) && project.data.read_only
  const badge = query.data?.data
  const [name, setName] = useState('')
  const [size, setSize] = useState<{
    kind: (typeof BADGE_SIZE_KINDS)[number]
    width_mm: number
    height_mm: number
  }>({
    kind: 'A6',
    ...BADGE_SIZES.A6,
  })
  const [elements, setElements] = useState<BadgeElement[]>([])
  const [selected, setSelected] = useState<string | null>(null)
  const [search, setSearch] = useState('')
  const [previewId, setPreviewId] = useState<string | null>(null)
  const [printing, setPrinting] = useState(false)
  const [saved, setSaved] = useState(false)
  const { ref: areaRef, width: areaWidth } = useElementSize()

  useEffect(() => {
    if (!badge) return
    setName(badge.name)
    setSize({ kind: badge.size, width_mm: badge.width_mm, height_mm: badge.height_mm })
    setElements(badge.elements)
  }, [badge])

  const preview = useQuery({ ...badgePreviewQuery(id, search), enabled: Number.isFinite(id) })
  const lists = useQuery({
    queryKey: ['attendee-lists', badge?.project_id],
    queryFn: ({ signal }) =>
      api.get<{ data: { id: number; name: string }[] }>(
        `/project/${badge?.project_id}/attendees/lists`,
        {},
        signal,
      ),
    enabled: !!badge,
  })
  const attendees = preview.data?.data ?? []
  const attendee = attendees.find((row) => String(row.id) === previewId) ?? attendees[0] ?? null

  const input = () => ({
    name,
    size: size.kind,
    width_mm: size.width_mm,
    height_mm: size.height_mm,
    elements,
  })
  const save = useMutation({
    mutationFn: () => saveBadge(id, input()),
    onSuccess: ({ data }) => {
      queryClient.setQueryData(badgeKeys.one(id), { data })
      setSaved(true)
    },
  })
  const remove = useMutation({
    mutationFn: () => deleteBadge(id),
    onSuccess: () => navigate(`/project/${encodeURIComponent(code)}/badges`),
  })
  const upload = useMutation({
    mutationFn: async (file: File) => uploadBadgeImage(id, await readAsDataUrl(file)),
    onSuccess: ({ data }) => {
      const element = { ...newElement('image', size), file_key: data.file_key, url: data.url }
      setElements((current) => [...current, element])
      setSelected(element.id)
    },
  })

  // The project too, so that no write shows before it says read-only; one that fails to load leaves
  // the page editable (the server still answers each write).
  if (query.isPending || (project.isPending && project.fetchStatus !== 'idle')) return <Loader size="sm" />
  if (query.error || !badge) return <Alert color="red">{query.error?.message ?? t('loadFailed')}</Alert>

  const change = (element: BadgeElement) => {
    setSaved(false)
    setElements((current) => current.map((row) => (row.id === element.id ? element : row)))
  }
  const add = (type: BadgeElementType) => {
    const element = newElement(type, size)
    setSaved(false)
    setElements((current) => [...current, element])
    setSelected(element.id)
  }
  // The badge fits the area's width, at most 5 px a millimetre.
  const scale = Math.max(1, Math.min(5, (areaWidth || 320) / size.width_mm))
  const selectedElement = elements.find((element) => element.id === selected) ?? null

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Button component={Link} to={`/project/${encodeURIComponent(code)}/badges`} variant="subtle">
          {t('back')}
        </Button>
        {!readOnly && (
          <Group gap="xs">
            <Button onClick={() => save.mutate()} loading={save.isPending}>
              {saved ? t('saved') : t('save')}
            </Button>
            <Button
              variant="light"
              leftSection={<IconPrinter size={16} aria-hidden />}
              onClick={() => setPrinting(true)}
            >
              {t('print')}
            </Button>
          </Group>
        )}
      </Group>
      {readOnly && (
        <Alert color="gray" variant="light" icon={<IconEye aria-hidden />} data-testid="project-read-only">
          {t('projects:header.readOnly')}
        </Alert>
      )}
      {save.error && <Alert color="red">{save.error.message}</Alert>}
      <Card withBorder padding="md">
        {/* A disabled fieldset: the name and size are shown and cannot change (nor could they be saved). */}
        <Fieldset variant="unstyled" disabled={readOnly} p={0} m={0} style={{ border: 0 }}>
          <Group gap="sm" align="flex-end" wrap="wrap">
            <TextInput
              label={t('name')}
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              maxLength={120}
            />
            <Select
              label={t('size')}
              data={BADGE_SIZE_KINDS.map((kind) => ({ value: kind, label: t(`sizes.${kind}`) }))}
              value={size.kind}
              allowDeselect={false}
              onChange={(value) => {
                const kind = (value ?? 'A6') as (typeof BADGE_SIZE_KINDS)[number]
                setSize(kind === 'CUSTOM' ? { ...size, kind } : { kind, ...BADGE_SIZES[kind] })
              }}
            />
            {size.kind === 'CUSTOM' && (
              <>
                <NumberInput
                  label={t('width')}
                  value={size.width_mm}
                  min={20}
                  max={200}
                  w={120}
                  onChange={(v) => setSize({ ...size, width_mm: Number(v) || 20 })}
                />
                <NumberInput
                  label={t('height')}
                  value={size.height_mm}
                  min={20}
                  max={287}
                  w={120}
                  onChange={(v) => setSize({ ...size, height_mm: Number(v) || 20 })}
                />
              </>
            )}
          </Group>
        </Fieldset>
      </Card>
      <Group align="flex-start" gap="md" wrap={phone ? 'wrap' : 'nowrap'}>
        <Stack gap="xs" style={{ flex: 1, minWidth: 0 }} w={phone ? '100%' : undefined}>
          {!readOnly && (
            <Group gap="xs" wrap="wrap">
              <Menu>
                <Menu.Target>
                  <Button variant="default" leftSection={<IconPlus size={16} aria-hidden />}>
                    {t('addElement')}
                  </Button>
                </Menu.Target>
                <Menu.Dropdown>
                  {(['field', 'text', 'logo', 'band', 'qr'] as const).map((type) => (
                    <Menu.Item key={type} onClick={() => add(type)}>
                      {t(`types.${type}`)}
                    </Menu.Item>
                  ))}
                </Menu.Dropdown>
              </Menu>
              <FileButton
                accept="image/png,image/jpeg,image/webp"
                onChange={(file) => file && upload.mutate(file)}
              >
                {(props) => (
                  <Button variant="default" loading={upload.isPending} {...props}>
                    {t('uploadImage')}
                  </Button>
                )}
              </FileButton>
            </Group>
          )}
          {upload.error && <Alert color="red">{upload.error.message}</Alert>}
          {!readOnly && (
            <Text size="xs" c="dimmed">
              {phone ? t('phoneNote') : t('canvasHelp')}
            </Text>
          )}
          <div ref={areaRef} style={{ width: '100%', overflowX: 'auto', padding: 4 }}>
            <BadgeCanvas
              width_mm={size.width_mm}
              height_mm={size.height_mm}
              elements={elements}
              scale={scale}
              selected={selected}
              onSelect={setSelected}
              onChange={readOnly ? ignoreChange : change}
              attendee={attendee}
              logoUrl={preview.data?.logo_url ?? null}
              readOnly={phone || readOnly}
            />
          </div>
        </Stack>
        <Stack gap="sm" w={phone ? '100%' : 300} style={{ flex: 'none' }}>
          <Card withBorder padding="sm">
            <Stack gap="xs">
              <Text fw={600}>{t('preview')}</Text>
              <TextInput
                label={t('previewSearch')}
                value={search}
                onChange={(event) => setSearch(event.currentTarget.value)}
              />
              <Select
                label={t('previewWith')}
                data={attendees.map((row) => ({ value: String(row.id), label: row.values.full_name ?? '' }))}
                value={attendee ? String(attendee.id) : null}
                onChange={setPreviewId}
              />
            </Stack>
          </Card>
          <Card withBorder padding="sm">
            <Text fw={600} mb="xs">
              {t('properties')}
            </Text>
            <Fieldset variant="unstyled" disabled={readOnly} p={0} m={0} style={{ border: 0 }}>
              <BadgeProperties
                element={selectedElement}
                badge={size}
                lists={lists.data?.data ?? []}
                onChange={change}
                onRemove={(elementId) => {
                  setSaved(false)
                  setElements((current) => current.filter((row) => row.id !== elementId))
                  setSelected(null)
                }}
                readOnly={readOnly}
              />
            </Fieldset>
          </Card>
          {!readOnly && (
            <Button
              variant="subtle"
              color="red"
              onClick={async () => {
                if (
                  await confirmAction({
                    message: t('deleteConfirm'),
                    confirmLabel: t('delete'),
                    irreversible: true,
                  })
                )
                  remove.mutate()
              }}
            >
              {t('delete')}
            </Button>
          )}
        </Stack>
      </Group>
      <BadgePrintModal
        badgeId={id}
        opened={printing && !readOnly}
        onClose={() => setPrinting(false)}
        onPrinted={() => void queryClient.invalidateQueries({ queryKey: ['badges'] })}
        lists={lists.data?.data ?? []}
        attendees={attendees}
      />
    </Stack>
  )
}
