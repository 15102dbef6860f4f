import '@mantine/notifications/styles.css'
import { ModalsProvider } from '@mantine/modals'
import { Notifications } from '@mantine/notifications'
import { Outlet } from 'react-router'

/**
 * Signed-in pages without the shell (the checklist editor, the messenger): the confirmations and the
 * floating alerts work there as in the shell.
 */
export function StandaloneLayout() {
  return (
    <ModalsProvider>
      <Outlet />
      <Notifications position="top-right" autoClose={3000} limit={4} />
    </ModalsProvider>
  )
}
