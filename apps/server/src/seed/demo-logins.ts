/** Every demo account has this password; it is printed by `npm run db:seed` and listed in the README. */
export const DEMO_PASSWORD = 'demo1234'

export const DEMO_EMAILS = {
  admin: 'admin@demo.ajanda.test',
  division: 'division@demo.ajanda.test',
  team: 'team@demo.ajanda.test',
  user: 'user@demo.ajanda.test',
  client: 'client@demo.ajanda.test',
  otherAdmin: 'admin@other.ajanda.test',
} as const

export interface DemoLogin {
  email: string
  password: string
  description: string
}

export const DEMO_LOGINS: readonly DemoLogin[] = [
  {
    email: DEMO_EMAILS.admin,
    password: DEMO_PASSWORD,
    description: 'Demo Etkinlik Ajansı: admin, general manager (AGENCY scope: sees the whole company)',
  },
  {
    email: DEMO_EMAILS.division,
    password: DEMO_PASSWORD,
    description: 'Demo Etkinlik Ajansı: director of "Kurumsal Etkinlikler" (DIVISION scope)',
  },
  {
    email: DEMO_EMAILS.team,
    password: DEMO_PASSWORD,
    description: 'Demo Etkinlik Ajansı: leader of "Lansman Takımı" (TEAM scope)',
  },
  {
    email: DEMO_EMAILS.user,
    password: DEMO_PASSWORD,
    description: 'Demo Etkinlik Ajansı: project manager (USER scope: own records only)',
  },
  {
    email: DEMO_EMAILS.client,
    password: DEMO_PASSWORD,
    description:
      'Demo Etkinlik Ajansı: client-side requester (kind CLIENT: projects, profile and logout only)',
  },
  {
    email: DEMO_EMAILS.otherAdmin,
    password: DEMO_PASSWORD,
    description: 'Öteki Organizasyon: admin of a second company, to see that companies are kept apart',
  },
]
