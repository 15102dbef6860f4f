import type { RouteObject } from 'react-router'
import type { RouteHandle } from '../shared/routing/route-handle'
import { unbuiltRoute } from '../shared/routing/unbuilt-route'

/** Public standalone pages reached without login (staff-app.md section 2). */
export const publicRoutes: RouteObject[] = [
  {
    // Before the form's own path, so a claim link is never read as a slug and a personal code.
    path: 'web-form/claim/:code',
    handle: { layout: 'standalone', title: 'webForm', name: 'WebFormClaim' } satisfies RouteHandle,
    lazy: () => import('./web-form/claim-page').then((m) => ({ Component: m.ClaimPage })),
  },
  {
    // Before the form's own path too: a room mate's confirmation link (issue 21 item 4).
    path: 'web-form/room-mate/:code',
    handle: { layout: 'standalone', title: 'webForm', name: 'WebFormRoomMate' } satisfies RouteHandle,
    lazy: () => import('./web-form/room-mate-page').then((m) => ({ Component: m.RoomMatePage })),
  },
  {
    path: 'web-form/:slug/:pcode?',
    handle: { layout: 'standalone', title: 'webForm', name: 'WebForm' } satisfies RouteHandle,
    lazy: () => import('./web-form/web-form-page').then((m) => ({ Component: m.WebFormPage })),
  },
  unbuiltRoute('post-event-survey-form/:code', 'standalone', 'PostEventSurveyForm', { hideStoreBadge: true }),
  {
    path: 'client-review/:code',
    handle: { layout: 'standalone', title: 'clientReview', name: 'ClientReview' } satisfies RouteHandle,
    lazy: () => import('./client-review/client-review-page').then((m) => ({ Component: m.ClientReviewPage })),
  },
  unbuiltRoute('sponsor-review/:code', 'standalone', 'SponsorReview'),
  unbuiltRoute('judge-review/:code', 'standalone', 'JudgeReview'),
  {
    path: 'checkin/:code',
    handle: { layout: 'standalone', name: 'Checkin', hideStoreBadge: true } satisfies RouteHandle,
    lazy: () => import('./checkin/checkin-page').then((m) => ({ Component: m.CheckinPage })),
  },
  {
    // The attendee's declaration (issue 22 item 6): the declaration form through the web form's renderer.
    path: 'declaration/:code',
    handle: { layout: 'standalone', name: 'Declaration' } satisfies RouteHandle,
    lazy: () => import('./declaration/declaration-page').then((m) => ({ Component: m.DeclarationPage })),
  },
  {
    // The attendee's badge (issue 22 item 5): no store badge, like the check-in page.
    path: 'event-badge/:acode',
    handle: { layout: 'standalone', name: 'EventBadge', hideStoreBadge: true } satisfies RouteHandle,
    lazy: () => import('./event-badge/event-badge-page').then((m) => ({ Component: m.EventBadgePage })),
  },
  {
    // A project's photo upload link (issue 22 item 7). The store badge stays: staff-app.md hides it on
    // four pages only (PostEventSurveyForm, ApprovalDecision, Checkin, EventBadge).
    path: 'photo-uploader/:code',
    handle: { layout: 'standalone', name: 'PhotoUploader' } satisfies RouteHandle,
    lazy: () =>
      import('./photo-uploader/photo-uploader-page').then((m) => ({ Component: m.PhotoUploaderPage })),
  },
  {
    // /approves itself is a staff page (modules/approvals/approves.routes.tsx).
    path: 'approval-decision/:id/:person/:type',
    handle: {
      layout: 'standalone',
      title: 'approvalDecision',
      name: 'ApprovalDecision',
      hideStoreBadge: true,
    } satisfies RouteHandle,
    lazy: () =>
      import('./approval-decision/approval-decision-page').then((m) => ({
        Component: m.ApprovalDecisionPage,
      })),
  },
  {
    path: 'manuel-rsvp/:token/login',
    handle: { layout: 'standalone', name: 'ManuelRSVPLogin' } satisfies RouteHandle,
    lazy: () =>
      import('./manual-rsvp/manual-rsvp-login-page').then((m) => ({ Component: m.ManualRsvpLoginPage })),
  },
  /** Manual RSVP forms need the manual-RSVP session of their own; standalone. */
  {
    path: 'manuel-rsvp/form',
    handle: { layout: 'standalone', name: 'ManuelRSVPForm' } satisfies RouteHandle,
    lazy: () =>
      import('./manual-rsvp/manual-rsvp-list-page').then((m) => ({ Component: m.ManualRsvpListPage })),
  },
  {
    path: 'manuel-rsvp/form/:code',
    handle: { layout: 'standalone', name: 'ManuelRSVPForm' } satisfies RouteHandle,
    lazy: () =>
      import('./manual-rsvp/manual-rsvp-form-page').then((m) => ({ Component: m.ManualRsvpFormPage })),
  },
]

/** Catch-all customer form, then anything else. Registered last. */
export const catchAllRoutes: RouteObject[] = [
  {
    // The brief page; app routes outrank it (static segments first: app/router/customer-form-route.test.ts).
    path: ':slug/:ccode?',
    handle: { layout: 'standalone', title: 'webForm', name: 'CustomerForm' } satisfies RouteHandle,
    lazy: () => import('./brief/brief-page').then((m) => ({ Component: m.BriefPage })),
  },
  unbuiltRoute('*', 'standalone'),
]
