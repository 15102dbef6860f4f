import type { FastifyPluginAsync } from 'fastify'
import type { AppContext } from './context'
import { NotFoundError, WordedError } from './errors'
import { isPrivateKey } from './storage'
import { contentTypeOfKey, isStorageKey } from './storage-keys'
import { attachmentHeader } from './uploads/attachment-header'

const SIGNATURE_REFUSED = {
  invalid: {
    tr: 'Bu dosya bağlantısı geçersiz.',
    en: 'This file link is not valid.',
  },
  expired: {
    tr: 'Bu dosya bağlantısının süresi doldu; dosyayı uygulamadan yeniden indirin.',
    en: 'This file link has expired; download the file again from the app.',
  },
} as const

/**
 * GET /files/{key}: the stored files, from either backend. Public ones (logos, pictures, form files) to
 * anyone, cached for good (a key never changes its bytes). Private ones (platform/storage.ts
 * PRIVATE_FOLDERS) only with a valid signature from `storage.signedUrl` (the local disk; object storage
 * hands out its own presigned addresses): none at all is 404, as for a file that does not exist; a
 * wrong or expired one is 403. The signed name and type are served, always as an attachment.
 */
export const filesRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/files/*',
    // Outside /api like the web app: no bearer token, so no `access` class and no place in the API document.
    { schema: { hide: true } },
    async (request, reply) => {
      const key = (request.params as { '*': string })['*']
      if (!isStorageKey(key)) throw new NotFoundError()
      if (isPrivateKey(key)) {
        const query = request.query as Record<string, unknown>
        if (query.signature === undefined) throw new NotFoundError()
        const check = ctx.storage.checkSigned(key, query)
        if (!check.ok) {
          const words = SIGNATURE_REFUSED[check.reason]
          throw new WordedError(403, (locale) => words[locale === 'en' ? 'en' : 'tr'])
        }
        const file = await ctx.storage.open(key)
        if (!file) throw new NotFoundError()
        return reply
          .header('content-type', check.download.contentType)
          .header('content-length', file.size)
          .header('content-disposition', attachmentHeader(check.download.name))
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'; sandbox")
          .send(file.stream)
      }
      const file = await ctx.storage.open(key)
      if (!file) throw new NotFoundError()
      return reply
        .header('content-type', contentTypeOfKey(key))
        .header('content-length', file.size)
        .header('cache-control', 'public, max-age=604800, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(file.stream)
    },
  )
}
