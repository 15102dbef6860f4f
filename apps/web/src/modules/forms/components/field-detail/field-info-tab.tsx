import { describeFieldType, resolveFieldType } from '@ajanda/contracts/forms/field-types'
import { TITLE_MAX } from '@ajanda/contracts/forms/form-model'
import { ColorInput, NumberInput, Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { type FieldTabProps, localized } from './field-tab-props'
import { LocalizedInputs } from './localized-inputs'

/** Text types whose answers the field's min/max length bound. */
export const LENGTH_TYPES = ['short_answer', 'long_answer', 'password']
/** Choice types laid out in a row or a column. */
export const DIRECTION_TYPES = ['radio', 'checkboxes', 'multiple_choice', 'picture_choice']

/** DB default values read the attendee: not on mma or PUBLIC forms (admin-area.md section 5). */
export function dbDefaultAllowed(form: Pick<FieldTabProps['form'], 'form_type' | 'type'>): boolean {
  return form.form_type !== 'mma' && form.type !== 'PUBLIC'
}

const nullIfBlank = (value: string) => (value.trim() === '' ? null : value)
const numberOrNull = (value: string | number) => (typeof value === 'number' ? value : null)

/** "Alan Bilgileri": titles per language, texts, colour, code, switches, default value, type extras. */
export function FieldInfoTab({ form, field, autosave }: FieldTabProps) {
  const { t } = useTranslation('formFields')
  const type = resolveFieldType(field.type)
  const description = type ? describeFieldType(type) : null
  const takesAnswer = description?.takesAnswer ?? true
  const { queue, flush, current, errorFor } = autosave
  const value = <K extends keyof typeof field>(key: K) =>
    current(key as never, field[key] as never) as (typeof field)[K]
  const defaultType = value('default_value_type')
  const defaultTypes = ['NONE', 'FIXED', ...(dbDefaultAllowed(form) ? (['DB'] as const) : [])] as const
  const columns = form.db_columns.map((column) => ({ value: column.key, label: column.text }))

  return (
    <Stack gap="sm">
      <LocalizedInputs
        label={t('info.title')}
        languages={form.languages}
        value={localized(value('title'))}
        onChange={(title) => queue({ title })}
        onBlur={flush}
        required
        maxLength={TITLE_MAX}
        errorFor={(language) =>
          errorFor(`title.${language}`) ?? (language === 'tr' ? errorFor('title') : undefined)
        }
      />
      {takesAnswer && (
        <LocalizedInputs
          label={t('info.placeholder')}
          languages={form.languages}
          value={localized(value('placeholder'))}
          onChange={(placeholder) => queue({ placeholder })}
          onBlur={flush}
          maxLength={TITLE_MAX}
          errorFor={(language) => errorFor(`placeholder.${language}`)}
        />
      )}
      <LocalizedInputs
        label={t('info.helptext')}
        languages={form.languages}
        value={localized(value('helptext'))}
        onChange={(helptext) => queue({ helptext })}
        onBlur={flush}
        multiline
        maxLength={5000}
        errorFor={(language) => errorFor(`helptext.${language}`)}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
        <ColorInput
          label={t('info.titleColour')}
          format="hex"
          value={value('title_colour') ?? ''}
          onChange={(colour) => queue({ title_colour: nullIfBlank(colour) })}
          onBlur={flush}
          error={errorFor('title_colour')}
          eyeDropperButtonProps={{ 'aria-label': t('info.pickColour') }}
        />
        <TextInput
          label={t('info.code')}
          description={t('info.codeHint')}
          value={value('code') ?? ''}
          onChange={(event) => queue({ code: nullIfBlank(event.currentTarget.value) })}
          onBlur={flush}
          maxLength={100}
          error={errorFor('code')}
        />
      </SimpleGrid>
      <Stack gap={8}>
        {takesAnswer && (
          <Switch
            label={t('info.required')}
            checked={value('is_required')}
            onChange={(event) => queue({ is_required: event.currentTarget.checked })}
          />
        )}
        <Switch
          label={t('info.hidden')}
          checked={value('is_hidden')}
          onChange={(event) => queue({ is_hidden: event.currentTarget.checked })}
        />
        {takesAnswer && (
          <Switch
            label={t('info.readonly')}
            checked={value('is_readonly')}
            onChange={(event) => queue({ is_readonly: event.currentTarget.checked })}
          />
        )}
      </Stack>
      {description?.storesValue && (
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
          <Select
            label={t('info.defaultType')}
            data={defaultTypes.map((each) => ({ value: each, label: t(`info.defaultTypes.${each}`) }))}
            value={defaultType}
            allowDeselect={false}
            onChange={(next) => next && queue({ default_value_type: next as 'NONE' | 'FIXED' | 'DB' })}
            error={errorFor('default_value_type')}
          />
          {defaultType === 'FIXED' && (
            <TextInput
              label={t('info.defaultValue')}
              value={value('default_value') ?? ''}
              onChange={(event) => queue({ default_value: nullIfBlank(event.currentTarget.value) })}
              onBlur={flush}
              error={errorFor('default_value')}
            />
          )}
          {defaultType === 'DB' && (
            <Select
              label={t('info.defaultColumn')}
              data={columns}
              value={value('default_value_db')}
              onChange={(next) => queue({ default_value_db: next })}
              error={errorFor('default_value_db')}
            />
          )}
        </SimpleGrid>
      )}
      {LENGTH_TYPES.includes(field.type) && (
        <SimpleGrid cols={2} spacing="xs">
          <NumberInput
            label={t('info.minLength')}
            min={0}
            max={100_000}
            allowDecimal={false}
            value={value('min_length') ?? ''}
            onChange={(next) => queue({ min_length: numberOrNull(next) })}
            onBlur={flush}
            error={errorFor('min_length')}
          />
          <NumberInput
            label={t('info.maxLength')}
            min={1}
            max={100_000}
            allowDecimal={false}
            value={value('max_length') ?? ''}
            onChange={(next) => queue({ max_length: numberOrNull(next) })}
            onBlur={flush}
            error={errorFor('max_length')}
          />
        </SimpleGrid>
      )}
      {DIRECTION_TYPES.includes(field.type) && (
        <Select
          label={t('info.direction')}
          data={(['vertical', 'horizontal'] as const).map((each) => ({
            value: each,
            label: t(`info.directions.${each}`),
          }))}
          value={value('direction') ?? 'vertical'}
          allowDeselect={false}
          onChange={(next) => next && queue({ direction: next as 'vertical' | 'horizontal' })}
        />
      )}
      {field.type === 'email_input' && (
        <Select
          label={t('info.verificationColumn')}
          description={t('info.verificationHint')}
          data={columns}
          value={value('verification_column')}
          onChange={(next) => queue({ verification_column: next })}
          clearable
          error={errorFor('verification_column')}
        />
      )}
    </Stack>
  )
}
