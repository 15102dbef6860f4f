import { fireEvent } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithRouter } from '../../test/render'
import { CompanyLogo } from './company-logo'

describe('CompanyLogo', () => {
  it("asks for the logo of the host the app is served from, and shows the app's icon when there is none", () => {
    const { container } = renderWithRouter(<CompanyLogo size={28} />)
    const image = container.querySelector('img')
    expect(image?.getAttribute('src')).toBe(
      `/api/v1/event-company/logo/${encodeURIComponent(window.location.host)}_logo.png`,
    )
    fireEvent.error(image as HTMLImageElement)
    expect(container.querySelector('img')).toBeNull()
    expect(container.querySelector('svg')).not.toBeNull()
  })
})
