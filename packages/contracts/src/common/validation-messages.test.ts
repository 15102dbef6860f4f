import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { loginInputSchema, resetPasswordInputSchema } from '../auth.contract'
import { translateIssue } from './validation-messages'

const messagesOf = (schema: z.ZodType, input: unknown, locale: 'tr' | 'en' = 'tr') => {
  const result = schema.safeParse(input, { reportInput: true })
  if (result.success) return {}
  const out: Record<string, string[]> = {}
  for (const issue of result.error.issues) {
    const field = issue.path.join('.')
    out[field] = [...(out[field] ?? []), translateIssue(issue, locale)]
  }
  return out
}

describe('translateIssue', () => {
  it("says the spec's Turkish texts", () => {
    expect(messagesOf(loginInputSchema, { email: 'x' })).toEqual({
      email: ['Geçerli bir e-posta adresi girmelisin'],
      password: ['Bu alan zorunludur'],
    })
    expect(messagesOf(z.object({ name: z.string().min(3) }), { name: 'ab' })).toEqual({
      name: ['En az 3 karakterden oluşmalı'],
    })
  })

  it('treats an empty string as missing and speaks English on request', () => {
    expect(messagesOf(loginInputSchema, { email: '', password: '' }, 'en')).toEqual({
      email: ['This field is required'],
      password: ['This field is required'],
    })
  })

  it('names the confirmation field when passwords differ', () => {
    const errors = messagesOf(resetPasswordInputSchema, {
      token: 't',
      email: 'a@b.co',
      password: 'abcdefgh',
      password_confirmation: 'abcdefgx',
    })
    expect(errors).toEqual({ password_confirmation: ['Şifreler birbiri ile aynı olmalı'] })
  })

  it('covers limits on numbers, arrays and choices', () => {
    const schema = z.object({
      n: z.number().max(5),
      list: z.array(z.string()).max(1),
      kind: z.enum(['A', 'B']),
    })
    expect(messagesOf(schema, { n: 1, list: [] })).toEqual({ kind: ['Bu alan zorunludur'] })
    expect(messagesOf(schema, { n: 9, list: ['a', 'b'], kind: 'C' })).toEqual({
      n: ['En fazla 5 olmalı'],
      list: ['En fazla 1 kayıt girilebilir'],
      kind: ['Geçersiz seçim'],
    })
  })
})
