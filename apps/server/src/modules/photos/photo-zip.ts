import { PassThrough, type Readable } from 'node:stream'
import { and, asc, eq, inArray } from 'drizzle-orm'
import { ZipFile } from 'yazl'
import type { AppContext } from '../../platform/context'
import { NotFoundError } from '../../platform/errors'
import { createLinkSigner, type LinkSigner } from '../../platform/signed-links'
import { vapidKeysOf } from '../push/vapid-keys'
import { projectPhotos } from './photos.table'

export interface PhotoZip {
  stream: Readable
  name: string
  count: number
}

/** `Düğün 1.jpg` twice in one zip: the second is `Düğün 1 (2).jpg`. */
export function uniqueZipNames(names: string[]): string[] {
  const taken = new Set<string>()
  return names.map((raw) => {
    const name = raw.replace(/[\\/]/g, '_') || 'photo'
    const dot = name.lastIndexOf('.')
    const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, '']
    let candidate = name
    for (let n = 2; taken.has(candidate.toLowerCase()); n++) candidate = `${stem} (${n})${extension}`
    taken.add(candidate.toLowerCase())
    return candidate
  })
}

/** The chosen photos that are the project's own, oldest first; others' ids are left out. */
export function photosOfProject(ctx: AppContext, projectId: number, ids: number[]) {
  return ctx.db
    .select({
      name: projectPhotos.name,
      key: projectPhotos.storage_key,
      size: projectPhotos.size,
      at: projectPhotos.created_at,
    })
    .from(projectPhotos)
    .where(and(eq(projectPhotos.project_id, projectId), inArray(projectPhotos.id, [...new Set(ids)])))
    .orderBy(asc(projectPhotos.created_at), asc(projectPhotos.id))
}

/**
 * The zip of the chosen photos, streamed: each photo is read from storage only when its turn comes, so
 * neither the photos nor the zip are held in memory (a 404 when none of the ids is the project's).
 */
export async function zipOfPhotos(
  ctx: AppContext,
  project: { id: number; name: string },
  ids: number[],
): Promise<PhotoZip> {
  const rows = await photosOfProject(ctx, project.id, ids)
  if (rows.length === 0) throw new NotFoundError()
  const zip = new ZipFile()
  const output = new PassThrough()
  zip.outputStream.on('error', (error) => output.destroy(error)).pipe(output)
  const names = uniqueZipNames(rows.map((row) => row.name))
  rows.forEach((row, index) => {
    // Photos are compressed already: stored as they are, which costs no CPU.
    zip.addReadStreamLazy(
      names[index] as string,
      { compress: false, mtime: row.at, size: row.size },
      (done) => {
        const stream = ctx.storage.read(row.key)
        stream.on('error', (error) => output.destroy(error))
        done(null, stream)
      },
    )
  })
  zip.on('error', (error: Error) => output.destroy(error))
  zip.end()
  return { stream: output, name: `${project.name} fotoğraflar.zip`, count: rows.length }
}

/** What a zip link signs: the project's code and the chosen ids, in the order they are sent. */
export const zipLinkFields = (code: string, ids: number[]) => ({ code, ids: ids.join(',') })

const signers = new WeakMap<AppContext['db'], LinkSigner>()
/**
 * The zip links' signer of a database: keyed from the VAPID private key every process already shares
 * (push_vapid_keys, as the web form's signatures), under its own purpose.
 */
export function zipLinks(ctx: AppContext): LinkSigner {
  let signer = signers.get(ctx.db)
  if (!signer) {
    signer = createLinkSigner(async () => (await vapidKeysOf(ctx.db).get()).privateKey, 'photo zip')
    signers.set(ctx.db, signer)
  }
  return signer
}
