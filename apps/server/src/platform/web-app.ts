import fs from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import { t } from './messages'

/**
 * Serves the built SPA: hashed assets are cached for good, index.html and version.json never,
 * and any other GET outside /api falls back to index.html so that client routes load.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string | undefined) {
  const hasBuild = distDir !== undefined && fs.existsSync(path.join(distDir, 'index.html'))
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      setHeaders(res, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable')
        } else {
          res.header('cache-control', 'no-cache')
        }
      },
    })
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith('/api') || request.url.startsWith('/files/')
    if (hasBuild && request.method === 'GET' && !isApi) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html')
    }
    return reply.status(404).send({ message: t(request.locale ?? 'tr', 'route_not_found') })
  })
}
