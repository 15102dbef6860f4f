import type { CrossCompanyCase, DemoSession } from '../../test-support/cross-company-cases'
import { testJpeg } from './photo-test-fixtures'

/**
 * The staff photo calls (photos.routes.ts; test-support/cross-company-cases.ts spreads these): a user
 * of another company gets 404 for a demo project's links and photos, a new link, a revocation, a zip
 * and a deletion. The public routes go by a link's code (photos.routes.test.ts).
 */

async function call<T>(demo: DemoSession, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  const response = await demo.app.inject({ method, url: `/api/v1${url}`, headers: demo.headers, payload })
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`)
  return response.json() as T
}

/** A demo project's code, read once per app (the net runs many cases). */
const codes = new WeakMap<object, string>()
async function projectCode(demo: DemoSession): Promise<string> {
  const known = codes.get(demo.app)
  if (known) return known
  const { data } = await call<{ data: { code: string }[] }>(demo, 'GET', '/projects?page_size=1')
  const code = data[0]?.code
  if (!code) throw new Error('no demo project')
  codes.set(demo.app, code)
  return code
}

/** The photo the zip case made last: its body names it. */
let zipped = 0

async function freshLink(demo: DemoSession): Promise<{ project: string; id: number; code: string }> {
  const project = await projectCode(demo)
  const { data } = await call<{ data: { id: number; code: string } }>(
    demo,
    'POST',
    `/project/${project}/photo-links`,
    {
      name: 'Çapraz fotoğraflar',
      max_file_mb: 5,
      max_total_mb: 50,
    },
  )
  return { project, id: data.id, code: data.code }
}

/** A photo uploaded through a fresh link in one chunk: the project's code and the photo's id. */
export async function freshPhoto(demo: DemoSession): Promise<{ project: string; id: number }> {
  const link = await freshLink(demo)
  const bytes = await testJpeg()
  const started = await demo.app.inject({
    method: 'POST',
    url: `/api/v1/photo-uploader/${link.code}/uploads`,
    payload: { file_name: 'capraz.jpg', total_bytes: bytes.length },
  })
  const { upload_code } = started.json() as { upload_code: string }
  const sent = await demo.app.inject({
    method: 'PUT',
    url: `/api/v1/photo-uploader/${link.code}/uploads/${upload_code}`,
    headers: { 'content-type': 'application/octet-stream', 'upload-offset': '0' },
    payload: bytes,
  })
  const photo = (sent.json() as { photo: { id: number } | null }).photo
  if (!photo) throw new Error(`photo upload: ${sent.statusCode} ${sent.body}`)
  return { project: link.project, id: photo.id }
}

export const photosCrossCompanyCases: CrossCompanyCase[] = [
  {
    route: 'GET /api/v1/project/:code/photo-links',
    target: async (demo) => `/api/v1/project/${await projectCode(demo)}/photo-links`,
  },
  {
    route: 'POST /api/v1/project/:code/photo-links',
    target: async (demo) => `/api/v1/project/${await projectCode(demo)}/photo-links`,
    payload: { name: 'Çapraz bağlantı', max_file_mb: 10, max_total_mb: 100 },
  },
  {
    route: 'DELETE /api/v1/project/:code/photo-links/:id',
    target: async (demo) => {
      const link = await freshLink(demo)
      return `/api/v1/project/${link.project}/photo-links/${link.id}`
    },
  },
  {
    route: 'GET /api/v1/project/:code/photos',
    target: async (demo) => `/api/v1/project/${await projectCode(demo)}/photos`,
  },
  {
    route: 'POST /api/v1/project/:code/photos/zip',
    target: async (demo) => {
      const photo = await freshPhoto(demo)
      zipped = photo.id
      return `/api/v1/project/${photo.project}/photos/zip`
    },
    payload: async () => ({ ids: [zipped] }),
  },
  {
    route: 'DELETE /api/v1/project/:code/photos/:id',
    target: async (demo) => {
      const photo = await freshPhoto(demo)
      return `/api/v1/project/${photo.project}/photos/${photo.id}`
    },
  },
]
