import type { Locale } from '@ajanda/contracts/common/locale'
import { useMemo } from 'react'
import type { FormRendererServices } from '../../shared/form-renderer/form-renderer'
import { solveCaptchaWork } from './captcha-solver'
import type { WebformLink } from './web-form.api'
import { fetchCaptcha, uploadWebformFile } from './web-form-extras.api'

/**
 * What the public page lends the renderer for files and the captcha (issue 21 item 2): a picked file
 * goes to the server at once (its answer is the server's `upload:` reference), and the captcha fetches
 * the server's challenge and works it out in the browser. The difficulty is the server's to set.
 */
export function useWebformServices(link: WebformLink, locale: Locale): FormRendererServices {
  return useMemo<FormRendererServices>(
    () => ({
      uploadFile: (fieldId, file) => uploadWebformFile(link, fieldId, file, locale),
      solveCaptcha: async () => {
        const challenge = await fetchCaptcha(link.slug, locale)
        const solution = await solveCaptchaWork(challenge)
        return { challenge: challenge.challenge, nonce: `${solution.counter}:${solution.derivedKey}` }
      },
    }),
    [link, locale],
  )
}
