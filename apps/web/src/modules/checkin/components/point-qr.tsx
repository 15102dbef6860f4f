import { useEffect, useState } from 'react'

/** The point's link as a QR code (an SVG made in the browser by `qrcode`, loaded with the tab). */
export function PointQr({ url, label }: { url: string; label: string }) {
  const [svg, setSvg] = useState<string | null>(null)
  useEffect(() => {
    let live = true
    void import('qrcode').then((QRCode) =>
      QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }).then((text) => {
        if (live) setSvg(text)
      }),
    )
    return () => {
      live = false
    }
  }, [url])
  if (!svg) return null
  return (
    <img
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      alt={label}
      width={140}
      height={140}
      style={{ background: '#fff' }}
    />
  )
}
