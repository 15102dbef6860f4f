import { TASK_PRIORITIES, type Task, type TaskInput, taskFormSchema } from '@ajanda/contracts/tasks.contract'
import { Select } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Controller, type Resolver, useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { type ActivityAlert, activityAlert } from '../../../shared/forms/activity-alert'
import { applyServerErrors } from '../../../shared/forms/apply-server-errors'
import { endAfterStartChange } from '../../../shared/forms/date-time-pair'
import { localizedZodResolver } from '../../../shared/forms/localized-zod-resolver'
import { useFormLocale } from '../../../shared/forms/use-form-locale'
import { useMe } from '../../../shared/session/use-session'
import { notifySuccess } from '../../../shared/ui/notify'
import { MomentField } from '../../requests/components/date-fields'
import { ProjectField } from '../../requests/components/project-field'
import { taskFormDefaults } from '../task-defaults'
import type { TaskModalOptions } from '../task-modal-store'
import { taskListQueryOptions, useCreateTask, useUpdateTask } from '../tasks.api'
import { TaskDeleteButton } from './task-delete-button'
import { TaskFormFrame } from './task-form-frame'
import { TaskLabelField } from './task-label-field'
import { TaskPeopleField } from './task-people-field'
import { TaskTextFields } from './task-text-fields'

const FIELDS = [
  'title',
  'description',
  'section_id',
  'responsibles',
  'labels',
  'priority',
  'starts_at',
  'deadline_at',
  'remind_at',
  'project_id',
] as const

interface TaskFormProps {
  task: Task | null
  options: TaskModalOptions
  onSaved: (task: Task) => void
  onCancel: () => void
}

/** POST /tasks or PUT /tasks/{id}: title, responsibles, start and deadline required. */
export function TaskForm({ task, options, onSaved, onCancel }: TaskFormProps) {
  const { t } = useTranslation('tasks')
  const locale = useFormLocale()
  const me = useMe()
  const form = useForm<TaskInput>({
    resolver: localizedZodResolver(taskFormSchema, locale) as unknown as Resolver<TaskInput>,
    mode: 'all',
    defaultValues: taskFormDefaults(task, options, me.id),
  })
  const create = useCreateTask()
  const update = useUpdateTask()
  const [alert, setAlert] = useState<ActivityAlert | null>(null)
  const start = useWatch({ control: form.control, name: 'starts_at' })
  // admin-area.md date-time pair: a start at or after the deadline clears the deadline.
  const keepDeadlineAfter = (picked: string | null) => {
    const deadline = form.getValues('deadline_at')
    const kept = endAfterStartChange(picked, deadline)
    if (kept === deadline) void form.trigger('deadline_at')
    else form.setValue('deadline_at', kept as string, { shouldValidate: true })
  }
  const sections = useQuery(taskListQueryOptions({ type: 'list', per_page: 1 })).data?.sections ?? []

  const submit = async (values: TaskInput) => {
    setAlert(null)
    const body = { ...values, description: values.description?.trim() ? values.description : null }
    try {
      const response = task
        ? await update.mutateAsync({ id: task.id, values: body })
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
      <TaskPeopleField control={form.control} name="responsibles" label={t('fields.responsibles')} required />
      <TaskLabelField control={form.control} name="labels" label={t('fields.labels')} />
      <Controller
        control={form.control}
        name="priority"
        render={({ field }) => (
          <Select
            label={t('fields.priority')}
            allowDeselect={false}
            data={TASK_PRIORITIES.map((value) => ({ value: String(value), label: t(`priorities.${value}`) }))}
            value={String(field.value ?? 0)}
            onChange={(value) => field.onChange(Number(value ?? 0))}
          />
        )}
      />
      <MomentField
        control={form.control}
        name="starts_at"
        label={t('fields.starts_at')}
        required
        onPicked={keepDeadlineAfter}
      />
      <MomentField
        control={form.control}
        name="deadline_at"
        label={t('fields.deadline_at')}
        required
        after={start}
      />
      <MomentField control={form.control} name="remind_at" label={t('fields.remind_at')} />
      <ProjectField
        control={form.control}
        name="project_id"
        label={t('fields.project')}
        current={task?.project ?? options.project ?? null}
      />
      <Controller
        control={form.control}
        name="section_id"
        render={({ field }) => (
          <Select
            label={t('fields.section')}
            clearable
            data={sections.map((section) => ({ value: String(section.id), label: section.title }))}
            value={field.value ? String(field.value) : null}
            onChange={(value) => field.onChange(value ? Number(value) : null)}
          />
        )}
      />
    </TaskFormFrame>
  )
}
