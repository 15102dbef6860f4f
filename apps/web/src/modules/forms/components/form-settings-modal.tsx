import type { FormDetail } from '@ajanda/contracts/forms/form-detail'
import { FORM_LANGUAGES, type FormUpdateInput } from '@ajanda/contracts/forms.contract'
import {
  Button,
  Checkbox,
  Group,
  Modal,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core'
import dayjs from 'dayjs'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '../../../shared/api/api-error'
import { ErrorAlert } from '../../../shared/ui/error-alert'
import { notifySuccess } from '../../../shared/ui/notify'
import { useFormSettings } from '../forms.api'

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
type Audience = FormDetail['type']

interface Draft {
  name: string
  slug: string
  type: Audience
  languages: string[]
  opens_at: string
  closes_at: string
  capacity: number | ''
  edit_deadline: string
  confirmation: Record<string, string>
}

/** An ISO moment as a datetime-local input's value (local time), and back. */
export const toLocalInput = (iso: string | null) => (iso ? dayjs(iso).format('YYYY-MM-DDTHH:mm') : '')
export const fromLocalInput = (value: string) => (value ? dayjs(value).toISOString() : null)

function draftOf(form: FormDetail): Draft {
  return {
    name: form.name,
    slug: form.slug,
    type: form.type,
    languages: form.languages,
    opens_at: toLocalInput(form.opens_at),
    closes_at: toLocalInput(form.closes_at),
    capacity: form.capacity ?? '',
    edit_deadline: toLocalInput(form.edit_deadline),
    confirmation: { tr: '', ...(form.confirmation_text ?? {}) },
  }
}

/**
 * "Ayarlar": the form's own settings (event-side.md section 1): name, slug, audience, languages,
 * opening and closing, capacity, the edit deadline and the confirmation text in each language.
 */
export function FormSettingsModal({
  form,
  opened,
  onClose,
}: {
  form: FormDetail
  opened: boolean
  onClose: () => void
}) {
  const { t } = useTranslation('forms')
  const { update } = useFormSettings(form.id)
  const [draft, setDraft] = useState(() => draftOf(form))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [failure, setFailure] = useState<string | null>(null)
  // Reset when the modal opens only: an autosave elsewhere must not wipe what is being typed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the form is read when the modal opens
  useEffect(() => {
    if (opened) {
      setDraft(draftOf(form))
      setErrors({})
      setFailure(null)
    }
  }, [opened])
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }))

  const submit = () => {
    const problems: Record<string, string> = {}
    if (!draft.name.trim()) problems.name = t('settings.required')
    if (!SLUG.test(draft.slug.trim().toLowerCase()) || draft.slug.trim().length < 3)
      problems.slug = t('settings.invalidSlug')
    if (draft.opens_at && draft.closes_at && draft.closes_at <= draft.opens_at)
      problems.closes_at = t('settings.closesBeforeOpens')
    setErrors(problems)
    if (Object.keys(problems).length > 0) return
    const confirmation = Object.fromEntries(
      draft.languages.map((language) => [language, draft.confirmation[language]?.trim() ?? '']),
    )
    const input: FormUpdateInput = {
      name: draft.name.trim(),
      slug: draft.slug.trim().toLowerCase(),
      type: draft.type,
      languages: draft.languages as FormUpdateInput['languages'],
      opens_at: fromLocalInput(draft.opens_at),
      closes_at: fromLocalInput(draft.closes_at),
      capacity: draft.capacity === '' ? null : draft.capacity,
      edit_deadline: fromLocalInput(draft.edit_deadline),
      confirmation_text: Object.values(confirmation).some(Boolean)
        ? { tr: confirmation.tr ?? '', ...confirmation }
        : null,
    }
    setFailure(null)
    update.mutate(input, {
      onSuccess: (response) => {
        notifySuccess(response.message || t('settings.saved'))
        onClose()
      },
      onError: (error) => {
        if (isApiError(error) && error.isValidation)
          setErrors(
            Object.fromEntries(Object.entries(error.errors).map(([key, list]) => [key, list[0] ?? ''])),
          )
        setFailure(isApiError(error) ? error.message : t('loadFailed'))
      },
    })
  }

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('settings.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('builder.cancel') }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault()
          submit()
        }}
        noValidate
      >
        <Stack gap="sm">
          <ErrorAlert message={failure} />
          <TextInput
            label={t('settings.name')}
            required
            maxLength={255}
            value={draft.name}
            onChange={(event) => set('name', event.currentTarget.value)}
            error={errors.name}
            data-autofocus
          />
          <TextInput
            label={t('settings.slug')}
            description={t('settings.slugHint')}
            required
            maxLength={120}
            value={draft.slug}
            onChange={(event) => set('slug', event.currentTarget.value)}
            error={errors.slug}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="form-settings-type">
              {t('settings.type')}
            </Text>
            <SegmentedControl
              aria-labelledby="form-settings-type"
              value={draft.type}
              onChange={(value) => set('type', value as Audience)}
              data={(['PUBLIC', 'PERSONAL'] as const).map((value) => ({
                value,
                label: t(`audience.${value}`),
              }))}
            />
          </Stack>
          <Checkbox.Group
            label={t('settings.languages')}
            value={draft.languages}
            onChange={(value) => set('languages', value.includes('tr') ? value : ['tr', ...value])}
            error={errors.languages}
          >
            <Group gap="md" mt={4}>
              {FORM_LANGUAGES.map((language) => (
                <Checkbox
                  key={language}
                  value={language}
                  label={t(`language.${language}`)}
                  disabled={language === 'tr'}
                />
              ))}
            </Group>
          </Checkbox.Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              type="datetime-local"
              label={t('settings.opensAt')}
              value={draft.opens_at}
              onChange={(event) => set('opens_at', event.currentTarget.value)}
              error={errors.opens_at}
            />
            <TextInput
              type="datetime-local"
              label={t('settings.closesAt')}
              value={draft.closes_at}
              onChange={(event) => set('closes_at', event.currentTarget.value)}
              error={errors.closes_at}
            />
            <NumberInput
              label={t('settings.capacity')}
              min={1}
              max={1_000_000}
              allowDecimal={false}
              allowNegative={false}
              value={draft.capacity}
              onChange={(value) => set('capacity', typeof value === 'number' ? value : '')}
              error={errors.capacity}
            />
            <TextInput
              type="datetime-local"
              label={t('settings.editDeadline')}
              value={draft.edit_deadline}
              onChange={(event) => set('edit_deadline', event.currentTarget.value)}
              error={errors.edit_deadline}
            />
          </SimpleGrid>
          {draft.languages.map((language) => (
            <Textarea
              key={language}
              label={t('settings.confirmation', { language: t(`language.${language as 'tr' | 'en'}`) })}
              autosize
              minRows={2}
              maxLength={5000}
              value={draft.confirmation[language] ?? ''}
              onChange={(event) => {
                const value = event.currentTarget.value
                setDraft((d) => ({ ...d, confirmation: { ...d.confirmation, [language]: value } }))
              }}
              error={errors[`confirmation_text.${language}`]}
            />
          ))}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              {t('builder.cancel')}
            </Button>
            <Button type="submit" loading={update.isPending}>
              {t('settings.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
