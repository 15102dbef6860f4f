import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { Redis } from 'ioredis'
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible'
import { HttpError, TooManyAttemptsError } from './errors'

/**
 * One limit: at most `points` hits per key in a window of `durationSeconds` (a fixed window that starts
 * with the key's first hit). With `countFailuresOnly` only answers of 400 and up count, and a call is
 * refused once the count is full: an office behind one address is never throttled for signing in
 * correctly, however many sign in at once. (Calls already in flight when the count fills still run; a
 * flood gets at most its concurrency in extra tries, once.)
 */
export interface RateLimitRule {
  /** Unique per rule: it names the counters (and the Redis keys). */
  name: string
  points: number
  durationSeconds: number
  countFailuresOnly?: boolean
}

/**
 * The one rate-limit mechanism of the public endpoints (decisions.md 5, docs/decisions/0019). Counters
 * live in this process by default; with REDIS_URL they live in Redis so every process shares them. A
 * Redis that does not answer falls back to this process's counters (the API keeps answering).
 */
export interface RateLimits {
  /** Counts one hit of `key`; throws the app's 429 when the rule's limit is passed. */
  consume(rule: RateLimitRule, key: string): Promise<void>
  /** Throws the app's 429 when the count of `key` is full, without counting. */
  check(rule: RateLimitRule, key: string): Promise<void>
  /** Counts one hit of `key` without refusing (a failure under `countFailuresOnly`). */
  count(rule: RateLimitRule, key: string): Promise<void>
  close(): Promise<void>
}

/** Long windows say how many minutes to wait; short ones just ask to slow down. */
export function tooManyError(rule: RateLimitRule, msBeforeNext: number): HttpError {
  if (rule.durationSeconds < 120) return new HttpError(429, 'too_many_requests')
  return new TooManyAttemptsError(Math.max(1, Math.ceil(msBeforeNext / 60_000)))
}

export function createRateLimits(options: { redisUrl?: string; keyPrefix?: string }): RateLimits {
  const prefix = options.keyPrefix ?? 'ajanda-rl'
  const redis = options.redisUrl
    ? new Redis(options.redisUrl, {
        // A command to a Redis that is down fails at once, so the insurance counters answer instead.
        enableOfflineQueue: false,
        maxRetriesPerRequest: 1,
      })
    : undefined
  // ioredis reconnects by itself; without a listener its errors would crash the process.
  redis?.on('error', () => {})
  const limiters = new Map<string, RateLimiterAbstract>()

  function limiterOf(rule: RateLimitRule): RateLimiterAbstract {
    let limiter = limiters.get(rule.name)
    if (!limiter) {
      const base = {
        points: rule.points,
        duration: rule.durationSeconds,
        keyPrefix: `${prefix}:${rule.name}`,
      }
      const memory = new RateLimiterMemory(base)
      limiter = redis
        ? new RateLimiterRedis({
            ...base,
            storeClient: redis,
            rejectIfRedisNotReady: true,
            insuranceLimiter: memory,
          })
        : memory
      limiters.set(rule.name, limiter)
    }
    return limiter
  }

  return {
    async consume(rule, key) {
      try {
        await limiterOf(rule).consume(key)
      } catch (result) {
        if (result instanceof RateLimiterRes) throw tooManyError(rule, result.msBeforeNext)
        throw result
      }
    },
    async check(rule, key) {
      const result = await limiterOf(rule).get(key)
      if (result && result.consumedPoints >= rule.points) throw tooManyError(rule, result.msBeforeNext)
    },
    async count(rule, key) {
      await limiterOf(rule).penalty(key)
    },
    async close() {
      redis?.disconnect()
    },
  }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Counts every call of the route per client address (platform/rate-limit.ts). */
    rateLimit?: RateLimitRule
  }
}

/**
 * Puts the limit a route declares (`config.rateLimit`) in front of it: counted per client address in
 * onRequest, before the body is read; a rule that counts failures only is checked there and counted once
 * the answer is known.
 * Call before the routes are registered.
 */
export function registerRouteRateLimits(app: FastifyInstance, limits: RateLimits): void {
  app.addHook('onRoute', (route) => {
    const rule = route.config?.rateLimit
    if (!rule) return
    const check = async (request: FastifyRequest, reply: FastifyReply) => {
      try {
        if (rule.countFailuresOnly) await limits.check(rule, request.ip)
        else await limits.consume(rule, request.ip)
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 429)
          reply.header('retry-after', String(rule.durationSeconds))
        throw error
      }
    }
    route.onRequest = [...toList(route.onRequest), check]
    if (rule.countFailuresOnly) {
      const countFailure = async (request: FastifyRequest, reply: FastifyReply) => {
        if (reply.statusCode >= 400 && reply.statusCode !== 429)
          await limits.count(rule, request.ip).catch(() => {})
      }
      route.onResponse = [...toList(route.onResponse), countFailure]
    }
  })
}

function toList<T>(hooks: T | T[] | undefined): T[] {
  if (!hooks) return []
  return Array.isArray(hooks) ? hooks : [hooks]
}
