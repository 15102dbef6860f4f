import type { MeetingParticipant } from '@ajanda/contracts/meetings.contract'
import { MultiSelect } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { usersQueryOptions } from '../../users/users.api'
import { companyContactsQueryOptions } from '../meetings.api'

interface ParticipantsFieldProps {
  value: string[]
  onChange: (value: string[]) => void
  /** The clients and suppliers of the meeting ("C-12", "S-3"): their contacts are offered. */
  companyRefs: readonly string[]
  /** The stored participants (edit mode): named even when no longer in a list. */
  known: readonly MeetingParticipant[]
  /** The signed-in user, who organises the meeting and is not listed. */
  meId: number
  error?: string
  disabled?: boolean
}

/** Colleagues (U-), client contacts (C-) and supplier contacts (S-), grouped. */
export function ParticipantsField({
  value,
  onChange,
  companyRefs,
  known,
  meId,
  error,
  disabled,
}: ParticipantsFieldProps) {
  const { t } = useTranslation('meetings')
  const users = useQuery(usersQueryOptions()).data ?? []
  const contacts = useQuery(companyContactsQueryOptions([...companyRefs].sort())).data ?? []
  const labels = new Map<string, { group: 'U' | 'C' | 'S' | 'SP'; label: string }>()
  for (const participant of known)
    labels.set(participant.ref, { group: participant.kind, label: participant.name })
  for (const user of users)
    if (user.kind === 'AGENCY' && user.id !== meId)
      labels.set(`U-${user.id}`, { group: 'U', label: user.full_name })
  for (const contact of contacts) {
    const label = `${contact.name} (${contact.company.name})`
    labels.set(`${contact.contact_type}-${contact.id}`, { group: contact.contact_type, label })
  }
  const groups = (
    [
      ['U', 'colleagues'],
      ['C', 'clientContacts'],
      ['S', 'supplierContacts'],
      ['SP', 'sponsors'],
    ] as const
  )
    .map(([kind, name]) => ({
      group: t(`groups.${name}`),
      items: [...labels.entries()]
        .filter(([, entry]) => entry.group === kind)
        .map(([ref, entry]) => ({ value: ref, label: entry.label }))
        .sort((a, b) => a.label.localeCompare(b.label, 'tr')),
    }))
    .filter((group) => group.items.length > 0)
  return (
    <MultiSelect
      label={t('fields.participants')}
      description={companyRefs.length === 0 ? t('hints.participants') : undefined}
      data={groups}
      value={value}
      onChange={onChange}
      searchable
      clearable
      nothingFoundMessage={t('nothingFound')}
      disabled={disabled}
      error={error}
    />
  )
}
