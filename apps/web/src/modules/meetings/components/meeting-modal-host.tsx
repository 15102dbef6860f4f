import { Modal } from '@mantine/core'
import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { MODAL_RESET_MS } from '../../../shared/modal-store/create-modal-store'
import { PageLoader } from '../../../shared/ui/page-loader'
import { meetingModalStore } from '../meeting-modal-store'

/** The form is its own chunk: the shell carries only the host. */
const MeetingFormModal = lazy(() =>
  import('./meeting-form-modal').then((m) => ({ default: m.MeetingFormModal })),
)

const close = () => meetingModalStore.close()

/**
 * The meeting modal, mounted once in the shell: `openMeetingModal()` fills it from anywhere (quick-create,
 * the calendar, a project's page). Closing animates out; the store drops the data 500 ms later.
 */
export function MeetingModalHost() {
  const { t } = useTranslation(['meetings', 'common'])
  const open = meetingModalStore.useOpen()
  const editing = Boolean(open?.options.meetingId)
  return (
    <Modal
      opened={Boolean(open?.opened)}
      onClose={close}
      title={open ? t(editing ? 'titles.edit' : 'titles.new') : ''}
      size="xl"
      transitionProps={{ duration: MODAL_RESET_MS / 2 }}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      {open && (
        <Suspense fallback={<PageLoader fullHeight={false} />}>
          <MeetingFormModal
            key={open.key}
            options={open.options}
            onDone={(meeting) => {
              open.options.onSaved?.(meeting)
              close()
            }}
            onCancel={close}
          />
        </Suspense>
      )}
    </Modal>
  )
}
