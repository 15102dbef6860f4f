import { Grid, Stack } from '@mantine/core'
import { PasswordChangeForm } from '../components/password-change-form'
import { ProfileDetailsForm } from '../components/profile-details-form'
import { ProfilePictureCard } from '../components/profile-picture-card'

/** The signed-in user's own profile: picture, name, language and password. */
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
        </Stack>
      </Grid.Col>
    </Grid>
  )
}
