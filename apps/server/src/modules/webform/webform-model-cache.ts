import type { Locale } from '@ajanda/contracts/common/locale'
import { type FormDetail, toEngineForm } from '@ajanda/contracts/forms/form-detail'
import { formShapeSchema } from '@ajanda/contracts/forms/form-model'
import { LRUCache } from 'lru-cache'
import type { FormRow } from '../forms/forms.repository'

/** As the serialized form's cache (forms/form-detail-cache.ts): a flight changed elsewhere shows within a minute. */
const TTL_MS = 60_000
const MAX_ENTRIES = 200

export interface SubmitModel {
  detail: FormDetail
  /** The engine's form (formShapeSchema parsed), what validateAnswers checks the answers against. */
  engine: ReturnType<typeof formShapeSchema.parse>
}

/**
 * The form a submission is checked against, per form, version and language: reading the form's
 * sections, fields, options and rules and parsing them for the engine cost every submission a query
 * and a schema parse of the whole form (issue 21 item 10). The key holds the form's updated_at, which
 * every builder write bumps in its transaction (form-core.ts), so a changed form is never checked
 * against its old version. The options' counters in `detail` may be old: seats are taken by the
 * guarded UPDATEs (attendee-seats.ts), never from these figures. Treat the objects as read-only.
 */
export function createSubmitModelCache(now = () => Date.now()) {
  const entries = new LRUCache<string, { model: Promise<SubmitModel>; storedAt: number }>({
    max: MAX_ENTRIES,
  })
  return {
    read(form: FormRow, locale: Locale, load: () => Promise<FormDetail>): Promise<SubmitModel> {
      const key = `${form.id}:${form.updated_at.getTime()}:${locale}`
      const entry = entries.get(key)
      if (entry && now() - entry.storedAt <= TTL_MS) return entry.model
      const model = load().then((detail) => ({ detail, engine: formShapeSchema.parse(toEngineForm(detail)) }))
      entries.set(key, { model, storedAt: now() })
      // A failed load is not kept: the next submission tries again.
      model.catch(() => {
        if (entries.peek(key)?.model === model) entries.delete(key)
      })
      return model
    },
  }
}
