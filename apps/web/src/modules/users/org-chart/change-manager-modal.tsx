import type { UserListItem } from '@ajanda/contracts/users.contract'
import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

const NO_MANAGER = 'none'

interface ChangeManagerModalProps {
  person: UserListItem | null
  people: readonly UserListItem[]
  saving: boolean
  onClose: () => void
  onSave: (person: UserListItem, managerId: number | null) => void
}

function ManagerPicker({
  person,
  people,
  saving,
  onClose,
  onSave,
}: ChangeManagerModalProps & { person: UserListItem }) {
  const { t } = useTranslation(['people', 'common'])
  const [value, setValue] = useState<string>(
    person.reports_to === null ? NO_MANAGER : String(person.reports_to),
  )
  const options = [
    { value: NO_MANAGER, label: t('orgChart.noManager') },
    ...people.filter((p) => p.id !== person.id).map((p) => ({ value: String(p.id), label: p.full_name })),
  ]
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        onSave(person, value === NO_MANAGER ? null : Number(value))
      }}
    >
      <Stack gap="md">
        <Text size="sm">{t('orgChart.pickFor', { name: person.full_name })}</Text>
        <Select
          label={t('fields.reports_to')}
          data={options}
          value={value}
          onChange={(next) => next && setValue(next)}
          searchable
          allowDeselect={false}
          data-autofocus
          nothingFoundMessage={t('common:empty.noResults')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {t('common:actions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

/** The keyboard way to the drag's result: pick the person's manager from a list. */
export function ChangeManagerModal(props: ChangeManagerModalProps) {
  const { t } = useTranslation(['people', 'common'])
  return (
    <Modal
      opened={props.person !== null}
      onClose={props.onClose}
      title={t('orgChart.changeManager')}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      {props.person && <ManagerPicker key={props.person.id} {...props} person={props.person} />}
    </Modal>
  )
}
