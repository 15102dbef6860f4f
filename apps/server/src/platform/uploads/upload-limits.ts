import type { onRequestAsyncHookHandler } from 'fastify'

/** Room for the multipart boundaries, part headers and a few form fields around the files. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024

/** Fastify's 413, which the error handler answers in the app's shape `{message}`. */
export function bodyTooLarge(): Error {
  return Object.assign(new Error('Request body is too large'), {
    statusCode: 413,
    code: 'FST_ERR_CTP_BODY_TOO_LARGE',
  })
}

/**
 * An upload route's own body limit, checked on the declared length before a byte is read (Fastify's
 * bodyLimit does not cover multipart bodies, which the multipart plugin streams): `fileBytes` is what
 * the route's files may add up to. A body sent without a length is bounded by the route's part limits.
 */
export function limitUploadTo(fileBytes: number): onRequestAsyncHookHandler {
  const limit = fileBytes + MULTIPART_OVERHEAD_BYTES
  return async (request) => {
    const declared = Number(request.headers['content-length'] ?? 0)
    if (declared > limit) throw bodyTooLarge()
  }
}
