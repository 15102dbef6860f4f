import { ThemeIcon } from '@mantine/core'
import { IconCalendarEvent } from '@tabler/icons-react'
import { useState } from 'react'

interface CompanyLogoProps {
  size: number
}

/**
 * The company's logo, found by the host name the app is served from (admin-area.md "Logo"); the
 * app's own icon when no company claims this host or the image fails to load.
 */
export function CompanyLogo({ size }: CompanyLogoProps) {
  const [failed, setFailed] = useState(false)
  if (failed || typeof window === 'undefined') return <AppIcon size={size} />
  return (
    <img
      src={`/api/v1/event-company/logo/${encodeURIComponent(window.location.host)}_logo.png`}
      // Decorative: the application's name is always written beside it.
      alt=""
      width={size}
      height={size}
      style={{ objectFit: 'contain', borderRadius: 8 }}
      onError={() => setFailed(true)}
    />
  )
}

function AppIcon({ size }: { size: number }) {
  return (
    <ThemeIcon size={size} radius="md" aria-hidden>
      <IconCalendarEvent size={Math.round(size * 0.6)} />
    </ThemeIcon>
  )
}
