import {
  REVIEW_MAIL_MESSAGE_MAX,
  REVIEW_MAIL_SUBJECT_MAX,
  type ReviewMailLanguage,
  type ReviewRecipient,
  sendBudgetReviewInputSchema,
} from '@ajanda/contracts/budget-review-mail.contract'
import type { BudgetDetail } from '@ajanda/contracts/budgets.contract'
import { Badge, Button, Checkbox, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core'
import { useState } from 'react'
import { Controller, type Resolver, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { applyServerErrors } from '../../../shared/forms/apply-server-errors'
import { localizedZodResolver } from '../../../shared/forms/localized-zod-resolver'
import { useFormLocale } from '../../../shared/forms/use-form-locale'
import { useMe } from '../../../shared/session/use-session'
import { CountedTextarea } from '../../../shared/ui/counted-textarea'
import { ErrorAlert } from '../../../shared/ui/error-alert'
import { notifySuccess } from '../../../shared/ui/notify'
import { sendReview } from '../review-mail.api'

interface SendValues {
  recipients: number[]
  subject: string
  message: string
  language: ReviewMailLanguage
}

interface ReviewSendFormProps {
  budget: BudgetDetail
  recipients: ReviewRecipient[]
  /** The project's language, when it is one of the mail's. */
  projectLanguage: ReviewMailLanguage | null
  /** After a send: the dialog reloads the sendings and the budget's review state. */
  onSent: () => Promise<void>
}

/**
 * The e-mail part of "Müşteriye Gönder" (decisions/0028): recipients among the project's and its client's
 * contacts (name and address shown), a subject and a message prefilled in the project's language (else
 * the user's) and editable; switching the language refills the texts the user has not touched.
 */
export function ReviewSendForm({ budget, recipients, projectLanguage, onSent }: ReviewSendFormProps) {
  const { t, i18n } = useTranslation(['budgets', 'common'])
  const locale = useFormLocale()
  const me = useMe()
  const [alert, setAlert] = useState<string | null>(null)
  const defaults = (language: ReviewMailLanguage) => {
    const fixed = i18n.getFixedT(language, 'budgets')
    const values = { project: budget.project.name, budget: budget.name, sender: me.full_name }
    return {
      subject: fixed('reviewMail.defaultSubject', values),
      message: fixed('reviewMail.defaultMessage', values),
    }
  }
  const initialLanguage: ReviewMailLanguage = projectLanguage ?? (i18n.language === 'en' ? 'en' : 'tr')
  const form = useForm<SendValues>({
    resolver: localizedZodResolver(sendBudgetReviewInputSchema, locale) as unknown as Resolver<SendValues>,
    mode: 'onTouched',
    defaultValues: { recipients: [], language: initialLanguage, ...defaults(initialLanguage) },
  })
  const { errors, isSubmitting, dirtyFields } = form.formState

  const switchLanguage = (language: ReviewMailLanguage) => {
    form.setValue('language', language)
    const texts = defaults(language)
    if (!dirtyFields.subject) form.resetField('subject', { defaultValue: texts.subject })
    if (!dirtyFields.message) form.resetField('message', { defaultValue: texts.message })
  }

  const onSubmit = form.handleSubmit(async (values) => {
    setAlert(null)
    try {
      const answer = await sendReview(budget.code, values)
      notifySuccess(answer.message)
      form.reset({ ...values, recipients: [] })
      await onSent()
    } catch (error) {
      setAlert(applyServerErrors(error, form.setError, ['recipients', 'subject', 'message', 'language']))
    }
  })

  if (recipients.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('reviewMail.noRecipients')}
      </Text>
    )
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <ErrorAlert message={alert} />
        <Controller
          control={form.control}
          name="recipients"
          render={({ field }) => (
            <Checkbox.Group
              label={t('reviewMail.recipients')}
              description={t('reviewMail.recipientsHint')}
              required
              error={errors.recipients?.message}
              value={field.value.map(String)}
              onChange={(value) => field.onChange(value.map(Number))}
            >
              <Stack gap={6} mt={6} mah={220} style={{ overflowY: 'auto' }}>
                {recipients.map((recipient) => (
                  <Checkbox
                    key={recipient.id}
                    value={String(recipient.id)}
                    onBlur={field.onBlur}
                    label={
                      <Group gap={6} wrap="wrap">
                        <Text size="sm" fw={500}>
                          {recipient.name}
                        </Text>
                        <Text size="sm" c="dimmed" style={{ wordBreak: 'break-all' }}>
                          {recipient.email}
                        </Text>
                        <Badge size="xs" variant="filled" color="gray.7">
                          {t(recipient.source === 'project' ? 'reviewMail.ofProject' : 'reviewMail.ofClient')}
                        </Badge>
                      </Group>
                    }
                  />
                ))}
              </Stack>
            </Checkbox.Group>
          )}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="review-mail-language">
            {t('reviewMail.language')}
          </Text>
          <SegmentedControl
            aria-labelledby="review-mail-language"
            data={[
              { value: 'tr', label: 'Türkçe' },
              { value: 'en', label: 'English' },
            ]}
            value={form.watch('language')}
            onChange={(value) => switchLanguage(value === 'en' ? 'en' : 'tr')}
            style={{ alignSelf: 'flex-start' }}
          />
        </Stack>
        <TextInput
          label={t('reviewMail.subject')}
          required
          maxLength={REVIEW_MAIL_SUBJECT_MAX}
          error={errors.subject?.message}
          {...form.register('subject')}
        />
        <Controller
          control={form.control}
          name="message"
          render={({ field }) => (
            <CountedTextarea
              label={t('reviewMail.message')}
              required
              minRows={5}
              maxRows={12}
              maxLength={REVIEW_MAIL_MESSAGE_MAX}
              error={errors.message?.message}
              {...field}
            />
          )}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={isSubmitting} disabled={form.watch('recipients').length === 0}>
            {t('reviewMail.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
