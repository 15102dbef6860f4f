import type { Locale } from '@ajanda/contracts/common/locale'
import { useMemo } from 'react'
import type { FormRendererServices } from '../../shared/form-renderer/form-renderer'
import { solveCaptchaWork } from './captcha-solver'
import type { WebformLink } from './web-form.api'
import { addressPlacesOf, fetchCaptcha, uploadWebformFile } from './web-form-extras.api'

/**
 * What the public page lends the renderer for files, the captcha and the address lists (issue 21 item
 * 2): a picked file goes to the server at once (its answer is the server's `upload:` reference), the
 * captcha fetches the server's challenge and works it out in the browser (the difficulty is the
 * server's to set), and the address field reads the countries and cities under the form's slug.
 */
export function useWebformServices(link: WebformLink, locale: Locale): FormRendererServices {
  return useMemo<FormRendererServices>(
    () => ({
      uploadFile: (fieldId, file) => uploadWebformFile(link, fieldId, file, locale),
      addressPlaces: addressPlacesOf(link.slug, locale),
      solveCaptcha: async () => {
        const challenge = await fetchCaptcha(link.slug, locale)
        const solution = await solveCaptchaWork(challenge)
        return { challenge: challenge.challenge, nonce: `${solution.counter}:${solution.derivedKey}` }
      },
    }),
    [link, locale],
  )
}
