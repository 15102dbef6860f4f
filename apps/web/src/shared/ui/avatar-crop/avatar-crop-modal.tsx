import { Box, Button, Group, Modal, Slider, Stack, Text } from '@mantine/core'
import { useCallback, useState } from 'react'
import Cropper, { type Area, type Point } from 'react-easy-crop'
import { useTranslation } from 'react-i18next'
import { AVATAR_SIZE, cropToDataUrl } from './crop-image'

interface AvatarCropModalProps {
  /** The chosen file as a data URL; the modal is open while it is set. */
  source: string | null
  saving: boolean
  onCancel: () => void
  /** The 300x300 result as a data URL. */
  onSave: (dataUrl: string) => void
}

/** Square 300x300 stencil (aspect 1) over the picture; drag to move, slider or wheel to zoom. */
export function AvatarCropModal({ source, saving, onCancel, onSave }: AvatarCropModalProps) {
  const { t } = useTranslation(['profile', 'common'])
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 })
  const [zoom, setZoom] = useState(1)
  const [area, setArea] = useState<Area | null>(null)
  const [busy, setBusy] = useState(false)

  const onCropComplete = useCallback((_: Area, pixels: Area) => setArea(pixels), [])

  const save = async () => {
    if (!source || !area) return
    setBusy(true)
    try {
      onSave(await cropToDataUrl(source, area))
    } finally {
      setBusy(false)
    }
  }

  const reset = () => {
    setCrop({ x: 0, y: 0 })
    setZoom(1)
    setArea(null)
  }

  return (
    <Modal
      opened={source !== null}
      onClose={onCancel}
      onExitTransitionEnd={reset}
      title={t('picture.cropTitle')}
      size={AVATAR_SIZE + 120}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      <Stack gap="md">
        <Box pos="relative" h={AVATAR_SIZE + 60} bg="dark.8" style={{ borderRadius: 8, overflow: 'hidden' }}>
          {source && (
            <Cropper
              image={source}
              crop={crop}
              zoom={zoom}
              aspect={1}
              cropShape="rect"
              cropSize={{ width: AVATAR_SIZE, height: AVATAR_SIZE }}
              showGrid
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={onCropComplete}
              mediaProps={{ alt: '' }}
              cropperProps={{ role: 'group', 'aria-label': t('picture.cropArea') }}
            />
          )}
        </Box>
        <div>
          <Text size="sm" fw={500} mb={4} aria-hidden>
            {t('picture.zoom')}
          </Text>
          <Slider
            min={1}
            max={3}
            step={0.05}
            value={zoom}
            onChange={setZoom}
            label={null}
            thumbLabel={t('picture.zoom')}
          />
        </div>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('common:actions.cancel')}
          </Button>
          <Button onClick={() => void save()} loading={busy || saving} disabled={!area} data-autofocus>
            {t('picture.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
