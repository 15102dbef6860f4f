import { type UpdateProfileInput, updateProfileInputSchema } from '@ajanda/contracts/auth.contract'
import { LOCALES } from '@ajanda/contracts/common/locale'
import { Button, Card, Group, NativeSelect, Stack, TextInput, Title } from '@mantine/core'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { localName } from '../../../shared/format/names'
import { applyServerErrors } from '../../../shared/forms/apply-server-errors'
import { localizedZodResolver } from '../../../shared/forms/localized-zod-resolver'
import { useFormLocale } from '../../../shared/forms/use-form-locale'
import { setLanguage } from '../../../shared/i18n/i18n'
import { useMe } from '../../../shared/session/use-session'
import { notifyError, notifySuccess } from '../../../shared/ui/notify'
import { useUpdateProfile } from '../profile.api'

/** Full name and language; a new language switches the whole UI once saved. */
export function ProfileDetailsForm() {
  const { t } = useTranslation(['profile', 'common'])
  const locale = useFormLocale()
  const me = useMe()
  const update = useUpdateProfile()
  const form = useForm<UpdateProfileInput>({
    resolver: localizedZodResolver(updateProfileInputSchema, locale),
    mode: 'onChange',
    values: { full_name: me.full_name, language: me.language },
  })
  const { errors, isValid, isDirty, isSubmitting } = form.formState

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { user, message } = await update.mutateAsync(values)
      await setLanguage(user.language)
      notifySuccess(message)
    } catch (error) {
      const message = applyServerErrors(error, form.setError, ['full_name', 'language'])
      if (message) notifyError(message)
    }
  })

  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="profile-details-title">
      <Title order={2} fz="h4" mb="md" id="profile-details-title">
        {t('details.title')}
      </Title>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('details.fullName')}
            autoComplete="name"
            required
            error={errors.full_name?.message}
            {...form.register('full_name')}
          />
          <TextInput label={t('details.email')} value={me.email} readOnly variant="filled" />
          {me.position && (
            <TextInput
              label={t('details.position')}
              value={localName(me.position)}
              readOnly
              variant="filled"
            />
          )}
          <NativeSelect
            label={t('details.language')}
            data={LOCALES.map((value) => ({ value, label: t(`common:languages.${value}`) }))}
            error={errors.language?.message}
            {...form.register('language')}
          />
          <Group justify="flex-end">
            <Button type="submit" disabled={!isValid || !isDirty} loading={isSubmitting}>
              {t('details.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  )
}
