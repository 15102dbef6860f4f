import type { Contact } from '@ajanda/contracts/contacts.contract'
import { ActionIcon, Anchor, Avatar, Badge, Group, Table, Text } from '@mantine/core'
import { IconPencil, IconTrash } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { initials } from '../../../shared/format/names'
import { confirmDestructive } from '../../../shared/ui/confirm'
import { notifyError, notifySuccess } from '../../../shared/ui/notify'
import { lowPriority, phoneTable } from '../../../shared/ui/table/column-priority'
import { TableSkeletonRows } from '../../../shared/ui/table/table-skeleton'
import { useDeleteContact } from '../contacts.api'
import { ContactFormModal } from './contact-form-modal'

/** Contacts with their position, e-mail and phones; edit and delete per row. */
export function ContactsTable({
  rows,
  showCompany,
  header,
}: {
  rows: readonly Contact[] | undefined
  showCompany: boolean
  /** The header row's name cell (the list page makes it sortable). */
  header?: React.ReactNode
}) {
  const { t } = useTranslation(['crm', 'common'])
  const remove = useDeleteContact()
  const [editing, setEditing] = useState<Contact | null>(null)
  const columns = showCompany ? 7 : 6

  const onDelete = async (contact: Contact) => {
    if (!(await confirmDestructive())) return
    try {
      notifySuccess((await remove.mutateAsync(contact.id)).message)
    } catch (error) {
      notifyError(error instanceof Error ? error.message : null)
    }
  }

  return (
    <>
      <Table.ScrollContainer minWidth={760} {...phoneTable}>
        <Table stickyHeader highlightOnHover verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              {header ?? <Table.Th>{t('contacts.fields.name')}</Table.Th>}
              {showCompany && <Table.Th {...lowPriority}>{t('contacts.fields.company_id')}</Table.Th>}
              <Table.Th {...lowPriority}>{t('contacts.fields.position_id')}</Table.Th>
              <Table.Th {...lowPriority}>{t('contacts.fields.email')}</Table.Th>
              <Table.Th {...lowPriority}>{t('contacts.fields.phone')}</Table.Th>
              <Table.Th {...lowPriority}>{t('contacts.fields.mobile')}</Table.Th>
              <Table.Th w={90}>{t('common:table.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {!rows ? (
              <TableSkeletonRows columns={columns} />
            ) : (
              rows.map((contact) => (
                <Table.Tr key={contact.id}>
                  <Table.Td>
                    <Group gap="sm" wrap="nowrap">
                      <Avatar src={contact.profile_picture_full} alt="" size={28} radius="xl" color="brand">
                        {initials(contact.name)}
                      </Avatar>
                      <Text size="sm" fw={500}>
                        {contact.name}
                      </Text>
                    </Group>
                  </Table.Td>
                  {showCompany && (
                    <Table.Td {...lowPriority}>
                      <Group gap={6} wrap="nowrap">
                        <Badge
                          size="xs"
                          variant="light"
                          color={contact.contact_type === 'C' ? 'brand' : 'grape.9'}
                        >
                          {t(`contacts.types.${contact.contact_type}`)}
                        </Badge>
                        <Anchor
                          component={Link}
                          to={`/${contact.company.type}/${contact.company.code}`}
                          size="sm"
                        >
                          {contact.company.name}
                        </Anchor>
                      </Group>
                    </Table.Td>
                  )}
                  <Table.Td {...lowPriority}>{contact.position?.name ?? ''}</Table.Td>
                  <Table.Td {...lowPriority}>{contact.email ?? ''}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }} {...lowPriority}>
                    {contact.phone ?? ''}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }} {...lowPriority}>
                    {contact.mobile ?? ''}
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <ActionIcon
                        variant="subtle"
                        aria-label={`${t('common:actions.edit')}: ${contact.name}`}
                        onClick={() => setEditing(contact)}
                      >
                        <IconPencil size={16} aria-hidden />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        color="red.9"
                        aria-label={`${t('common:actions.delete')}: ${contact.name}`}
                        onClick={() => void onDelete(contact)}
                      >
                        <IconTrash size={16} aria-hidden />
                      </ActionIcon>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ContactFormModal opened={editing !== null} contact={editing} onClose={() => setEditing(null)} />
    </>
  )
}
