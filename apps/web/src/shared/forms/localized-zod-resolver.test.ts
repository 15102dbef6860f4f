import { loginInputSchema, resetPasswordInputSchema } from '@ajanda/contracts/auth.contract'
import { describe, expect, it } from 'vitest'
import { localizedZodResolver } from './localized-zod-resolver'

const options = { fields: {}, shouldUseNativeValidation: false } as const

describe('localizedZodResolver', () => {
  it('says the spec texts in Turkish', async () => {
    const result = await localizedZodResolver(loginInputSchema, 'tr')(
      { email: 'x', password: '' },
      undefined,
      options,
    )
    expect(result.errors.email?.message).toBe('Geçerli bir e-posta adresi girmelisin')
    expect(result.errors.password?.message).toBe('Bu alan zorunludur')
  })

  it('translates the password confirmation refinement and the length rule', async () => {
    const resolver = localizedZodResolver(resetPasswordInputSchema, 'tr')
    const short = await resolver(
      { token: 't', email: 'a@b.co', password: 'abc', password_confirmation: 'abc' },
      undefined,
      options,
    )
    expect(short.errors.password?.message).toBe('En az 8 karakterden oluşmalı')
    const mismatch = await resolver(
      { token: 't', email: 'a@b.co', password: 'abcdefgh', password_confirmation: 'abcdefgX' },
      undefined,
      options,
    )
    expect(mismatch.errors.password_confirmation?.message).toBe('Şifreler birbiri ile aynı olmalı')
  })

  it('speaks English when the UI does', async () => {
    const result = await localizedZodResolver(loginInputSchema, 'en')(
      { email: '', password: 'x' },
      undefined,
      options,
    )
    expect(result.errors.email?.message).toBe('This field is required')
  })

  it('returns the parsed values when valid', async () => {
    const result = await localizedZodResolver(loginInputSchema, 'tr')(
      { email: ' a@b.co ', password: 'x' },
      undefined,
      options,
    )
    expect(result.errors).toEqual({})
    expect(result.values).toEqual({ email: 'a@b.co', password: 'x' })
  })
})
