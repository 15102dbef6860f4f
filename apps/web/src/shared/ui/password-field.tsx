import { PasswordInput, type PasswordInputProps } from '@mantine/core'
import type { Ref } from 'react'
import { useTranslation } from 'react-i18next'

/**
 * Mantine's PasswordInput with a translated label on its show/hide button, and aria-invalid on the
 * input when it has an error (Mantine only sets data-invalid there).
 */
export function PasswordField({ ref, ...props }: PasswordInputProps & { ref?: Ref<HTMLInputElement> }) {
  const { t } = useTranslation()
  return (
    <PasswordInput
      ref={ref}
      aria-invalid={props.error ? true : undefined}
      visibilityToggleButtonProps={{ 'aria-label': t('actions.togglePassword') }}
      {...props}
    />
  )
}
