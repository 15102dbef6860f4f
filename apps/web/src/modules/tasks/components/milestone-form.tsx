import { type MilestoneInput, milestoneInputSchema, type Task } from '@ajanda/contracts/tasks.contract'
import { useState } from 'react'
import { type Resolver, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { type ActivityAlert, activityAlert } from '../../../shared/forms/activity-alert'
import { applyServerErrors } from '../../../shared/forms/apply-server-errors'
import { localizedZodResolver } from '../../../shared/forms/localized-zod-resolver'
import { useFormLocale } from '../../../shared/forms/use-form-locale'
import { useMe } from '../../../shared/session/use-session'
import { notifySuccess } from '../../../shared/ui/notify'
import { MomentField } from '../../requests/components/date-fields'
import { ProjectField } from '../../requests/components/project-field'
import { milestoneFormDefaults, milestoneUpdateBody } from '../milestone-values'
import type { TaskModalOptions } from '../task-modal-store'
import { useCreateMilestone, useUpdateTask } from '../tasks.api'
import { TaskDeleteButton } from './task-delete-button'
import { TaskFormFrame } from './task-form-frame'
import { TaskLabelField } from './task-label-field'
import { TaskPeopleField } from './task-people-field'
import { TaskTextFields } from './task-text-fields'

const FIELDS = ['title', 'description', 'date', 'labels', 'responsibles', 'project_id'] as const

interface MilestoneFormProps {
  /** The milestone being edited; null creates one. */
  task: Task | null
  options: TaskModalOptions
  onSaved: (task: Task) => void
  onCancel: () => void
}

/**
 * POST /tasks/milestone, or PUT /tasks/{id} with the one date as both start and deadline:
 * title, date and responsibles required.
 */
export function MilestoneForm({ task, options, onSaved, onCancel }: MilestoneFormProps) {
  const { t } = useTranslation('tasks')
  const locale = useFormLocale()
  const me = useMe()
  const form = useForm<MilestoneInput>({
    resolver: localizedZodResolver(milestoneInputSchema, locale) as unknown as Resolver<MilestoneInput>,
    mode: 'all',
    defaultValues: milestoneFormDefaults(task, options, me.id),
  })
  const create = useCreateMilestone()
  const update = useUpdateTask()
  const [alert, setAlert] = useState<ActivityAlert | null>(null)

  const submit = async (values: MilestoneInput) => {
    setAlert(null)
    const body = { ...values, description: values.description?.trim() ? values.description : null }
    try {
      const response = task
        ? await update.mutateAsync({ id: task.id, values: milestoneUpdateBody(body) })
        : await create.mutateAsync(body)
      notifySuccess(response.message)
      onSaved(response.data)
    } catch (error) {
      applyServerErrors(error, form.setError, FIELDS)
      setAlert(activityAlert(error, 'description'))
    }
  }

  return (
    <TaskFormFrame
      onSubmit={form.handleSubmit(submit)}
      onCancel={onCancel}
      extra={<TaskDeleteButton task={task} onDeleted={onCancel} />}
      alert={alert}
      submitting={form.formState.isSubmitting}
      valid={form.formState.isValid}
    >
      <TaskTextFields control={form.control} />
      <MomentField control={form.control} name="date" label={t('fields.date')} required />
      <TaskLabelField control={form.control} name="labels" label={t('fields.labels')} />
      <TaskPeopleField control={form.control} name="responsibles" label={t('fields.responsibles')} required />
      <ProjectField
        control={form.control}
        name="project_id"
        label={t('fields.project')}
        current={task?.project ?? null}
      />
    </TaskFormFrame>
  )
}
