import { inviteUserInputSchema } from '@ajanda/contracts/users-admin.contract'
import { Button, Group, Modal, SimpleGrid, Stack, TextInput } from '@mantine/core'
import { useState } from 'react'
import { type Resolver, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { applyServerErrors } from '../../../shared/forms/apply-server-errors'
import { localizedZodResolver } from '../../../shared/forms/localized-zod-resolver'
import { useFormLocale } from '../../../shared/forms/use-form-locale'
import { ErrorAlert } from '../../../shared/ui/error-alert'
import { notifySuccess } from '../../../shared/ui/notify'
import { useInviteUser } from '../users.api'
import { AssignmentFields, type AssignmentValues } from './assignment-fields'

interface InviteValues extends AssignmentValues {
  email: string
  full_name: string
}

const EMPTY: InviteValues = {
  email: '',
  full_name: '',
  kind: 'AGENCY',
  position_id: null,
  division_id: null,
  team_id: null,
  reports_to: null,
  is_admin: false,
  language: 'tr',
}

function InviteForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(['people', 'common'])
  const locale = useFormLocale()
  const invite = useInviteUser()
  const [alert, setAlert] = useState<string | null>(null)
  const form = useForm<InviteValues>({
    resolver: localizedZodResolver(inviteUserInputSchema, locale) as unknown as Resolver<InviteValues>,
    mode: 'onChange',
    defaultValues: EMPTY,
  })
  const { errors, isValid, isSubmitting } = form.formState

  const onSubmit = form.handleSubmit(async (values) => {
    setAlert(null)
    try {
      const { message } = await invite.mutateAsync(values)
      notifySuccess(message)
      onClose()
    } catch (error) {
      setAlert(
        applyServerErrors(error, form.setError, [
          'email',
          'full_name',
          'kind',
          'position_id',
          'division_id',
          'team_id',
          'reports_to',
          'is_admin',
          'language',
        ]),
      )
    }
  })

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <ErrorAlert message={alert} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('fields.email')}
            type="email"
            required
            data-autofocus
            error={errors.email?.message}
            {...form.register('email')}
          />
          <TextInput
            label={t('fields.full_name')}
            required
            error={errors.full_name?.message}
            {...form.register('full_name')}
          />
        </SimpleGrid>
        <AssignmentFields form={form} personId={null} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" disabled={!isValid} loading={isSubmitting}>
            {t('invite.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

/** POST /admin/users/invite: the new colleague gets a mail with a link that sets their password. */
export function InviteUserModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation(['people', 'common'])
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('invite.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      {opened && <InviteForm onClose={onClose} />}
    </Modal>
  )
}
