import type { BadgeAttendee, BadgeElement } from '@ajanda/contracts/badges.contract'
import { QrSvg } from '../../../public-pages/event-badge/qr-svg'

/** Points to millimetres: a 12 pt line is about 4.2 mm tall on the badge. */
const MM_PER_PT = 25.4 / 72

/** One element as the badge shows it at `scale` pixels per millimetre, with a real attendee's data. */
export function BadgeElementView({
  element,
  scale,
  attendee,
  logoUrl,
  sampleName,
}: {
  element: BadgeElement
  scale: number
  attendee: BadgeAttendee | null
  logoUrl: string | null
  sampleName: string
}) {
  const box = { width: '100%', height: '100%', overflow: 'hidden' } as const
  switch (element.type) {
    case 'field':
    case 'text': {
      const text =
        element.type === 'text'
          ? element.text
          : (attendee?.values[element.field] ??
            (element.field === 'full_name' ? sampleName : `{${element.field}}`))
      return (
        <div
          style={{
            ...box,
            fontSize: element.font_size_pt * MM_PER_PT * scale,
            fontWeight: element.bold ? 700 : 400,
            textAlign: element.align,
            color: element.color,
            lineHeight: 1.2,
            overflowWrap: 'anywhere',
          }}
        >
          {text}
        </div>
      )
    }
    case 'band': {
      const color =
        element.colors.find((entry) => attendee?.list_ids.includes(entry.list_id))?.color ??
        element.default_color ??
        'transparent'
      return <div style={{ ...box, background: color }} />
    }
    case 'logo':
    case 'image': {
      const src = element.type === 'logo' ? logoUrl : element.url
      return src ? (
        <img src={src} alt="" style={{ ...box, objectFit: 'contain' }} draggable={false} />
      ) : (
        <div style={{ ...box, border: '1px dashed #999' }} />
      )
    }
    case 'qr':
      return (
        <div style={{ ...box, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
          <div style={{ width: Math.min(element.width_mm, element.height_mm) * scale }}>
            <QrSvg value={attendee?.acode ?? 'AJANDA-ORNEK-KOD'} size="100%" />
          </div>
        </div>
      )
  }
}
