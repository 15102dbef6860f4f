import type { BadgeAttendee, BadgeElement } from '@ajanda/contracts/badges.contract'
import { VisuallyHidden } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Rnd } from 'react-rnd'
import { keyedChange, placedFromPixels } from '../badge-moves'
import { BadgeElementView } from './badge-element-view'

interface Props {
  width_mm: number
  height_mm: number
  elements: BadgeElement[]
  scale: number
  selected: string | null
  onSelect: (id: string | null) => void
  onChange: (element: BadgeElement) => void
  attendee: BadgeAttendee | null
  logoUrl: string | null
  /** A phone: a read-only preview (elements are edited in the properties panel). */
  readOnly: boolean
}

/**
 * The badge at scale: each element dragged and resized with the mouse (react-rnd), or focused and moved
 * with the arrow keys (Shift 5 mm, Alt resizes); positions are kept in millimetres.
 */
export function BadgeCanvas(props: Props) {
  const { t } = useTranslation('badges')
  const { scale, width_mm, height_mm, readOnly } = props
  const badge = { width_mm, height_mm }
  return (
    // biome-ignore lint/a11y/useSemanticElements: a drawing surface of positioned boxes, not a form group
    <div
      role="group"
      aria-label={t('canvas')}
      data-testid="badge-canvas"
      style={{
        position: 'relative',
        width: width_mm * scale,
        height: height_mm * scale,
        background: '#fff',
        boxShadow: '0 1px 6px rgba(0,0,0,.25)',
        flex: 'none',
      }}
      onPointerDown={(event) => {
        if (event.target === event.currentTarget) props.onSelect(null)
      }}
    >
      {props.elements.map((element) => {
        const selected = props.selected === element.id
        const name =
          element.type === 'field'
            ? t(`fields.${element.field}`)
            : element.type === 'text'
              ? element.text
              : ''
        return (
          <Rnd
            key={element.id}
            bounds="parent"
            size={{ width: element.width_mm * scale, height: element.height_mm * scale }}
            position={{ x: element.x_mm * scale, y: element.y_mm * scale }}
            disableDragging={readOnly}
            enableResizing={!readOnly && selected}
            onDragStart={() => props.onSelect(element.id)}
            onDragStop={(_event, data) =>
              props.onChange(
                placedFromPixels(
                  element,
                  {
                    x: data.x,
                    y: data.y,
                    width: element.width_mm * scale,
                    height: element.height_mm * scale,
                  },
                  scale,
                  badge,
                ),
              )
            }
            onResizeStop={(_event, _direction, ref, _delta, position) =>
              props.onChange(
                placedFromPixels(
                  element,
                  { x: position.x, y: position.y, width: ref.offsetWidth, height: ref.offsetHeight },
                  scale,
                  badge,
                ),
              )
            }
            style={{
              outline: selected ? '2px solid #228be6' : '1px dashed rgba(0,0,0,.2)',
              zIndex: selected ? 2 : 1,
            }}
          >
            {/* biome-ignore lint/a11y/useSemanticElements: a positioned box on a canvas, not a form button */}
            <div
              role="button"
              tabIndex={0}
              aria-pressed={selected}
              data-testid={`badge-element-${element.id}`}
              data-x-mm={element.x_mm}
              data-y-mm={element.y_mm}
              style={{ width: '100%', height: '100%', cursor: readOnly ? 'pointer' : 'move' }}
              onFocus={() => props.onSelect(element.id)}
              onClick={() => props.onSelect(element.id)}
              onKeyDown={(event) => {
                const next = keyedChange(
                  element,
                  event.key,
                  { shift: event.shiftKey, alt: event.altKey },
                  badge,
                )
                if (!next) return
                event.preventDefault()
                props.onChange(next)
              }}
            >
              {/* Named by a hidden text (its type and content), not aria-label: the preview drawn
                  inside (a sample or a real attendee's name) is visible text a label would have to
                  repeat (axe's label-content-name-mismatch), so the preview is hidden from readers. */}
              <VisuallyHidden>{t('elementLabel', { type: t(`types.${element.type}`), name })}</VisuallyHidden>
              <div aria-hidden style={{ width: '100%', height: '100%' }}>
                <BadgeElementView
                  element={element}
                  scale={scale}
                  attendee={props.attendee}
                  logoUrl={props.logoUrl}
                  sampleName={t('sample')}
                />
              </div>
            </div>
          </Rnd>
        )
      })}
    </div>
  )
}
