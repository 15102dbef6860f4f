import { useMemo } from 'react'
import { encode } from 'uqr'

/**
 * A QR code as SVG (uqr, no canvas): one path of the dark modules, crisp at any size and light enough
 * for the attendee's phone and the designer's preview alike.
 */
export function QrSvg({ value, size, label }: { value: string; size: number | string; label?: string }) {
  const { path, side } = useMemo(() => {
    const qr = encode(value, { ecc: 'M', border: 2 })
    let d = ''
    qr.data.forEach((row, y) => {
      row.forEach((dark, x) => {
        if (dark) d += `M${x} ${y}h1v1h-1z`
      })
    })
    return { path: d, side: qr.size }
  }, [value])
  return (
    <svg
      viewBox={`0 0 ${side} ${side}`}
      width={size}
      height={size}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      shapeRendering="crispEdges"
      style={{ display: 'block', background: '#fff' }}
    >
      <path d={path} fill="#000" />
    </svg>
  )
}
