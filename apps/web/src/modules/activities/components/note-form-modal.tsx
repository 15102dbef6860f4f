import { type Note, type NoteInput, noteInputSchema } from '@ajanda/contracts/activities.contract'
import { Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core'
import { useState } from 'react'
import { type Resolver, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { type ActivityAlert, activityAlert } from '../../../shared/forms/activity-alert'
import { localizedZodResolver } from '../../../shared/forms/localized-zod-resolver'
import { useFormLocale } from '../../../shared/forms/use-form-locale'
import { ActivityAlertBox } from '../../../shared/ui/activity-alert-box'
import { notifySuccess } from '../../../shared/ui/notify'
import { useSaveNote } from '../activities.api'

export interface ActivitySubject {
  type: 'C' | 'S'
  code: string
  /** A client note or call may be about one of the client's projects (the project page's tabs). */
  projectId?: number
}

function NoteForm({
  note,
  subject,
  onClose,
}: {
  note: Note | null
  subject: ActivitySubject
  onClose: () => void
}) {
  const { t } = useTranslation(['crm', 'common'])
  const locale = useFormLocale()
  const save = useSaveNote()
  const [alert, setAlert] = useState<ActivityAlert | null>(null)
  const form = useForm<NoteInput>({
    resolver: localizedZodResolver(noteInputSchema, locale) as unknown as Resolver<NoteInput>,
    mode: 'onTouched',
    defaultValues: {
      note_title: note?.note_title ?? '',
      note_content: note?.note_content ?? '',
      note_type: subject.type,
      note_for: subject.code,
      ...(subject.projectId ? { project_id: subject.projectId } : {}),
    },
  })
  const { errors, isSubmitting } = form.formState

  const onSubmit = form.handleSubmit(async (values) => {
    setAlert(null)
    try {
      notifySuccess((await save.mutateAsync({ input: values, id: note?.id ?? null })).message)
      onClose()
    } catch (error) {
      setAlert(activityAlert(error, 'note_content'))
    }
  })

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <ActivityAlertBox alert={alert} />
        <TextInput
          label={t('notes.fields.note_title')}
          required
          data-autofocus
          error={errors.note_title?.message}
          {...form.register('note_title')}
        />
        <Textarea
          label={t('notes.fields.note_content')}
          required
          autosize
          minRows={4}
          error={errors.note_content?.message}
          {...form.register('note_content')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {t('common:actions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

/** POST /notes or PUT /notes/{id} on a client (C) or supplier (S): title and content required. */
export function NoteFormModal(props: {
  opened: boolean
  onClose: () => void
  note: Note | null
  subject: ActivitySubject
}) {
  const { t } = useTranslation(['crm', 'common'])
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={props.note ? t('notes.edit') : t('notes.new')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      {props.opened && <NoteForm note={props.note} subject={props.subject} onClose={props.onClose} />}
    </Modal>
  )
}
