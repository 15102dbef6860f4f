import {
  checkinCodeParams,
  checkinConflictListSchema,
  checkinPointInputSchema,
  checkinPointListSchema,
  checkinPointParams,
  checkinPointResponseSchema,
  checkinRosterSchema,
  checkinScanBatchResponseSchema,
  checkinScanBatchSchema,
  checkinScanParams,
} from '@ajanda/contracts/checkin.contract'
import { projectIdParams } from '@ajanda/contracts/forms.contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../../platform/context'
import { JSON_CONTENT_TYPE } from '../../platform/json-payload'
import type { RateLimitRule } from '../../platform/rate-limit'
import { requireAuth } from '../../platform/request-context'
import { createCheckinService } from './checkin.service'

const locale = z.object({ locale: z.string().max(10).optional() })

/**
 * Per address: a venue's devices often share one address (its Wi-Fi); each reloads the roster now and
 * then and syncs every few seconds while scans wait.
 */
export const CHECKIN_READ_LIMIT: RateLimitRule = { name: 'checkin-read-ip', points: 120, durationSeconds: 60 }
export const CHECKIN_SYNC_LIMIT: RateLimitRule = { name: 'checkin-sync-ip', points: 600, durationSeconds: 60 }

/**
 * Check-in (event-side.md section 3). Staff: a project's points (list with live counters, create,
 * edit, revoke) and its conflicts. Public, by a point's secret code: the roster and the scans' batches.
 */
export const checkinRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = createCheckinService(ctx)
  const staff = { access: 'staff' } as const
  const tags = ['checkin']
  const publicTags = ['checkin-public']

  app.get(
    '/project/:id/checkin-points',
    {
      config: staff,
      schema: {
        tags,
        params: projectIdParams,
        querystring: locale,
        response: { 200: checkinPointListSchema },
      },
    },
    async (request) => ({ data: await service.list(requireAuth(request), request.params.id) }),
  )

  app.post(
    '/project/:id/checkin-points',
    {
      config: staff,
      schema: {
        tags,
        params: projectIdParams,
        querystring: locale,
        body: checkinPointInputSchema,
        response: { 200: checkinPointResponseSchema },
      },
    },
    async (request) => ({
      data: await service.create(requireAuth(request), request.params.id, request.body),
    }),
  )

  app.put(
    '/project/:id/checkin-points/:pointId',
    {
      config: staff,
      schema: {
        tags,
        params: checkinPointParams,
        querystring: locale,
        body: checkinPointInputSchema,
        response: { 200: checkinPointResponseSchema },
      },
    },
    async (request) => ({
      data: await service.update(
        requireAuth(request),
        request.params.id,
        request.params.pointId,
        request.body,
      ),
    }),
  )

  app.delete(
    '/project/:id/checkin-points/:pointId',
    {
      config: staff,
      schema: {
        tags,
        params: checkinPointParams,
        querystring: locale,
        response: { 200: checkinPointResponseSchema },
      },
    },
    async (request) => ({
      data: await service.revoke(requireAuth(request), request.params.id, request.params.pointId),
    }),
  )

  app.get(
    '/project/:id/checkin-conflicts',
    {
      config: staff,
      schema: {
        tags,
        params: projectIdParams,
        querystring: locale,
        response: { 200: checkinConflictListSchema },
      },
    },
    async (request) => ({ data: await service.conflicts(requireAuth(request), request.params.id) }),
  )

  app.post(
    '/project/:id/checkin-conflicts/:scanId/resolve',
    {
      config: staff,
      schema: {
        tags,
        params: checkinScanParams,
        querystring: locale,
        response: { 200: z.object({ ok: z.literal(true) }) },
      },
    },
    async (request) => {
      await service.resolveConflict(requireAuth(request), request.params.id, request.params.scanId)
      return { ok: true as const }
    },
  )

  app.get(
    '/checkin/:code',
    {
      config: { access: 'public', rateLimit: CHECKIN_READ_LIMIT },
      schema: {
        tags: publicTags,
        params: checkinCodeParams,
        querystring: locale,
        response: { 200: checkinRosterSchema },
      },
    },
    async (request, reply) => {
      // Never from an HTTP cache: the roster changes with every scan. The service reuses its text for a
      // moment and drops it on a change (checkin.service.ts); its typed rows are sent without a second
      // check against the schema (the route tests check it), which cost as much as reading them.
      reply.header('cache-control', 'no-store')
      const body = await service.rosterBody(request.params.code)
      reply.type(JSON_CONTENT_TYPE).header('vary', 'accept-encoding')
      if (/\bgzip\b/.test(request.headers['accept-encoding'] ?? ''))
        return reply.header('content-encoding', 'gzip').send(body.gzip as never)
      return reply.send(body.json as never)
    },
  )

  app.post(
    '/checkin/:code/scans',
    {
      config: { access: 'public', rateLimit: CHECKIN_SYNC_LIMIT },
      // A batch of 500 scans is about 100 KB.
      bodyLimit: 512 * 1024,
      schema: {
        tags: publicTags,
        params: checkinCodeParams,
        querystring: locale,
        body: checkinScanBatchSchema,
        response: { 200: checkinScanBatchResponseSchema },
      },
    },
    async (request) => service.saveScans(request.params.code, request.body.scans),
  )
}
