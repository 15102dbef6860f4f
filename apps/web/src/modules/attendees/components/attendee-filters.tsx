import { ATTENDEE_STATUSES, type AttendeeStatus } from '@ajanda/contracts/attendees.contract'
import { textIn } from '@ajanda/contracts/forms/form-model'
import { Button, Group, Popover, Select, Stack, Text, TextInput } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { IconCheck, IconFilter, IconSearch } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formListQueryOptions, formQueryOptions } from '../../forms/forms.api'
import type { AttendeeFilters, AttendeeListItem } from '../attendees.api'
import { choiceFields } from '../readable-answers'

export const SEARCH_DEBOUNCE_MS = 400

export type FilterChange = Partial<
  Pick<AttendeeFilters, 'search' | 'status' | 'listId' | 'formId' | 'answerField' | 'answerValue'>
>

const asId = (value: string | null) => (value ? Number(value) : null)

/**
 * The list's filters: a debounced search (name, e-mail, organisation), the status, the list, and an
 * answer (a form of the project, one of its choice questions, an option).
 */
export function AttendeeFiltersBar({
  projectId,
  filters,
  lists,
  onChange,
}: {
  projectId: number
  filters: AttendeeFilters
  lists: readonly AttendeeListItem[]
  onChange: (change: FilterChange) => void
}) {
  const { t } = useTranslation('attendees')
  const [search, setSearch] = useState(filters.search)
  const [debounced] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS)
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a settled search is reported
  useEffect(() => {
    if (debounced !== filters.search) onChange({ search: debounced })
  }, [debounced])

  return (
    <Group gap="sm" wrap="wrap" align="flex-end">
      <TextInput
        aria-label={t('filters.search')}
        placeholder={t('filters.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        w={{ base: '100%', xs: 240 }}
      />
      <Select
        aria-label={t('filters.status')}
        placeholder={t('filters.allStatuses')}
        data={ATTENDEE_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
        value={filters.status}
        onChange={(value) => onChange({ status: (value as AttendeeStatus | null) ?? null })}
        clearable
        clearButtonProps={{ 'aria-label': t('filters.clearStatus') }}
        w={{ base: '100%', xs: 200 }}
      />
      <Select
        aria-label={t('filters.list')}
        placeholder={t('filters.allLists')}
        data={lists.map((list) => ({ value: String(list.id), label: list.name }))}
        value={filters.listId === null ? null : String(filters.listId)}
        onChange={(value) => onChange({ listId: asId(value) })}
        clearable
        clearButtonProps={{ 'aria-label': t('filters.clearList') }}
        searchable
        w={{ base: '100%', xs: 200 }}
      />
      <AnswerFilter projectId={projectId} filters={filters} onChange={onChange} />
    </Group>
  )
}

function AnswerFilter({
  projectId,
  filters,
  onChange,
}: {
  projectId: number
  filters: AttendeeFilters
  onChange: (change: FilterChange) => void
}) {
  const { t, i18n } = useTranslation('attendees')
  const [opened, setOpened] = useState(false)
  const forms = useQuery({ ...formListQueryOptions(projectId), enabled: opened || filters.formId !== null })
  const form = useQuery({
    ...formQueryOptions(filters.formId ?? 0),
    enabled: filters.formId !== null,
  })
  const fields = choiceFields(form.data)
  const field = fields.find((each) => each.id === filters.answerField)
  const active = filters.answerField !== null && !!filters.answerValue

  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-start" trapFocus withinPortal shadow="md">
      <Popover.Target>
        {/* The button itself is the target: Popover puts aria-expanded on it, which a div may not carry. */}
        <Button
          variant={active ? 'light' : 'default'}
          leftSection={<IconFilter size={16} aria-hidden />}
          rightSection={active ? <IconCheck size={14} aria-label={t('filters.answerActive')} /> : null}
          onClick={() => setOpened((open) => !open)}
        >
          {t('filters.answer')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown w={320} maw="calc(100vw - 24px)">
        <Stack gap="sm">
          <Text fw={600} size="sm">
            {t('filters.answerTitle')}
          </Text>
          <Select
            label={t('filters.form')}
            placeholder={t('filters.formPlaceholder')}
            data={(forms.data?.data ?? []).map((each) => ({ value: String(each.id), label: each.name }))}
            value={filters.formId === null ? null : String(filters.formId)}
            onChange={(value) => onChange({ formId: asId(value), answerField: null, answerValue: null })}
            comboboxProps={{ withinPortal: false }}
          />
          {filters.formId !== null && form.data && fields.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('filters.noChoiceFields')}
            </Text>
          )}
          {fields.length > 0 && (
            <Select
              label={t('filters.field')}
              placeholder={t('filters.fieldPlaceholder')}
              data={fields.map((each) => ({
                value: String(each.id),
                label: textIn(each.title, i18n.language),
              }))}
              value={filters.answerField === null ? null : String(filters.answerField)}
              onChange={(value) => onChange({ answerField: asId(value), answerValue: null })}
              searchable
              comboboxProps={{ withinPortal: false }}
            />
          )}
          {field && (
            <Select
              label={t('filters.option')}
              placeholder={t('filters.optionPlaceholder')}
              data={field.options.map((option) => ({
                value: String(option.id),
                label: textIn(option.option_text, i18n.language),
              }))}
              value={filters.answerValue}
              onChange={(value) => onChange({ answerValue: value })}
              comboboxProps={{ withinPortal: false }}
            />
          )}
          {(filters.formId !== null || active) && (
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={() => onChange({ formId: null, answerField: null, answerValue: null })}
            >
              {t('filters.clearAnswer')}
            </Button>
          )}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  )
}
