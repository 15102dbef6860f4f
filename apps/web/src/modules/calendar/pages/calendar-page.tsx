import type { CalendarEvent, CalendarKind } from '@ajanda/contracts/calendar.contract'
import { defaultScopeValue } from '@ajanda/contracts/scope-options'
import type { DatesSetArg, EventClickArg, EventDropArg, EventInput } from '@fullcalendar/core'
import enLocale from '@fullcalendar/core/locales/en-gb'
import trLocale from '@fullcalendar/core/locales/tr'
import dayGridPlugin from '@fullcalendar/daygrid'
import interactionPlugin, { type DateClickArg } from '@fullcalendar/interaction'
import listPlugin from '@fullcalendar/list'
import FullCalendar from '@fullcalendar/react'
import timeGridPlugin from '@fullcalendar/timegrid'
import { Card, Group, LoadingOverlay, Stack, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import dayjs from 'dayjs'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import { hasBackOffice } from '../../../shared/session/back-office'
import { useMe } from '../../../shared/session/use-session'
import { ErrorAlert } from '../../../shared/ui/error-alert'
import { notifyError, notifySuccess } from '../../../shared/ui/notify'
import { ScopeUserPicker } from '../../../shared/ui/scope-user-picker'
import { openMeetingModal } from '../../meetings/meeting-modal-store'
import { isoMoment } from '../../requests/request-dates'
import { openTaskModal } from '../../tasks/task-modal-store'
import { scopeOptionsQueryOptions } from '../../users/users.api'
import {
  type CalendarFilters,
  type CalendarRange,
  calendarEventsQueryOptions,
  useMoveCalendarEvent,
} from '../calendar.api'
import { ALL_KINDS, CALENDAR_VIEWS, type CalendarView, eventTarget, KIND_COLORS } from '../calendar-kinds'
import { CalendarLegend } from '../components/calendar-legend'
import { CalendarToolbar } from '../components/calendar-toolbar'
import { CreateEntryModal, type EmptySlot } from '../components/create-entry-modal'
import classes from './calendar-page.module.css'

const NO_EVENTS: CalendarEvent[] = []

/** The contract's entry as FullCalendar's: the colour of its kind, draggable when the server says so. */
function toInput(event: CalendarEvent): EventInput {
  const color = KIND_COLORS[event.kind]
  return {
    id: event.id,
    title: event.title,
    start: event.start,
    end: event.end,
    allDay: event.all_day,
    editable: event.editable,
    backgroundColor: color,
    borderColor: color,
    textColor: '#ffffff',
    classNames: [`calendar-kind-${event.kind}`],
    extendedProps: { event },
  }
}

/**
 * /calendar: meetings, task deadlines, milestones, leaves, operations, inspections and project dates of
 * the caller's scope in month, week, day and agenda views; the legend filters kinds, the scoped picker
 * people. A click opens the entry (or offers a new meeting or task on an empty day); dragging a meeting
 * or task moves it on the server, and a refusal puts it back with the server's message.
 */
export function CalendarPage() {
  const { t, i18n } = useTranslation('calendar')
  const me = useMe()
  const navigate = useNavigate()
  const calendarRef = useRef<FullCalendar>(null)
  const [view, setView] = useState<CalendarView>('month')
  const [title, setTitle] = useState('')
  const [range, setRange] = useState<CalendarRange | null>(null)
  const [kinds, setKinds] = useState<CalendarKind[]>([...ALL_KINDS])
  const [user, setUser] = useState<string | null>(() => defaultScopeValue(me))
  const [slot, setSlot] = useState<EmptySlot | null>(null)
  const scopeGroups = useQuery({ ...scopeOptionsQueryOptions(), enabled: hasBackOffice(me) })
  const filters: CalendarFilters = { kinds, user }
  const events = useQuery({
    ...calendarEventsQueryOptions(range ?? { start: '', end: '' }, filters),
    enabled: range !== null && kinds.length > 0,
  })
  const move = useMoveCalendarEvent()
  // A meeting notification points here (`/calendar?meeting={id}`): open that meeting, once.
  const [params, setParams] = useSearchParams()
  const linkedMeeting = Number(params.get('meeting'))
  useEffect(() => {
    if (!Number.isInteger(linkedMeeting) || linkedMeeting <= 0) return
    openMeetingModal({ meetingId: linkedMeeting })
    setParams(
      (old) => {
        old.delete('meeting')
        return old
      },
      { replace: true },
    )
  }, [linkedMeeting, setParams])
  const shown = kinds.length > 0 ? (events.data ?? NO_EVENTS) : NO_EVENTS
  const inputs = useMemo(() => shown.map(toInput), [shown])

  const api = () => calendarRef.current?.getApi()
  const changeView = (next: CalendarView) => {
    setView(next)
    api()?.changeView(CALENDAR_VIEWS[next])
  }
  const onDatesSet = (info: DatesSetArg) => {
    setTitle(info.view.title)
    // FullCalendar calls this on every render of new dates; the same range keeps the same query.
    setRange((old) =>
      old?.start === info.startStr && old.end === info.endStr
        ? old
        : { start: info.startStr, end: info.endStr },
    )
  }
  const onEventClick = (info: EventClickArg) => {
    info.jsEvent.preventDefault()
    const target = eventTarget(info.event.extendedProps.event as CalendarEvent)
    if (target.type === 'meeting') openMeetingModal({ meetingId: target.meetingId })
    else if (target.type === 'task') openTaskModal({ taskId: target.taskId, milestone: target.milestone })
    else navigate(target.to)
  }
  const onDateClick = (info: DateClickArg) => setSlot({ date: info.date, allDay: info.allDay })
  const onEventDrop = (info: EventDropArg) => {
    const event = info.event.extendedProps.event as CalendarEvent
    const start = info.event.start
    const oldStart = info.oldEvent.start
    if (!start || !oldStart) return info.revert()
    move.mutate(
      { event, start, end: info.event.end, deltaMs: start.getTime() - oldStart.getTime() },
      {
        onSuccess: (answer) => notifySuccess(answer.message || t('moved')),
        onError: (error) => {
          info.revert()
          notifyError(error.message || t('moveFailed'))
        },
      },
    )
  }
  const newMeeting = (chosen: EmptySlot) => {
    setSlot(null)
    const start = chosen.allDay ? dayjs(chosen.date).hour(9) : dayjs(chosen.date)
    openMeetingModal({ defaults: { starts_at: isoMoment(start), ends_at: isoMoment(start.add(1, 'hour')) } })
  }
  const newTask = (chosen: EmptySlot) => {
    setSlot(null)
    // A bare day means that day's working hours (task-defaults.ts reads a 10-character value so).
    const value = chosen.allDay ? dayjs(chosen.date).format('YYYY-MM-DD') : isoMoment(dayjs(chosen.date))
    openTaskModal({
      defaults: chosen.allDay ? { starts_at: value, deadline_at: value } : { starts_at: value },
    })
  }

  return (
    <Stack gap="md">
      <Card withBorder radius="md" padding="lg">
        <Stack gap="md">
          <CalendarToolbar
            title={title}
            view={view}
            onView={changeView}
            onPrevious={() => api()?.prev()}
            onNext={() => api()?.next()}
            onToday={() => api()?.today()}
          />
          <Group align="flex-end" justify="space-between" wrap="wrap" gap="md">
            <CalendarLegend value={kinds} onChange={setKinds} />
            <ScopeUserPicker
              label={t('person')}
              groups={scopeGroups.data}
              value={user}
              onChange={setUser}
              loading={scopeGroups.isLoading}
              w={240}
            />
          </Group>
          {events.error && <ErrorAlert message={events.error.message || t('loadFailed')} />}
          <div
            className={classes.calendar}
            style={{ position: 'relative' }}
            data-testid="calendar"
            aria-busy={events.isFetching}
          >
            <LoadingOverlay
              visible={events.isFetching && !events.isPlaceholderData && !events.data}
              loaderProps={{ 'aria-label': t('loading') } as object}
            />
            <FullCalendar
              ref={calendarRef}
              plugins={[dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin]}
              initialView={CALENDAR_VIEWS[view]}
              locale={i18n.language === 'en' ? enLocale : trLocale}
              firstDay={1}
              headerToolbar={false}
              height="auto"
              events={inputs}
              eventInteractive
              eventDurationEditable={false}
              // No "+N more" popover: FullCalendar's link carries ARIA a link may not have; cells grow instead.
              dayMaxEvents={false}
              // The cells' aria-labelledby names them by a date text other than what they show (axe
              // label-content-name-mismatch); the day number inside already says the day.
              dayCellDidMount={(info) => info.el.removeAttribute('aria-labelledby')}
              nowIndicator
              slotMinTime="06:00:00"
              slotMaxTime="23:00:00"
              scrollTime="08:00:00"
              eventTimeFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
              slotLabelFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
              noEventsContent={t('noEvents')}
              datesSet={onDatesSet}
              eventClick={onEventClick}
              dateClick={onDateClick}
              eventDrop={onEventDrop}
            />
          </div>
          {!events.isFetching && range && shown.length === 0 && view !== 'agenda' && (
            <Text size="sm" c="dimmed" ta="center">
              {t('noEvents')}
            </Text>
          )}
        </Stack>
      </Card>
      <CreateEntryModal slot={slot} onClose={() => setSlot(null)} onMeeting={newMeeting} onTask={newTask} />
    </Stack>
  )
}
