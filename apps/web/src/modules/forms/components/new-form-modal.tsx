import { FORM_TYPES, type FormType } from '@ajanda/contracts/forms/form-model'
import { FORM_LANGUAGES, type FormCreateInput } from '@ajanda/contracts/forms.contract'
import {
  Button,
  Checkbox,
  Group,
  Modal,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '../../../shared/api/api-error'
import { ErrorAlert } from '../../../shared/ui/error-alert'
import { formListQueryOptions, useCreateForm } from '../forms.api'

/** The form types a project's form may have (the brief form is the company's). */
export const PROJECT_FORM_TYPES = FORM_TYPES.filter((type) => type !== 'brief')
type Audience = 'PUBLIC' | 'PERSONAL'
type Language = (typeof FORM_LANGUAGES)[number]

/**
 * "Yeni form": name, form type, audience, languages, and an empty start or a copy of another form of
 * the company (POST /forms with copy_from). The new form's id goes to `onCreated`.
 */
export function NewFormModal({
  opened,
  projectId,
  onClose,
  onCreated,
}: {
  opened: boolean
  projectId: number
  onClose: () => void
  onCreated: (form: { id: number; form_type: FormType }) => void
}) {
  const { t } = useTranslation('forms')
  const create = useCreateForm()
  const [name, setName] = useState('')
  const [formType, setFormType] = useState<FormType>('registration')
  const [audience, setAudience] = useState<Audience>('PERSONAL')
  const [languages, setLanguages] = useState<Language[]>(['tr'])
  const [start, setStart] = useState<'empty' | 'copy'>('empty')
  const [copyFrom, setCopyFrom] = useState<string | null>(null)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [failure, setFailure] = useState<string | null>(null)
  const companyForms = useQuery({ ...formListQueryOptions(null), enabled: opened && start === 'copy' })
  useEffect(() => {
    if (!opened) return
    setName('')
    setStart('empty')
    setCopyFrom(null)
    setErrors({})
    setFailure(null)
  }, [opened])

  const submit = () => {
    const problems: Record<string, string> = {}
    if (!name.trim()) problems.name = t('create.required')
    if (start === 'copy' && !copyFrom) problems.copy_from = t('create.required')
    setErrors(problems)
    if (Object.keys(problems).length > 0) return
    const input: FormCreateInput = {
      project_id: projectId,
      name: name.trim(),
      form_type: formType,
      type: audience,
      languages,
      copy_from: start === 'copy' ? Number(copyFrom) : null,
    }
    setFailure(null)
    create.mutate(input, {
      onSuccess: (response) => {
        onClose()
        onCreated(response.data)
      },
      onError: (error) => {
        if (isApiError(error) && error.isValidation)
          setErrors(
            Object.fromEntries(Object.entries(error.errors).map(([key, list]) => [key, list[0] ?? ''])),
          )
        setFailure(isApiError(error) ? error.message : null)
      },
    })
  }

  const copyOptions = (companyForms.data?.data ?? []).map((form) => ({
    value: String(form.id),
    label: form.project_code ? `${form.name} (${form.project_code})` : form.name,
  }))

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('create.title')}
      closeButtonProps={{ 'aria-label': t('create.cancel') }}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          submit()
        }}
      >
        <Stack gap="sm">
          <ErrorAlert message={failure} />
          <TextInput
            label={t('create.name')}
            required
            maxLength={255}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={errors.name}
            data-autofocus
          />
          <Select
            label={t('create.formType')}
            required
            allowDeselect={false}
            value={formType}
            onChange={(value) => value && setFormType(value as FormType)}
            data={PROJECT_FORM_TYPES.map((type) => ({ value: type, label: t(`formType.${type}`) }))}
            error={errors.form_type}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="new-form-audience">
              {t('create.audience')}
            </Text>
            <SegmentedControl
              aria-labelledby="new-form-audience"
              value={audience}
              onChange={(value) => setAudience(value as Audience)}
              data={(['PERSONAL', 'PUBLIC'] as const).map((value) => ({
                value,
                label: t(`audience.${value}`),
              }))}
            />
          </Stack>
          <Checkbox.Group
            label={t('create.languages')}
            value={languages}
            onChange={(value) =>
              setLanguages((value.includes('tr') ? value : ['tr', ...value]) as Language[])
            }
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
          <Stack gap={4}>
            <Text size="sm" fw={500} id="new-form-start">
              {t('create.start')}
            </Text>
            <SegmentedControl
              aria-labelledby="new-form-start"
              value={start}
              onChange={(value) => setStart(value as 'empty' | 'copy')}
              data={[
                { value: 'empty', label: t('create.startEmpty') },
                { value: 'copy', label: t('create.startCopy') },
              ]}
            />
          </Stack>
          {start === 'copy' && (
            <Select
              label={t('create.copyFrom')}
              placeholder={t('create.copyPlaceholder')}
              required
              searchable
              nothingFoundMessage={t('create.noForms')}
              data={copyOptions}
              value={copyFrom}
              onChange={setCopyFrom}
              error={errors.copy_from}
              disabled={companyForms.isPending}
            />
          )}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              {t('create.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('create.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
