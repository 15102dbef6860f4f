import { Alert, Button, Stack } from '@mantine/core'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'

/** Between two reads of the video: fast enough to feel instant, light on a phone's battery. */
const READ_EVERY_MS = 120
/** The same code again within this time is the same person still in front of the camera. */
const SAME_CODE_MS = 10_000

/**
 * The ZXing WebAssembly reader (barcode-detector's ponyfill), with its .wasm served from the app's
 * own /assets/ (never a CDN: the page must work offline and on a closed network). Loaded on first use.
 */
async function loadDetector() {
  const [{ BarcodeDetector, prepareZXingModule }, { default: wasmUrl }] = await Promise.all([
    import('barcode-detector/ponyfill'),
    import('zxing-wasm/reader/zxing_reader.wasm?url'),
  ])
  prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path),
    },
  })
  return new BarcodeDetector({ formats: ['qr_code'] })
}

/** The camera and its QR reading; `onCode` gets each new code read. */
export function QrCamera({ onCode }: { onCode: (code: string) => void }) {
  const { t } = useTranslation('checkin')
  const video = useRef<HTMLVideoElement>(null)
  const [on, setOn] = useState(false)
  const [failed, setFailed] = useState(false)
  const latest = useRef(onCode)
  latest.current = onCode

  useEffect(() => {
    if (!on) return
    let stopped = false
    let stream: MediaStream | null = null
    let last = { code: '', at: 0 }
    ;(async () => {
      try {
        const [detector, media] = await Promise.all([
          loadDetector(),
          navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false }),
        ])
        stream = media
        if (stopped || !video.current) return
        video.current.srcObject = media
        await video.current.play()
        while (!stopped) {
          const element = video.current
          if (element && element.readyState >= 2) {
            const codes = await detector.detect(element).catch(() => [])
            const code = codes[0]?.rawValue
            const now = Date.now()
            if (code && (code !== last.code || now - last.at > SAME_CODE_MS)) {
              last = { code, at: now }
              latest.current(code)
            } else if (code) last.at = now
          }
          await new Promise((resolve) => setTimeout(resolve, READ_EVERY_MS))
        }
      } catch {
        if (!stopped) {
          setFailed(true)
          setOn(false)
        }
      }
    })()
    return () => {
      stopped = true
      for (const track of stream?.getTracks() ?? []) track.stop()
    }
  }, [on])

  return (
    <Stack gap="xs">
      {failed && (
        <Alert color="orange" role="alert">
          {t('cameraFailed')}
        </Alert>
      )}
      {on && (
        <video
          ref={video}
          muted
          playsInline
          aria-label={t('camera')}
          style={{ width: '100%', maxHeight: 280, objectFit: 'cover', borderRadius: 8, background: '#000' }}
        />
      )}
      <Button
        variant={on ? 'default' : 'filled'}
        onClick={() => {
          setFailed(false)
          setOn((value) => !value)
        }}
      >
        {on ? t('stopCamera') : t('startCamera')}
      </Button>
    </Stack>
  )
}
