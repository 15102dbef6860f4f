import { z } from 'zod'

/**
 * A private file's download (project files, receipts, attendee uploads): the authenticated route answers
 * `302 Location: {url}`, or this JSON when the request accepts `application/json`. The url is short-lived
 * (five minutes) and signed: the server's own `/files/…?expires=&signature=` or an object storage's
 * presigned GET. It needs no bearer token, so a browser can be sent to it.
 */
export const signedFileResponseSchema = z.object({
  data: z.object({ url: z.string(), expires_at: z.string() }),
})
export type SignedFileResponse = z.infer<typeof signedFileResponseSchema>
