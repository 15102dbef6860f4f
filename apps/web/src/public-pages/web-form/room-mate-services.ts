import type { Locale } from '@ajanda/contracts/common/locale'
import type { Webform } from '@ajanda/contracts/webform.contract'
import { ROOM_MATE_SEARCH_MIN, type WebformRoomMates } from '@ajanda/contracts/webform-room-mates.contract'
import { useDebouncedValue } from '@mantine/hooks'
import { useEffect, useMemo, useState } from 'react'
import { api } from '../../shared/api/api-client'
import type { FormRendererServices, RoomMateChoice } from '../../shared/form-renderer/form-renderer'
import type { WebformLink } from './web-form.api'

/** How long typing rests before the name search goes out. */
export const ROOM_MATE_SEARCH_DEBOUNCE_MS = 300

const NO_SERVICES: FormRendererServices = {}

export const fetchRoomMates = (
  link: WebformLink & { pcode: string },
  fieldId: number,
  search: string,
  locale: Locale,
  signal?: AbortSignal,
) =>
  api.get<WebformRoomMates>(
    `/webform/${encodeURIComponent(link.slug)}/${encodeURIComponent(link.pcode)}/room-mates`,
    { field: fieldId, locale, ...(search ? { search } : {}) },
    signal,
  )

/**
 * The room mates the public page lends the renderer (issue 21 item 4). Only a personal link knows who
 * chooses: a matched-list field loads its whole list once; a "anyone" field searches the registered
 * attendees by name as the person types (debounced, at least two letters). The saved mate's name
 * (when the form shows it) seeds the list, so the chosen one is shown before any search.
 */
export function useRoomMateServices(
  link: WebformLink,
  webform: Webform,
  locale: Locale,
): FormRendererServices {
  const pcode = link.pcode
  const fields = useMemo(
    () =>
      webform.form.sections
        .flatMap((section) => section.fields)
        .filter((field) => field.type === 'room_mates')
        .map((field) => ({ id: field.id, matched: field.room_mate_type === 'MACTHED_LIST_CHOOSE' })),
    [webform.form],
  )
  const [results, setResults] = useState<Record<number, readonly RoomMateChoice[]>>(() => {
    const mate = webform.attendee?.room_mate
    const seeded: Record<number, RoomMateChoice[]> = {}
    for (const field of fields) {
      const saved = webform.attendee?.answers[String(field.id)] as { attendee_id?: unknown } | undefined
      if (mate && typeof saved?.attendee_id === 'number')
        seeded[field.id] = [{ attendee_id: saved.attendee_id, name: mate.name }]
    }
    return seeded
  })
  const [searches, setSearches] = useState<Record<number, string>>({})
  const [debounced] = useDebouncedValue(searches, ROOM_MATE_SEARCH_DEBOUNCE_MS)

  // Matched lists: the whole list, once.
  useEffect(() => {
    if (!pcode) return
    const controller = new AbortController()
    for (const field of fields.filter((f) => f.matched))
      fetchRoomMates({ slug: link.slug, pcode }, field.id, '', locale, controller.signal)
        .then((body) => setResults((current) => ({ ...current, [field.id]: body.choices })))
        .catch(() => undefined)
    return () => controller.abort()
  }, [fields, link.slug, pcode, locale])

  // Anyone: the typed name, once typing rests.
  useEffect(() => {
    if (!pcode) return
    const controller = new AbortController()
    for (const [key, text] of Object.entries(debounced)) {
      const fieldId = Number(key)
      const search = text.trim()
      if (search.length < ROOM_MATE_SEARCH_MIN) continue
      fetchRoomMates({ slug: link.slug, pcode }, fieldId, search, locale, controller.signal)
        .then((body) => setResults((current) => ({ ...current, [fieldId]: body.choices })))
        .catch(() => undefined)
    }
    return () => controller.abort()
  }, [debounced, link.slug, pcode, locale])

  return useMemo(() => {
    if (!pcode || fields.length === 0) return NO_SERVICES
    return {
      roomMates: (fieldId: number) => results[fieldId] ?? [],
      searchRoomMates: (fieldId: number, search: string) =>
        setSearches((current) => (current[fieldId] === search ? current : { ...current, [fieldId]: search })),
    }
  }, [pcode, fields, results])
}
