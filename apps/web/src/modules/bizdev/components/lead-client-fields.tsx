import type { Project } from '@ajanda/contracts/projects.contract'
import { SimpleGrid, Text, TextInput } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { IdSelectField } from '../../../shared/forms/id-select-field'
import { definitionQueryOptions } from '../../definitions/definitions.api'
import { clientContactsQueryOptions } from '../bizdev.api'
import { ClientPicker } from './client-picker'
import type { LeadFormSectionProps } from './lead-form-inputs'

interface Props extends LeadFormSectionProps {
  project: Project | null
  /** A client picked (its id) or typed (a new client's name): the form sets the contact and the fees. */
  onClientChosen: (value: number | string | null) => void
}

/** The client (picked, or a new one by name) with its contact, or the new client's first contact. */
export function LeadClientFields({ form, project, onClientChosen }: Props) {
  const { t } = useTranslation('bizdev')
  const { errors } = form.formState
  const client = form.watch('client')
  const newClient = typeof client === 'string'
  const positions = useQuery(definitionQueryOptions('contact-positions')).data ?? []
  const contacts =
    useQuery({
      ...clientContactsQueryOptions(typeof client === 'number' ? client : 0),
      enabled: typeof client === 'number',
    }).data ?? []

  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <ClientPicker
          label={t('fields.client')}
          value={client}
          selectedName={project?.client && project.client.id === client ? project.client.name : null}
          onChange={onClientChosen}
          onBlur={() =>
            form.setValue('client', form.getValues('client'), { shouldTouch: true, shouldValidate: true })
          }
          allowCreate
          required
          error={errors.client?.message}
        />
        {newClient ? (
          <Text size="sm" c="dimmed" style={{ alignSelf: 'end' }}>
            {t('form.newClientNote')}
          </Text>
        ) : (
          <IdSelectField
            control={form.control}
            name="contact"
            label={t('fields.contact')}
            options={[
              ...contacts,
              ...(project?.contacts ?? []).filter(
                (contact) => !contacts.some((known) => known.id === contact.id),
              ),
            ]}
            searchable
            clearable
            required
            disabled={client === null}
            nothingFoundMessage={t('form.noContacts')}
            error={errors.contact?.message}
          />
        )}
      </SimpleGrid>
      {newClient && (
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label={t('fields.new_contact_name')}
            required
            error={errors.new_contact?.name?.message}
            {...form.register('new_contact.name')}
          />
          <TextInput
            label={t('fields.new_contact_email')}
            type="email"
            required
            error={errors.new_contact?.email?.message}
            {...form.register('new_contact.email')}
          />
          <IdSelectField
            control={form.control}
            name="new_contact.position_id"
            label={t('fields.new_contact_position')}
            options={positions}
            searchable
            clearable
            required
            error={errors.new_contact?.position_id?.message}
          />
        </SimpleGrid>
      )}
    </>
  )
}
