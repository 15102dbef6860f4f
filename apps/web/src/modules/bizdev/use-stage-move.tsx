import { Button, Group, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '../../shared/api/api-error'
import { ALERT_TIMEOUT_MS, notifyError, notifySuccess } from '../../shared/ui/notify'
import { useMoveLead } from './bizdev.api'

/** How long a stage move's "Geri al" stays on screen. */
export const STAGE_UNDO_MS = 8000

/**
 * Moves a lead to another stage (PUT /leads/{code} {status}, shown at once on the board). The success
 * alert carries "Geri al", which moves the lead back to the stage it came from through the same call;
 * the undo's own alert has no undo.
 */
export function useStageMove() {
  const { t } = useTranslation(['bizdev', 'common'])
  const move = useMoveLead()
  const { mutate } = move
  const run = useCallback(
    function run(lead: { code: string; stage: number }, stage: number, undoable: boolean) {
      const from = lead.stage
      mutate(
        { code: lead.code, stage },
        {
          onError: (error) => notifyError(isApiError(error) ? error.message : null),
          onSuccess: (response) => {
            if (!undoable) {
              notifySuccess(response.message)
              return
            }
            const id = `lead-moved-${lead.code}-${Date.now()}`
            notifications.show({
              id,
              title: t('common:alerts.successTitle'),
              color: 'green.9',
              autoClose: Math.max(STAGE_UNDO_MS, ALERT_TIMEOUT_MS),
              closeButtonProps: { 'aria-label': t('common:actions.close') },
              message: (
                <Group justify="space-between" gap="sm" wrap="nowrap">
                  <Text size="sm">{response.message}</Text>
                  <Button
                    size="compact-sm"
                    variant="light"
                    onClick={() => {
                      notifications.hide(id)
                      run({ code: lead.code, stage }, from, false)
                    }}
                  >
                    {t('board.undo')}
                  </Button>
                </Group>
              ),
            })
          },
        },
      )
    },
    [mutate, t],
  )
  const moveTo = useCallback(
    (lead: { code: string; stage: number }, stage: number) => run(lead, stage, true),
    [run],
  )
  return { moveTo, pending: move.isPending }
}
