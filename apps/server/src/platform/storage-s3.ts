import crypto from 'node:crypto'
import { PassThrough, type Readable } from 'node:stream'
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3'
import { getSignedUrl } from '@aws-sdk/s3-request-presigner'
import type { S3Config } from './config'
import type { FileStorage } from './storage'
import { contentTypeOfKey, isStorageKey, SIGNED_URL_SECONDS } from './storage-keys'
import { attachmentHeader } from './uploads/attachment-header'

const isMissing = (error: unknown) =>
  error instanceof NoSuchKey ||
  (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)

const ENOENT = () => Object.assign(new Error('no such stored file'), { code: 'ENOENT' })

/**
 * Files in an S3 bucket (AWS SDK v3): S3_ENDPOINT, S3_BUCKET, S3_REGION and the key pair. The bucket
 * stays private: public files (logos, pictures) are read through the server's `/files/…` route, so their
 * addresses are the same as on the local disk, and private ones go out as presigned GETs straight
 * from the bucket. A private object keeps its Content-Type and Content-Disposition from `put`: a
 * presigned URL that overrides them carries `'` and `*` in its query, which some S3-compatible servers
 * (the tests' s3rver among them) canonicalise differently and then refuse.
 */
export function createS3Storage(config: S3Config, publicBaseUrl: string, client?: S3Client): FileStorage {
  const s3 =
    client ??
    new S3Client({
      endpoint: config.endpoint,
      region: config.region,
      forcePathStyle: config.forcePathStyle,
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    })
  const Bucket = config.bucket

  async function get(key: string) {
    if (!isStorageKey(key)) return null
    try {
      const object = await s3.send(new GetObjectCommand({ Bucket, Key: key }))
      return object.Body ? { body: object.Body as Readable, size: Number(object.ContentLength ?? 0) } : null
    } catch (error) {
      if (isMissing(error)) return null
      throw error
    }
  }

  return {
    kind: 's3',
    async put(folder, bytes, extension, download) {
      const key = `${folder}/${crypto.randomBytes(16).toString('base64url')}.${extension}`
      await s3.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: bytes,
          ContentLength: bytes.length,
          ContentType: download?.contentType ?? contentTypeOfKey(key),
          ...(download ? { ContentDisposition: attachmentHeader(download.name) } : {}),
        }),
      )
      return key
    },
    read(key) {
      // Callers read a stream at once (no await first): the object's body is piped in when it comes.
      const out = new PassThrough()
      get(key).then(
        (object) => {
          if (!object) out.destroy(ENOENT())
          else object.body.on('error', (error) => out.destroy(error)).pipe(out)
        },
        (error: unknown) => out.destroy(error as Error),
      )
      return out
    },
    async open(key) {
      const object = await get(key)
      return object ? { stream: object.body, size: object.size } : null
    },
    async remove(key) {
      if (isStorageKey(key)) await s3.send(new DeleteObjectCommand({ Bucket, Key: key }))
    },
    url: (key) => `${publicBaseUrl}/files/${key}`,
    async signedUrl(key, _download, seconds = SIGNED_URL_SECONDS) {
      const expiresAt = new Date(Date.now() + seconds * 1000)
      const url = await getSignedUrl(s3, new GetObjectCommand({ Bucket, Key: key }), { expiresIn: seconds })
      return { url, expiresAt }
    },
    // Private files never go out through /files/… here: their presigned URLs point to the bucket.
    checkSigned: () => ({ ok: false, reason: 'invalid' }),
  }
}
