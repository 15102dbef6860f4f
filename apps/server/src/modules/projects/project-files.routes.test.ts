import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getSignedFile } from '../../test-support/signed-download'
import { createTestApp, loginAs, type TestApp } from '../../test-support/test-app'
import { xlsxWithHugeCell } from '../../test-support/zip-writer'
import { clientWithContact, leadBody, type ProjectFixtures, projectFixtures } from './project-test-fixtures'

let testApp: TestApp
let f: ProjectFixtures
let headers: Record<string, { authorization: string }>
let code: string
beforeAll(async () => {
  testApp = await createTestApp()
  f = await projectFixtures(testApp)
  headers = {}
  for (const who of ['user', 'team', 'division', 'admin'])
    headers[who] = (await loginAs(testApp.app, `${who}@demo.ajanda.test`)).headers
  headers.other = (await loginAs(testApp.app, 'admin@other.ajanda.test')).headers
  const { client, contactId } = await clientWithContact(f.admin, f.positionId)
  code = (await f.user.post('/leads', leadBody(f, client.id, contactId))).json().code
})
afterAll(async () => {
  await testApp?.close()
})

/** A multipart body of files, as a browser's FormData sends `files[]`. */
function upload(who: string, files: { name: string; bytes: Buffer; type?: string }[], project = code) {
  const boundary = '----ajanda-files-boundary'
  const parts = files.flatMap((file) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="files[]"; filename="${file.name}"\r\n` +
        `Content-Type: ${file.type ?? 'application/pdf'}\r\n\r\n`,
    ),
    file.bytes,
    Buffer.from('\r\n'),
  ])
  return testApp.app.inject({
    method: 'POST',
    url: `/api/v1/project/${project}/file`,
    headers: { ...headers[who], 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
  })
}

describe('project files', () => {
  it('uploads several files, lists them and downloads one with its UTF-8 name', async () => {
    const response = await upload('user', [
      { name: 'Teklif Şubat.pdf', bytes: Buffer.from('%PDF-1.4 teklif') },
      { name: 'plan.xlsx', bytes: await xlsxWithHugeCell(10), type: 'application/octet-stream' },
    ])
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json().message).toBe('2 dosya yüklendi.')
    const [first] = response.json().data
    expect(first).toMatchObject({
      name: 'Teklif Şubat.pdf',
      size: 15,
      mime_type: 'application/pdf',
      uploader: { id: f.ids.user },
      download_path: `/api/v1/project/${code}/file/${first.id}`,
    })
    const list = (await f.team.get(`/project/${code}/files`)).json()
    expect(list.map((file: { name: string }) => file.name)).toEqual(['Teklif Şubat.pdf', 'plan.xlsx'])
    const download = await getSignedFile(testApp.app, first.download_path, headers.team)
    expect(download.statusCode).toBe(200)
    expect(download.body).toBe('%PDF-1.4 teklif')
    expect(download.headers['content-type']).toBe('application/pdf')
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="Teklif _ubat.pdf"; filename*=UTF-8''${encodeURIComponent('Teklif Şubat.pdf')}`,
    )
    const timeline = (await f.user.get(`/project/${code}/timeline`)).json().data
    expect(
      timeline.slice(0, 2).map((e: { kind: string; data: { name: string } }) => [e.kind, e.data.name]),
    ).toEqual([
      ['file_added', 'plan.xlsx'],
      ['file_added', 'Teklif Şubat.pdf'],
    ])
    const outsider = await testApp.app.inject({
      method: 'GET',
      url: first.download_path,
      headers: headers.other,
    })
    expect(outsider.statusCode).toBe(404)
  })

  it('refuses a wrong type, a file too large and too many files; stores nothing then', async () => {
    const before = (await f.user.get(`/project/${code}/files`)).json().length
    const wrongType = await upload('user', [
      { name: 'ok.pdf', bytes: Buffer.from('ok') },
      { name: 'virus.exe', bytes: Buffer.from('MZ') },
    ])
    expect(wrongType.statusCode).toBe(422)
    expect(wrongType.json().errors).toEqual({
      files: ['Bu dosya türü yüklenemez (PDF, Office belgesi, görsel, metin ya da ZIP yükleyebilirsin)'],
    })
    const big = await upload('user', [{ name: 'büyük.pdf', bytes: Buffer.alloc(25 * 1024 * 1024 + 1) }])
    expect(big.statusCode).toBe(422)
    expect(big.json().errors).toEqual({ files: ['Dosya en fazla 25 MB olabilir'] })
    const many = await upload(
      'user',
      Array.from({ length: 11 }, (_, i) => ({ name: `dosya-${i}.txt`, bytes: Buffer.from('x') })),
    )
    expect(many.statusCode).toBe(422)
    expect(many.json().errors).toEqual({ files: ['Bir seferde en fazla 10 dosya yükleyebilirsin.'] })
    expect((await f.user.get(`/project/${code}/files`)).json()).toHaveLength(before)
  })

  it('is deleted by the uploader or someone who may edit the project; others get 403', async () => {
    const file = (await upload('team', [{ name: 'takım.pdf', bytes: Buffer.from('%PDF-1.4 t') }])).json()
      .data[0]
    const mine = (await upload('user', [{ name: 'benim.pdf', bytes: Buffer.from('%PDF-1.4 b') }])).json()
      .data[0]
    // The user is the project's responsible: deletes anyone's file on it.
    expect((await f.user.delete(`/project/${code}/file/${file.id}`)).json()).toEqual({
      message: 'Dosya silindi.',
    })
    expect((await f.other.delete(`/project/${code}/file/${mine.id}`)).statusCode).toBe(404)
    const download = await testApp.app.inject({
      method: 'GET',
      url: `/api/v1/project/${code}/file/${file.id}`,
      headers: headers.user,
    })
    expect(download.statusCode).toBe(404)
    const timeline = (await f.user.get(`/project/${code}/timeline`)).json().data
    expect(timeline[0]).toMatchObject({ kind: 'file_deleted', data: { name: 'takım.pdf' } })
  })
})
