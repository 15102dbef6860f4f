import type { RequestDetail, RequestForm } from '@ajanda/contracts/requests.contract'
import { useState } from 'react'
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import { isApiError } from '../../../shared/api/api-error'
import { applyServerErrors } from '../../../shared/forms/apply-server-errors'
import { notifySuccess } from '../../../shared/ui/notify'
import { useSaveRequest } from '../requests.api'

/** Row errors ("items.2.amount") name fields the form has only once it has that many rows. */
function fieldsOf<T extends FieldValues>(error: unknown, fields: readonly Path<T>[]): Path<T>[] {
  if (!isApiError(error)) return [...fields]
  const rows = Object.keys(error.errors).filter((key) => /^(items|lines)\.\d+\./.test(key))
  return [...fields, ...(rows as Path<T>[])]
}

interface Options<T extends FieldValues> {
  form: RequestForm
  rhf: UseFormReturn<T>
  request: RequestDetail | null
  /** The form's fields a 422 may name. */
  fields: readonly Path<T>[]
  onSaved: (saved: RequestDetail) => void
}

/**
 * The save of every request form: "BAŞARILI!" with the server's message on success; on failure the
 * 422's messages under their fields and the red "HATA!" box with the server's message.
 */
export function useRequestSubmit<T extends FieldValues>({ form, rhf, request, fields, onSaved }: Options<T>) {
  const save = useSaveRequest(form)
  const [alert, setAlert] = useState<string | null>(null)
  const submit = async (values: T) => {
    setAlert(null)
    try {
      const response = await save.mutateAsync({ values, request })
      notifySuccess(response.message)
      onSaved(response.data)
    } catch (error) {
      const rest = applyServerErrors(error, rhf.setError, fieldsOf(error, fields))
      setAlert(isApiError(error) ? error.message : rest)
    }
  }
  return { submit, alert }
}
