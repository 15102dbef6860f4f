import { type MilestoneInput, milestoneInputSchema, type Task } from '@ajanda/contracts/tasks.contract'
import { useState } from 'react'
import { type Resolver, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { isApiError } from '../../../shared/api/api-error'
import { applyServerErrors } from '../../../shared/forms/apply-server-errors'
import { localizedZodResolver } from '../../../shared/forms/localized-zod-resolver'
import { useFormLocale } from '../../../shared/forms/use-form-locale'
import { useMe } from '../../../shared/session/use-session'
import { notifySuccess } from '../../../shared/ui/notify'
import { MomentField } from '../../requests/components/date-fields'
import { ProjectField } from '../../requests/components/project-field'
import { taskFormDefaults } from '../task-defaults'
import type { TaskModalOptions } from '../task-modal-store'
import { useCreateMilestone } from '../tasks.api'
import { TaskFormFrame } from './task-form-frame'
import { TaskLabelField } from './task-label-field'
import { TaskPeopleField } from './task-people-field'
import { TaskTextFields } from './task-text-fields'

const FIELDS = ['title', 'description', 'date', 'labels', 'responsibles', 'project_id'] as const

interface MilestoneFormProps {
  options: TaskModalOptions
  onSaved: (task: Task) => void
  onCancel: () => void
}

/** POST /tasks/milestone: title, date and responsibles required. */
export function MilestoneForm({ options, onSaved, onCancel }: MilestoneFormProps) {
  const { t } = useTranslation('tasks')
  const locale = useFormLocale()
  const me = useMe()
  const defaults = taskFormDefaults(null, options, me.id)
  const form = useForm<MilestoneInput>({
    resolver: localizedZodResolver(milestoneInputSchema, locale) as unknown as Resolver<MilestoneInput>,
    mode: 'all',
    defaultValues: {
      title: '',
      description: '',
      date: defaults.starts_at,
      labels: [],
      responsibles: [me.id],
      project_id: options.projectId ?? null,
    },
  })
  const create = useCreateMilestone()
  const [alert, setAlert] = useState<string | null>(null)

  const submit = async (values: MilestoneInput) => {
    setAlert(null)
    try {
      const response = await create.mutateAsync({
        ...values,
        description: values.description?.trim() ? values.description : null,
      })
      notifySuccess(response.message)
      onSaved(response.data)
    } catch (error) {
      const rest = applyServerErrors(error, form.setError, FIELDS)
      setAlert(isApiError(error) ? error.message : rest)
    }
  }

  return (
    <TaskFormFrame
      onSubmit={form.handleSubmit(submit)}
      onCancel={onCancel}
      alert={alert}
      submitting={form.formState.isSubmitting}
      valid={form.formState.isValid}
    >
      <TaskTextFields control={form.control} />
      <MomentField control={form.control} name="date" label={t('fields.date')} required />
      <TaskLabelField control={form.control} name="labels" label={t('fields.labels')} />
      <TaskPeopleField control={form.control} name="responsibles" label={t('fields.responsibles')} required />
      <ProjectField control={form.control} name="project_id" label={t('fields.project')} />
    </TaskFormFrame>
  )
}
