import { and, eq, isNull } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from '../../platform/db'
import { defineJob } from '../../platform/jobs/define-job'
import { type NotifyContext, notify } from '../notifications/notify'
import { transactionWithNotices } from '../notifications/transaction-with-notices'
import { taskResponsibles, tasks } from './tasks.table'

/** Enqueued when a task's reminder is set or moved, to run at the reminder's time. */
export const TASK_REMIND_JOB = 'task.remind'

const taskRemindJobSchema = z.object({
  taskId: z.number().int().positive(),
  companyId: z.number().int().positive(),
  /** The reminder this job was queued for: a moved reminder has its own job, this one then does nothing. */
  remindAt: z.iso.datetime({ offset: true }),
})

/**
 * Reminds the responsibles of a task if it still wants this reminder: the same remind_at, not completed,
 * not reminded yet. Marking reminded_at in the same statement that checks it keeps a retried or doubled
 * job from reminding twice; the mark, the notice and its mails commit together (issue 18), so a notice
 * that cannot be stored leaves the task unmarked and the job's retry reminds. Returns whether it reminded.
 */
export async function remindTask(
  ctx: Omit<NotifyContext, 'db' | 'afterCommit'> & { db: Db },
  raw: unknown,
): Promise<boolean> {
  const data = taskRemindJobSchema.parse(raw)
  return transactionWithNotices(ctx, (tx, notices) => remindInTransaction(tx, notices, data))
}

async function remindInTransaction(
  tx: NotifyContext['db'],
  notices: NotifyContext,
  data: z.infer<typeof taskRemindJobSchema>,
): Promise<boolean> {
  const [task] = await tx
    .update(tasks)
    .set({ reminded_at: new Date() })
    .where(
      and(
        eq(tasks.id, data.taskId),
        eq(tasks.event_company_id, data.companyId),
        eq(tasks.remind_at, new Date(data.remindAt)),
        isNull(tasks.completed_at),
        isNull(tasks.reminded_at),
      ),
    )
    .returning({ id: tasks.id, title: tasks.title })
  if (!task) return false
  const people = await tx
    .select({ id: taskResponsibles.user_id })
    .from(taskResponsibles)
    .where(eq(taskResponsibles.task_id, task.id))
  await notify(notices, {
    companyId: data.companyId,
    type: 'TaskReminder',
    data: { subject: task.title, actor_name: null, record: { kind: 'task', code: String(task.id) } },
    involvedUserIds: people.map((person) => person.id),
  })
  return true
}

export const taskRemindJob = defineJob<Record<string, unknown>>({
  name: TASK_REMIND_JOB,
  retryLimit: 3,
  retryDelaySeconds: 60,
  retryBackoff: true,
  async handler(data, { ctx }) {
    await remindTask(ctx, data)
  },
})
