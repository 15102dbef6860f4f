import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import S3rver from '@20minutes/s3rver'
import { loadS3Config, type S3Config } from '../platform/config'

export interface TestS3Server {
  /** The S3_* variables of this server, for loadConfig. */
  env: Record<string, string>
  config: S3Config
  close(): Promise<void>
}

/**
 * A real S3-compatible HTTP server (s3rver) in this test process, on a free port of 127.0.0.1, with an
 * empty bucket in a temporary folder: the S3 storage tests need nothing installed or running beforehand.
 * Its one account is s3rver's own (S3RVER / S3RVER); it checks SigV4 signatures and presigned expiries.
 */
export async function startS3Server(bucket = 'ajanda-test'): Promise<TestS3Server> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'ajanda-s3-'))
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  })
  const { port } = await server.run()
  const env = {
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_BUCKET: bucket,
    S3_REGION: 'eu-central-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  }
  return {
    env,
    config: loadS3Config(env) as S3Config,
    async close() {
      await server.close()
      await fs.rm(directory, { recursive: true, force: true })
    },
  }
}
