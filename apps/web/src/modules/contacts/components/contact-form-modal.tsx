import { type Contact, type ContactInput, contactInputSchema } from '@ajanda/contracts/contacts.contract'
import { Button, Group, Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Controller, type Resolver, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { localName } from '../../../shared/format/names'
import { applyServerErrors } from '../../../shared/forms/apply-server-errors'
import { localizedZodResolver } from '../../../shared/forms/localized-zod-resolver'
import { useFormLocale } from '../../../shared/forms/use-form-locale'
import { ErrorAlert } from '../../../shared/ui/error-alert'
import { notifySuccess } from '../../../shared/ui/notify'
import { definitionQueryOptions } from '../../definitions/definitions.api'
import { useSaveContact } from '../contacts.api'
import { CompanyPicker } from './company-picker'

interface ContactValues {
  name: string
  position_id: number | null
  company_id: string
  email: string
  phone: string
  mobile: string
  fax: string
}
const FIELDS = ['name', 'position_id', 'company_id', 'email', 'phone', 'mobile', 'fax'] as const

function ContactForm({
  contact,
  companyId,
  onClose,
}: {
  contact: Contact | null
  companyId: string | null
  onClose: () => void
}) {
  const { t } = useTranslation(['crm', 'common'])
  const locale = useFormLocale()
  const save = useSaveContact()
  const positions = useQuery(definitionQueryOptions('contact-positions')).data ?? []
  const [alert, setAlert] = useState<string | null>(null)
  const form = useForm<ContactValues>({
    resolver: localizedZodResolver(contactInputSchema, locale) as unknown as Resolver<ContactValues>,
    mode: 'onTouched',
    defaultValues: {
      name: contact?.name ?? '',
      position_id: contact?.position_id ?? null,
      company_id: contact?.company_id ?? companyId ?? '',
      email: contact?.email ?? '',
      phone: contact?.phone ?? '',
      mobile: contact?.mobile ?? '',
      fax: contact?.fax ?? '',
    },
  })
  const { errors, isSubmitting } = form.formState
  const text = (name: 'name' | 'email' | 'phone' | 'mobile' | 'fax', required = false) => (
    <TextInput
      label={t(`contacts.fields.${name}`)}
      required={required}
      type={name === 'email' ? 'email' : name === 'name' ? 'text' : 'tel'}
      error={errors[name]?.message}
      {...form.register(name)}
    />
  )

  const onSubmit = form.handleSubmit(async (values) => {
    setAlert(null)
    try {
      const input = values as unknown as ContactInput
      const { message } = await save.mutateAsync({ input, id: contact?.id ?? null })
      notifySuccess(message)
      onClose()
    } catch (error) {
      setAlert(applyServerErrors(error, form.setError, FIELDS))
    }
  })

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <ErrorAlert message={alert} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {text('name', true)}
          <Controller
            control={form.control}
            name="position_id"
            render={({ field }) => (
              <Select
                label={t('contacts.fields.position_id')}
                required
                data={positions.map((position) => ({
                  value: String(position.id),
                  label: localName(position),
                }))}
                value={field.value === null ? null : String(field.value)}
                onChange={(value) => field.onChange(value ? Number(value) : null)}
                onBlur={field.onBlur}
                searchable
                error={errors.position_id?.message}
              />
            )}
          />
          {text('email', true)}
          {!companyId && (
            <Controller
              control={form.control}
              name="company_id"
              render={({ field }) => (
                <CompanyPicker
                  value={field.value || null}
                  onChange={(value) => field.onChange(value ?? '')}
                  error={errors.company_id?.message}
                />
              )}
            />
          )}
          {text('phone')}
          {text('mobile')}
          {text('fax')}
        </SimpleGrid>
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

/**
 * POST /contacts or PUT /contacts/{id}: name, position and e-mail required; the company is preset on a
 * profile, else chosen by a search of at least 3 characters.
 */
export function ContactFormModal({
  opened,
  onClose,
  contact,
  companyId = null,
}: {
  opened: boolean
  onClose: () => void
  contact: Contact | null
  companyId?: string | null
}) {
  const { t } = useTranslation(['crm', 'common'])
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={contact ? t('contacts.edit') : t('contacts.new')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      {opened && (
        <ContactForm contact={contact} companyId={contact?.company_id ?? companyId} onClose={onClose} />
      )}
    </Modal>
  )
}
