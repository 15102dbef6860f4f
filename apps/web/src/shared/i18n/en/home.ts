import type { home as tr } from '../tr/home'
import type { Translations } from '../translation-types'

export const home: Translations<typeof tr> = {
  greeting: 'Hello {{name}}',
  subtitle: 'What awaits you today?',
  today: 'Today is {{date}}',
  turnover: {
    month: 'Turnover this month {{amount}}',
    ofTarget: 'Target {{target}} · {{percent}}% reached',
    noTarget: 'No target set for this month',
    progress: "Turnover against this month's target",
  },
  clear: 'Nothing is waiting for you today',
  clearText: 'No overdue or due tasks, no meetings and no requests awaiting your approval. Have a good day!',
  loadFailed: "Today's summary could not be loaded.",
  retry: 'Try again',
  seeAll: 'See all ({{count}})',
  sections: {
    overdue: 'Overdue tasks',
    todayTasks: "Today's tasks",
    meetingsToday: "Today's meetings",
    meetingsTomorrow: "Tomorrow's meetings",
    approvals: 'Waiting for your approval',
    decisions: 'Decisions on your requests',
    projects: 'Projects in operation this week',
    clientProjects: 'Your projects',
    messages: 'Unread messages',
  },
  emptyClientProjects: 'You have no open projects yet.',
  due: 'Due {{date}}',
  milestone: 'Milestone',
  unread_one: '{{count}} unread',
  unread_other: '{{count}} unread',
  requestedBy: '{{name}} · {{date}}',
  decidedAt: 'on {{date}}',
}
