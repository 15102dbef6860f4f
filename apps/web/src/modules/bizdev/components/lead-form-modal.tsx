import '@mantine/dates/styles.css'
import { type Project, stageOfStatus } from '@ajanda/contracts/projects.contract'
import { Button, Collapse, Divider, Group, Modal, Stack, Text, Textarea, UnstyledButton } from '@mantine/core'
import { DatesProvider } from '@mantine/dates'
import { IconChevronDown } from '@tabler/icons-react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { ApiError, isApiError } from '../../../shared/api/api-error'
import { applyServerErrors } from '../../../shared/forms/apply-server-errors'
import { useFormLocale } from '../../../shared/forms/use-form-locale'
import { useMe } from '../../../shared/session/use-session'
import { ErrorAlert } from '../../../shared/ui/error-alert'
import { notifySuccess } from '../../../shared/ui/notify'
import { eventCompanyQueryOptions } from '../../event-companies/event-companies.api'
import { divisionsQueryOptions, usersQueryOptions } from '../../users/users.api'
import { clientFeesQueryOptions, projectRefSuggestionQueryOptions, useSaveLead } from '../bizdev.api'
import { LeadClientFields } from './lead-client-fields'
import { LeadEventFields } from './lead-event-fields'
import { LeadFeeFields } from './lead-fee-fields'
import { moreDetailsOpenAtStart, moreFieldsWithErrors, suggestedProjectRef } from './lead-form-sections'
import {
  feeDefaults,
  LEAD_FORM_FIELDS,
  type LeadFormValues,
  leadFormDefaults,
  leadFormResolver,
  responsibleGeneratesRef,
  toLeadInput,
} from './lead-form-values'
import { LeadPipelineFields } from './lead-pipeline-fields'

/** The server names `expected_attendee_count` and `dates.0`; the form calls them `attendee_count`, `dates`. */
function toFormErrors(error: unknown): unknown {
  if (!isApiError(error) || !error.isValidation) return error
  const errors: Record<string, string[]> = {}
  for (const [path, list] of Object.entries(error.errors)) {
    const head = path.split('.')[0] as string
    const key =
      path === 'expected_attendee_count'
        ? 'attendee_count'
        : head === 'dates' || head === 'languages'
          ? head
          : path
    errors[key] = [...(errors[key] ?? []), ...list]
  }
  return new ApiError(error.status, error.message, errors)
}

interface LeadFormProps {
  project: Project | null
  onClose: () => void
  onSaved?: (code: string) => void
}

/**
 * The form's state and its rules: the record's values, the new client's fee defaults, the save and where
 * it goes next; each section draws its own fields (lead-*-fields.tsx).
 */
function LeadForm({ project, onClose, onSaved }: LeadFormProps) {
  const { t, i18n } = useTranslation(['bizdev', 'common'])
  const locale = useFormLocale()
  const me = useMe()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const save = useSaveLead()
  const company = useQuery(eventCompanyQueryOptions(me.event_company_id)).data
  const users = useQuery(usersQueryOptions()).data
  const divisions = useQuery(divisionsQueryOptions()).data
  const [alert, setAlert] = useState<string | null>(null)
  const isNew = !project
  const rules = useRef({ isNew, responsibleGeneratesRef: true })

  const form = useForm<LeadFormValues>({
    resolver: leadFormResolver(locale, () => rules.current),
    mode: 'onTouched',
    defaultValues: leadFormDefaults(project, { meId: me.id, company }),
  })
  const { errors, isSubmitting, isValid } = form.formState
  const responsible = form.watch('responsible')
  const suggestion = useQuery({
    ...projectRefSuggestionQueryOptions(responsible ?? 0),
    enabled: responsible !== null,
  }).data
  const generatesRef = suggestion?.generated ?? responsibleGeneratesRef(responsible, users, divisions)
  rules.current = { isNew, responsibleGeneratesRef: generatesRef }

  // The responsible's division prefix suggests the code to type (lead-form-sections.ts).
  const lastSuggested = useRef<string | null>(null)
  useEffect(() => {
    const next = suggestedProjectRef(form.getValues('project_ref'), lastSuggested.current, suggestion)
    if (suggestion && !suggestion.generated) lastSuggested.current = suggestion.project_ref
    if (next === undefined) return
    form.setValue('project_ref', next, { shouldDirty: true, shouldValidate: true })
  }, [suggestion, form])

  const [moreOpen, setMoreOpen] = useState(() => moreDetailsOpenAtStart(isNew))
  const moreWithErrors = moreFieldsWithErrors(errors).length > 0
  useEffect(() => {
    if (moreWithErrors) setMoreOpen(true)
  }, [moreWithErrors])

  const chooseClient = async (value: number | string | null) => {
    form.setValue('client', value, { shouldDirty: true, shouldTouch: true, shouldValidate: true })
    form.setValue('contact', null, { shouldDirty: true })
    let fees = feeDefaults(null, company)
    if (typeof value === 'number') {
      try {
        fees = feeDefaults(await queryClient.fetchQuery(clientFeesQueryOptions(value)), company)
      } catch {
        // the company's defaults stay
      }
    }
    for (const [key, fee] of Object.entries(fees))
      form.setValue(key as keyof typeof fees, fee, { shouldDirty: true })
    void form.trigger()
  }

  const onSubmit = form.handleSubmit(async (values) => {
    setAlert(null)
    try {
      const response = await save.mutateAsync({
        input: toLeadInput(values, rules.current),
        code: project?.code ?? null,
      })
      notifySuccess(response.message)
      onClose()
      onSaved?.(response.code)
      const stage = response.data?.stage ?? stageOfStatus(values.status ?? '') ?? 0
      navigate(stage <= 7 ? `/bizdev/${response.code}` : `/project/${response.code}/main`)
    } catch (error) {
      const mapped = toFormErrors(error)
      const message = applyServerErrors(mapped, form.setError, LEAD_FORM_FIELDS)
      setAlert(isApiError(error) ? message || error.message || t('form.saveFailed') : t('form.saveFailed'))
    }
  })

  return (
    <DatesProvider settings={{ locale: i18n.language === 'en' ? 'en' : 'tr' }}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <ErrorAlert message={alert} />
          <LeadEventFields form={form} part="first" />
          <Divider label={t('form.sections.client')} labelPosition="left" />
          <LeadClientFields
            form={form}
            project={project}
            onClientChosen={(value) => void chooseClient(value)}
          />
          <Divider label={t('form.sections.pipeline')} labelPosition="left" />
          <LeadPipelineFields
            form={form}
            project={project}
            isNew={isNew}
            generatesRef={generatesRef}
            generatedRef={suggestion?.generated ? suggestion.project_ref : null}
            part="first"
          />
          <UnstyledButton
            onClick={() => setMoreOpen((open) => !open)}
            aria-expanded={moreOpen}
            aria-controls="lead-form-more"
            data-testid="lead-form-more-toggle"
          >
            <Group gap="xs" wrap="nowrap">
              <IconChevronDown
                size={18}
                aria-hidden
                style={{ transform: moreOpen ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }}
              />
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text fw={600} size="sm">
                  {t('form.more')}
                </Text>
                {!moreOpen && (
                  <Text size="xs" c="dimmed">
                    {t('form.moreSummary')}
                  </Text>
                )}
              </Stack>
            </Group>
          </UnstyledButton>
          <Collapse expanded={moreOpen} keepMounted keepMountedMode="display-none" id="lead-form-more">
            <Stack gap="md">
              <LeadEventFields form={form} part="more" />
              <LeadPipelineFields
                form={form}
                project={project}
                isNew={isNew}
                generatesRef={generatesRef}
                generatedRef={null}
                part="more"
              />
              <Divider label={t('form.sections.fees')} labelPosition="left" />
              <LeadFeeFields form={form} />
              <Textarea
                label={t('fields.note')}
                rows={3}
                error={errors.note?.message}
                {...form.register('note')}
              />
            </Stack>
          </Collapse>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" loading={isSubmitting} disabled={!isValid}>
              {t('common:actions.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </DatesProvider>
  )
}

/** The title: a new lead, the edit of a lead, or of a project (staff-app.md 4). */
export function leadFormTitle(project: Project | null | undefined): 'new' | 'editLead' | 'editProject' {
  if (!project) return 'new'
  return project.current_status_group === 'LEAD' ? 'editLead' : 'editProject'
}

/**
 * The lead / project form (POST /leads, PUT /leads/{code}). After a save a lead opens /bizdev/{code},
 * a project /project/{code}/main.
 */
export function LeadFormModal({
  opened,
  onClose,
  project,
  onSaved,
}: {
  opened: boolean
  onClose: () => void
  project?: Project | null
  onSaved?: (code: string) => void
}) {
  const { t } = useTranslation(['bizdev', 'common'])
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t(`form.titles.${leadFormTitle(project)}`)}
      size="xl"
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      {opened && <LeadForm project={project ?? null} onClose={onClose} onSaved={onSaved} />}
    </Modal>
  )
}
