import type { shell as tr } from '../tr/shell'
import type { Translations } from '../translation-types'

export const shell: Translations<typeof tr> = {
  nav: {
    home: 'Home',
    projects: 'Projects',
    bizdev: 'Proposal Management',
    tasks: 'Tasks',
    calendar: 'Calendar',
    reports: 'Reports',
    accounting: 'Accounting',
    approves: 'Approvals',
    clients: 'Clients',
    suppliers: 'Suppliers',
    contacts: 'Contacts',
    depot: 'Depot',
    profile: 'Profile',
    admin: 'Administration',
    logout: 'Log out',
  },
  navLabel: 'Main menu',
  skipToContent: 'Skip to content',
  header: {
    openNav: 'Open the menu',
    closeNav: 'Close the menu',
    notifications: 'Notifications',
    notificationsUnread: 'Notifications ({{count}} unread)',
    search: 'Search',
    breadcrumbs: 'Page location',
  },
  notificationsModal: {
    title: 'Notifications',
  },
  spotlight: {
    label: 'Search pages',
    nothingFound: 'No results found',
  },
  online: {
    label: 'Online users',
    more: '{{count}} more',
  },
  push: {
    banner: 'Turn on notifications to hear about new tasks, approvals and meetings right away.',
    bannerShort: 'Hear about it at once',
    enable: 'Turn On Notifications',
    dismiss: 'Not now',
    failedTitle: 'Push notification permission could not be obtained!',
    retry: 'Please try again',
  },
}
