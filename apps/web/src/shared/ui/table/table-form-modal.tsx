import { Button, Group, Modal, Stack } from '@mantine/core'
import { type ReactNode, useState } from 'react'
import { type FieldValues, type Path, type Resolver, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type * as z from 'zod/v4/core'
import { applyServerErrors } from '../../forms/apply-server-errors'
import { localizedZodResolver } from '../../forms/localized-zod-resolver'
import { useFormLocale } from '../../forms/use-form-locale'
import { ErrorAlert } from '../error-alert'
import { notifySuccess } from '../notify'
import { FieldControl, type FormFieldDescription } from './form-fields'

/** What a custom form of the modal gets: the row (null for a new one), closing, and saving. */
export interface TableFormRenderProps<Row, Values extends FieldValues> {
  row: Row | null
  onClose: () => void
  onSave: (values: Values, row: Row | null) => Promise<{ message: string }>
}

export type TableFormConfig<Row, Values extends FieldValues> =
  | {
      fields: FormFieldDescription<Values>[]
      /** The contract's input schema: the modal validates with it before calling the server. */
      schema: z.$ZodType<FieldValues, FieldValues>
      empty: Values
      toValues: (row: Row) => Values
      titles: { create: string; edit: string }
    }
  | {
      /** A form the field description cannot express (rows of rows, values shown otherwise than sent). */
      render: (props: TableFormRenderProps<Row, Values>) => ReactNode
      titles: { create: string; edit: string }
      /** The modal's width, for forms with rows of fields. */
      size?: string
    }

interface TableFormModalProps<Row, Values extends FieldValues> {
  config: TableFormConfig<Row, Values>
  /** undefined: closed; null: a new record; a row: edit it. */
  editing: Row | null | undefined
  onClose: () => void
  onSave: (values: Values, row: Row | null) => Promise<{ message: string }>
}

interface TableFormProps<Row, Values extends FieldValues> {
  config: Extract<TableFormConfig<Row, Values>, { fields: unknown }>
  row: Row | null
  onClose: () => void
  onSave: (values: Values, row: Row | null) => Promise<{ message: string }>
}

function TableForm<Row, Values extends FieldValues>({
  config,
  row,
  onClose,
  onSave,
}: TableFormProps<Row, Values>) {
  const { t } = useTranslation()
  const locale = useFormLocale()
  const [alert, setAlert] = useState<string | null>(null)
  const form = useForm<Values>({
    resolver: localizedZodResolver(config.schema, locale) as unknown as Resolver<Values>,
    mode: 'onChange',
    defaultValues: (row === null ? config.empty : config.toValues(row)) as never,
  })
  const { errors, isValid, isSubmitting } = form.formState

  const onSubmit = form.handleSubmit(async (values) => {
    setAlert(null)
    try {
      const { message } = await onSave(values, row)
      notifySuccess(message)
      onClose()
    } catch (error) {
      const names = config.fields.map((field) => field.name as Path<Values>)
      setAlert(applyServerErrors(error, form.setError, names))
    }
  })

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <ErrorAlert message={alert} />
        {config.fields.map((field, index) => (
          <FieldControl
            key={field.name}
            field={field}
            control={form.control}
            register={form.register}
            error={(errors as Record<string, { message?: string } | undefined>)[field.name]?.message}
            autoFocus={index === 0}
          />
        ))}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" disabled={!isValid} loading={isSubmitting}>
            {t('actions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

/**
 * The add/edit modal of the generic table view, built from a field description. The form is made anew
 * for each opening; the last record stays on screen while the modal closes.
 */
export function TableFormModal<Row, Values extends FieldValues>(props: TableFormModalProps<Row, Values>) {
  const { config, editing, onClose, onSave } = props
  const { t } = useTranslation()
  const [shown, setShown] = useState<{ row: Row | null; key: number } | null>(null)
  const [previous, setPrevious] = useState<Row | null | undefined>(undefined)
  if (editing !== previous) {
    setPrevious(editing)
    if (editing !== undefined) setShown({ row: editing, key: (shown?.key ?? 0) + 1 })
  }

  return (
    <Modal
      opened={editing !== undefined}
      onClose={onClose}
      title={shown?.row ? config.titles.edit : config.titles.create}
      size={'render' in config ? config.size : undefined}
      closeButtonProps={{ 'aria-label': t('actions.close') }}
    >
      {shown &&
        ('render' in config ? (
          <div key={shown.key}>{config.render({ row: shown.row, onClose, onSave })}</div>
        ) : (
          <TableForm key={shown.key} config={config} row={shown.row} onClose={onClose} onSave={onSave} />
        ))}
    </Modal>
  )
}
