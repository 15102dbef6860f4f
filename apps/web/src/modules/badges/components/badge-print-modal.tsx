import {
  BADGE_LAYOUTS,
  BADGE_TARGETS,
  type BadgeAttendee,
  type BadgePrintInput,
} from '@ajanda/contracts/badges.contract'
import { Alert, Button, Group, Modal, MultiSelect, Radio, Select, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '../../../shared/api/api-error'
import { printBadges } from '../badges.api'

interface Props {
  badgeId: number
  opened: boolean
  onClose: () => void
  onPrinted: () => void
  lists: { id: number; name: string }[]
  attendees: BadgeAttendee[]
}

/**
 * Printing: single badges or A4 sheets, for everyone registered, a list or chosen attendees; the PDF
 * downloads. A set with earlier prints comes back as the server's question (409), asked here.
 */
export function BadgePrintModal({ badgeId, opened, onClose, onPrinted, lists, attendees }: Props) {
  const { t } = useTranslation(['badges', 'common'])
  const [layout, setLayout] = useState<(typeof BADGE_LAYOUTS)[number]>('sheet')
  const [target, setTarget] = useState<(typeof BADGE_TARGETS)[number]>('all')
  const [listId, setListId] = useState<string | null>(null)
  const [chosen, setChosen] = useState<string[]>([])
  const [reprint, setReprint] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const send = async (confirm: boolean) => {
    setBusy(true)
    setError(null)
    const input: BadgePrintInput = {
      layout,
      target,
      list_id: target === 'list' && listId ? Number(listId) : null,
      attendee_ids: target === 'selection' ? chosen.map(Number) : null,
      confirm_reprint: confirm,
    }
    try {
      await printBadges(badgeId, input)
      setReprint(null)
      onPrinted()
      onClose()
    } catch (caught) {
      if (isApiError(caught) && caught.status === 409) setReprint(caught.message)
      else setError(caught instanceof Error ? caught.message : String(caught))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('printTitle')}
      fullScreen={false}
      size="md"
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      <Stack gap="sm">
        <Radio.Group
          label={t('layout')}
          value={layout}
          onChange={(value) => setLayout(value as typeof layout)}
        >
          <Stack gap={6} mt={4}>
            {BADGE_LAYOUTS.map((value) => (
              <Radio key={value} value={value} label={t(`layouts.${value}`)} />
            ))}
          </Stack>
        </Radio.Group>
        <Radio.Group
          label={t('target')}
          value={target}
          onChange={(value) => setTarget(value as typeof target)}
        >
          <Stack gap={6} mt={4}>
            {BADGE_TARGETS.map((value) => (
              <Radio key={value} value={value} label={t(`targets.${value}`)} />
            ))}
          </Stack>
        </Radio.Group>
        {target === 'list' && (
          <Select
            label={t('list')}
            data={lists.map((list) => ({ value: String(list.id), label: list.name }))}
            value={listId}
            onChange={setListId}
          />
        )}
        {target === 'selection' && (
          <MultiSelect
            label={t('pick')}
            data={attendees.map((attendee) => ({
              value: String(attendee.id),
              label: attendee.values.full_name ?? '',
            }))}
            value={chosen}
            onChange={setChosen}
            searchable
          />
        )}
        {reprint && (
          <Alert color="yellow" title={t('reprintTitle')} data-testid="badge-reprint">
            <Text size="sm">{reprint}</Text>
            <Group mt="sm" gap="sm">
              <Button size="xs" color="yellow" onClick={() => void send(true)} loading={busy}>
                {t('reprintConfirm')}
              </Button>
              <Button size="xs" variant="default" onClick={() => setReprint(null)}>
                {t('cancel')}
              </Button>
            </Group>
          </Alert>
        )}
        {error && <Alert color="red">{error}</Alert>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button onClick={() => void send(false)} loading={busy} disabled={busy || !!reprint}>
            {t('download')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
