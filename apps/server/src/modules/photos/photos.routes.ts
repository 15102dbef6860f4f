import { messageResponseSchema } from '@ajanda/contracts/common/errors'
import { signedFileResponseSchema } from '@ajanda/contracts/common/signed-file'
import {
  PHOTO_CHUNK_MAX_BYTES,
  PHOTO_OFFSET_HEADER,
  photoCodeParams,
  photoLinkInputSchema,
  photoLinkListSchema,
  photoLinkParams,
  photoLinkResponseSchema,
  photoListQuerySchema,
  photoUploaderSchema,
  photoUploadInputSchema,
  photoUploadParams,
  photoUploadStateSchema,
  photoZipInputSchema,
  photoZipLinkQuerySchema,
  projectPhotoPageSchema,
} from '@ajanda/contracts/photos.contract'
import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../../platform/context'
import { download } from '../../platform/openapi'
import type { RateLimitRule } from '../../platform/rate-limit'
import { requireAuth } from '../../platform/request-context'
import { wantsJson } from '../../platform/signed-download'
import { attachmentHeader } from '../../platform/uploads/attachment-header'
import { createPhotoUploadsService } from './photo-uploads'
import type { PhotoZip } from './photo-zip'
import { createPhotosService } from './photos.service'
import { photoFieldError, photoMessage } from './photos-messages'

const locale = z.object({ locale: z.string().max(10).optional() })
const photoParams = z.object({ code: z.string().min(1).max(64), id: photoLinkParams.shape.id })

/** Per address: a photographer's phone sends a 1 MB chunk at a time, two or three files at once. */
export const PHOTO_UPLOADER_READ_LIMIT: RateLimitRule = {
  name: 'photo-uploader-read-ip',
  points: 300,
  durationSeconds: 60,
}
/** Per address: a signed zip link is opened once by a browser; more is someone trying signatures. */
export const PHOTO_ZIP_LINK_LIMIT: RateLimitRule = {
  name: 'photo-zip-link-ip',
  points: 30,
  durationSeconds: 60,
}
export const PHOTO_UPLOADER_WRITE_LIMIT: RateLimitRule = {
  name: 'photo-uploader-write-ip',
  points: 1200,
  durationSeconds: 60,
}

/**
 * Photo upload links (event-side.md section 3). Staff, by project code: the links (list, create, revoke)
 * and the photos (a page, a zip of a selection, delete). Public, by a link's secret code: the page's
 * facts and resumable uploads in chunks.
 */
export const photosRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = createPhotosService(ctx)
  const uploads = createPhotoUploadsService(ctx)
  const staff = { access: 'staff' } as const
  const tags = ['photos']
  const publicTags = ['photo-uploader']

  // Only this plugin reads raw chunks; each is at most PHOTO_CHUNK_MAX_BYTES.
  app.addContentTypeParser(
    'application/octet-stream',
    { parseAs: 'buffer', bodyLimit: PHOTO_CHUNK_MAX_BYTES },
    (_request, body, done) => done(null, body),
  )

  app.get(
    '/project/:code/photo-links',
    {
      config: staff,
      schema: { tags, params: photoCodeParams, querystring: locale, response: { 200: photoLinkListSchema } },
    },
    async (request) => ({ data: await service.links(requireAuth(request), request.params.code) }),
  )

  app.post(
    '/project/:code/photo-links',
    {
      config: staff,
      schema: {
        tags,
        params: photoCodeParams,
        querystring: locale,
        body: photoLinkInputSchema,
        response: { 200: photoLinkResponseSchema },
      },
    },
    async (request) => ({
      data: await service.createLink(requireAuth(request), request.params.code, request.body),
      message: photoMessage(request.locale, 'link_created'),
    }),
  )

  app.delete(
    '/project/:code/photo-links/:id',
    {
      config: staff,
      schema: {
        tags,
        params: photoLinkParams,
        querystring: locale,
        response: { 200: photoLinkResponseSchema },
      },
    },
    async (request) => ({
      data: await service.revokeLink(requireAuth(request), request.params.code, request.params.id),
      message: photoMessage(request.locale, 'link_revoked'),
    }),
  )

  app.get(
    '/project/:code/photos',
    {
      config: staff,
      schema: {
        tags,
        params: photoCodeParams,
        querystring: photoListQuerySchema,
        response: { 200: projectPhotoPageSchema },
      },
    },
    async (request, reply) => {
      // The signed addresses inside expire: never from a cache.
      reply.header('cache-control', 'no-store')
      return service.photos(
        requireAuth(request),
        request.params.code,
        request.query,
        `${ctx.config.appUrl}/api/v1/project/${encodeURIComponent(request.params.code)}/photos`,
      )
    },
  )

  const sendZip = (reply: FastifyReply, { stream, name, count }: PhotoZip) =>
    reply
      .header('content-type', 'application/zip')
      .header('content-disposition', attachmentHeader(name))
      .header('cache-control', 'no-store')
      .header('x-photo-count', String(count))
      .send(stream)

  // The web app asks for JSON and gets a five-minute signed link (GET below) that the browser's download
  // manager streams to disk; any other caller gets the zip itself, streamed.
  app.post(
    '/project/:code/photos/zip',
    {
      config: staff,
      schema: {
        tags,
        params: photoCodeParams,
        querystring: locale,
        body: photoZipInputSchema,
        document: { ...download('zip'), keepJson: true },
        response: { 200: signedFileResponseSchema },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request)
      const { code } = request.params
      if (wantsJson(request)) {
        reply.header('cache-control', 'no-store')
        return { data: await service.zipLink(auth, code, request.body.ids) }
      }
      return sendZip(reply, await service.zip(auth, code, request.body.ids))
    },
  )

  app.get(
    '/project/:code/photos/zip',
    {
      config: { access: 'public', rateLimit: PHOTO_ZIP_LINK_LIMIT },
      schema: {
        tags,
        params: photoCodeParams,
        querystring: photoZipLinkQuerySchema,
        document: download('zip'),
      },
    },
    async (request, reply) => sendZip(reply, await service.zipByLink(request.params.code, request.query)),
  )

  app.delete(
    '/project/:code/photos/:id',
    {
      config: staff,
      schema: { tags, params: photoParams, querystring: locale, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      await service.removePhoto(requireAuth(request), request.params.code, request.params.id)
      return { message: photoMessage(request.locale, 'photo_deleted') }
    },
  )

  const readConfig = { access: 'public', rateLimit: PHOTO_UPLOADER_READ_LIMIT } as const
  const writeConfig = { access: 'public', rateLimit: PHOTO_UPLOADER_WRITE_LIMIT } as const

  app.get(
    '/photo-uploader/:code',
    {
      config: readConfig,
      schema: {
        tags: publicTags,
        params: photoCodeParams,
        querystring: locale,
        response: { 200: photoUploaderSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return uploads.page(request.params.code)
    },
  )

  app.post(
    '/photo-uploader/:code/uploads',
    {
      config: writeConfig,
      schema: {
        tags: publicTags,
        params: photoCodeParams,
        querystring: locale,
        body: photoUploadInputSchema,
        response: { 200: photoUploadStateSchema },
      },
    },
    async (request) => uploads.start(request.params.code, request.body),
  )

  app.get(
    '/photo-uploader/:code/uploads/:uploadCode',
    {
      config: readConfig,
      schema: {
        tags: publicTags,
        params: photoUploadParams,
        querystring: locale,
        response: { 200: photoUploadStateSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return uploads.status(request.params.code, request.params.uploadCode)
    },
  )

  app.put(
    '/photo-uploader/:code/uploads/:uploadCode',
    {
      config: writeConfig,
      bodyLimit: PHOTO_CHUNK_MAX_BYTES,
      schema: {
        tags: publicTags,
        params: photoUploadParams,
        querystring: locale,
        headers: z.object({ [PHOTO_OFFSET_HEADER]: z.string().regex(/^\d{1,15}$/) }),
        document: {
          description: 'A chunk of the file (application/octet-stream) starting at the Upload-Offset header.',
        },
        response: { 200: photoUploadStateSchema },
      },
    },
    async (request) => {
      const body = request.body
      if (!Buffer.isBuffer(body)) throw photoFieldError('file', 'chunk_empty')
      const offset = Number(request.headers[PHOTO_OFFSET_HEADER])
      return uploads.chunk(request.params.code, request.params.uploadCode, offset, body)
    },
  )
}
