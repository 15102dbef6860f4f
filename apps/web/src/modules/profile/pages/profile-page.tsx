import { Grid, Stack } from '@mantine/core'
import { CalendarSettingsCard } from '../../calendar/components/calendar-settings-card'
import { PasswordChangeForm } from '../components/password-change-form'
import { ProfileDetailsForm } from '../components/profile-details-form'
import { ProfilePictureCard } from '../components/profile-picture-card'

/** The signed-in user's own profile: picture, name, language, password and (staff) the calendar card. */
export function ProfilePage() {
  return (
    <Grid gap="lg" maw={1100}>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <ProfilePictureCard />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="lg">
          <ProfileDetailsForm />
          <PasswordChangeForm />
          <CalendarSettingsCard />
        </Stack>
      </Grid.Col>
    </Grid>
  )
}
