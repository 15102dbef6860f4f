import type { LoginInput } from '@ajanda/contracts/auth.contract'
import type { Locale } from '@ajanda/contracts/common/locale'
import { type FormEvent, useMemo, useState } from 'react'
import type { UseFormSetError } from 'react-hook-form'
import { type LoginErrors, type LoginField, validateLogin } from './login-validation'

/**
 * The sign-in form's state in plain React (see login-validation.ts for why no form library): a field's
 * message shows once it was edited, a server's 422 message until the field changes again.
 */
export function useLoginForm(
  locale: Locale,
  submit: (values: LoginInput, setError: UseFormSetError<LoginInput>) => Promise<void>,
) {
  const [values, setValues] = useState<LoginInput>({ email: '', password: '', remember: true })
  const [edited, setEdited] = useState<Partial<Record<LoginField, boolean>>>({})
  const [serverErrors, setServerErrors] = useState<LoginErrors>({})
  const [submitting, setSubmitting] = useState(false)
  const checks = useMemo(() => validateLogin(values, locale), [values, locale])

  const change = <K extends keyof LoginInput>(field: K, value: LoginInput[K]) => {
    setValues((old) => ({ ...old, [field]: value }))
    if (field !== 'remember') {
      setEdited((old) => ({ ...old, [field]: true }))
      setServerErrors((old) => ({ ...old, [field]: undefined }))
    }
  }
  const errorOf = (field: LoginField) => serverErrors[field] ?? (edited[field] ? checks[field] : undefined)
  // applyServerErrors speaks react-hook-form's setError; only its message is used here.
  const setError = ((field: LoginField, error: { message?: string }) =>
    setServerErrors((old) => ({ ...old, [field]: error.message }))) as UseFormSetError<LoginInput>

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (Object.keys(checks).length > 0) {
      setEdited({ email: true, password: true })
      return
    }
    setSubmitting(true)
    try {
      await submit({ ...values, email: values.email.trim() }, setError)
    } finally {
      setSubmitting(false)
    }
  }

  return { values, change, errorOf, isValid: Object.keys(checks).length === 0, submitting, onSubmit }
}
