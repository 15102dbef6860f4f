import { Stack, Text } from '@mantine/core'
import { modals } from '@mantine/modals'
import i18next from 'i18next'

interface ConfirmOptions {
  /** What is about to happen ("Bu görseli silmek üzeresin."). */
  message?: string
  /** The confirm button; "Sil" by default. */
  confirmLabel?: string
  /** Adds "Bu işlem geri alınamaz!" and paints the confirm button red. */
  irreversible?: boolean
}

/** "Emin misin?": resolves true on OK, false on cancel or close (admin-area.md section 8). */
export function confirmAction({
  message,
  confirmLabel,
  irreversible = false,
}: ConfirmOptions): Promise<boolean> {
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title: i18next.t('common:confirm.title'),
      children: (
        <Stack gap={4}>
          {message && <Text size="sm">{message}</Text>}
          {irreversible && (
            <Text size="sm" fw={600} c="red.9">
              {i18next.t('common:confirm.irreversible')}
            </Text>
          )}
        </Stack>
      ),
      labels: {
        confirm: confirmLabel ?? i18next.t('common:actions.delete'),
        cancel: i18next.t('common:actions.cancel'),
      },
      confirmProps: { color: irreversible ? 'red.9' : undefined, 'data-autofocus': true },
      closeButtonProps: { 'aria-label': i18next.t('common:actions.close') },
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    })
  })
}

/** "Emin misin?" with the irreversible-action warning "Bu işlem geri alınamaz!". */
export function confirmDestructive(options: Omit<ConfirmOptions, 'irreversible'> = {}): Promise<boolean> {
  return confirmAction({ ...options, irreversible: true })
}
