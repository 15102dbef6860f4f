import type { AdminUser } from '@ajanda/contracts/users-admin.contract'
import i18next from 'i18next'
import { confirmAction } from '../../../shared/ui/confirm'
import { notifyError, notifySuccess } from '../../../shared/ui/notify'
import { useUserStatusActions } from '../users.api'

type Person = Pick<AdminUser, 'id' | 'full_name' | 'email' | 'deleted_at'>

async function report(call: () => Promise<{ message: string }>): Promise<void> {
  try {
    notifySuccess((await call()).message)
  } catch (error) {
    notifyError(error instanceof Error ? error.message : null)
  }
}

/** Deactivate and reactivate (each confirmed first) and the password link, with their alerts. */
export function useUserActions() {
  const { deactivate, reactivate, passwordLink } = useUserStatusActions()

  return {
    pending: deactivate.isPending || reactivate.isPending || passwordLink.isPending,
    async toggleActive(person: Person) {
      const active = person.deleted_at === null
      const confirmed = await confirmAction({
        message: active
          ? i18next.t('people:actions.deactivateMessage', { name: person.full_name })
          : i18next.t('people:actions.reactivateMessage', { name: person.full_name }),
        confirmLabel: active
          ? i18next.t('people:actions.deactivate')
          : i18next.t('people:actions.reactivate'),
        irreversible: false,
      })
      if (!confirmed) return
      await report(() => (active ? deactivate : reactivate).mutateAsync(person.id))
    },
    async sendPasswordLink(person: Person) {
      await report(() => passwordLink.mutateAsync(person.id))
    },
  }
}
