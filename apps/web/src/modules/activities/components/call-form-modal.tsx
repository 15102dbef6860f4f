import {
  CALL_DESCRIPTION_MAX,
  CALL_DIRECTIONS,
  type Call,
  type CallInput,
  callInputSchema,
} from '@ajanda/contracts/activities.contract'
import {
  Button,
  Group,
  Input,
  Modal,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core'
import dayjs from 'dayjs'
import { useState } from 'react'
import { Controller, type Resolver, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { type ActivityAlert, activityAlert } from '../../../shared/forms/activity-alert'
import { localizedZodResolver } from '../../../shared/forms/localized-zod-resolver'
import { useFormLocale } from '../../../shared/forms/use-form-locale'
import { ActivityAlertBox } from '../../../shared/ui/activity-alert-box'
import { CountedTextarea } from '../../../shared/ui/counted-textarea'
import { notifySuccess } from '../../../shared/ui/notify'
import { useSaveCall } from '../activities.api'
import type { ActivitySubject } from './note-form-modal'

const LOCAL_FORMAT = 'YYYY-MM-DDTHH:mm'
/** The datetime-local input's text to the ISO moment the API takes, and back. */
const toIso = (local: string) => (local ? dayjs(local).format() : '')
const toLocal = (iso: string | undefined) => (iso ? dayjs(iso).format(LOCAL_FORMAT) : '')

interface CallFormProps {
  call: Call | null
  subject: ActivitySubject
  contacts: readonly { id: number; name: string }[]
  onClose: () => void
}

function CallForm({ call, subject, contacts, onClose }: CallFormProps) {
  const { t } = useTranslation(['crm', 'common'])
  const locale = useFormLocale()
  const save = useSaveCall()
  const [alert, setAlert] = useState<ActivityAlert | null>(null)
  const form = useForm<CallInput>({
    resolver: localizedZodResolver(callInputSchema, locale) as unknown as Resolver<CallInput>,
    mode: 'onTouched',
    defaultValues: {
      description: call?.description ?? '',
      call_direction: call?.call_direction ?? 'OUTGOING',
      called_at: call?.called_at ?? dayjs().second(0).format(),
      contact_id: call?.contact_id ?? null,
      call_type: subject.type,
      call_for: subject.code,
      ...(subject.projectId ? { project_id: subject.projectId } : {}),
    },
  })
  const { errors, isSubmitting } = form.formState

  const onSubmit = form.handleSubmit(async (values) => {
    setAlert(null)
    try {
      notifySuccess((await save.mutateAsync({ input: values, id: call?.id ?? null })).message)
      onClose()
    } catch (error) {
      setAlert(activityAlert(error, 'description'))
    }
  })

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <ActivityAlertBox alert={alert} />
        <Controller
          control={form.control}
          name="call_direction"
          render={({ field }) => (
            <Input.Wrapper label={t('calls.fields.call_direction')} required>
              <SegmentedControl
                fullWidth
                data={CALL_DIRECTIONS.map((value) => ({ value, label: t(`calls.directions.${value}`) }))}
                value={field.value}
                onChange={field.onChange}
              />
            </Input.Wrapper>
          )}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Controller
            control={form.control}
            name="called_at"
            render={({ field }) => (
              <TextInput
                type="datetime-local"
                label={t('calls.fields.called_at')}
                required
                max={dayjs().format(LOCAL_FORMAT)}
                value={toLocal(field.value)}
                onChange={(event) => field.onChange(toIso(event.currentTarget.value))}
                onBlur={field.onBlur}
                error={errors.called_at?.message}
              />
            )}
          />
          <Controller
            control={form.control}
            name="contact_id"
            render={({ field }) => (
              <Select
                label={t('calls.fields.contact_id')}
                data={contacts.map((contact) => ({ value: String(contact.id), label: contact.name }))}
                value={field.value ? String(field.value) : null}
                onChange={(value) => field.onChange(value ? Number(value) : null)}
                clearable
                searchable
              />
            )}
          />
        </SimpleGrid>
        <Controller
          control={form.control}
          name="description"
          render={({ field }) => (
            <CountedTextarea
              label={t('calls.fields.description')}
              required
              maxLength={CALL_DESCRIPTION_MAX}
              value={field.value}
              onChange={(event) => field.onChange(event.currentTarget.value)}
              onBlur={field.onBlur}
              error={errors.description?.message}
            />
          )}
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

/** POST /phone-call-logs or PUT /phone-call-logs/{id}: description (max 500), direction, a past time. */
export function CallFormModal(props: CallFormProps & { opened: boolean }) {
  const { t } = useTranslation(['crm', 'common'])
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={props.call ? t('calls.edit') : t('calls.new')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      {props.opened && <CallForm {...props} />}
    </Modal>
  )
}
