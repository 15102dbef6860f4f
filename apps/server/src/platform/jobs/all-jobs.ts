import { attendeeMailingJob } from '../../modules/attendees/attendee-mailing'
import { budgetTotalsRecomputeJob } from '../../modules/budgets/budget-totals-recompute.job'
import { declarationPdfJob } from '../../modules/declarations/declaration-delivery'
import { pushSendJob } from '../../modules/push/push.job'
import { taskRemindJob } from '../../modules/tasks/task-remind.job'
import { webformOfferExpiryJob } from '../../modules/webform/webform-claim.job'
import type { JobDefinition } from './define-job'
import { mailSendJob } from './mail-send.job'

/** Every job type of the app; a new job is one definition file and one line here. */
export const ALL_JOBS: JobDefinition[] = [
  mailSendJob,
  pushSendJob,
  taskRemindJob,
  webformOfferExpiryJob,
  attendeeMailingJob,
  declarationPdfJob,
  budgetTotalsRecomputeJob,
]
