import fs from 'node:fs'
import QRCode from 'qrcode'

/**
 * A Y4M video (a text header, then frames of YUV 4:2:0 planes) that shows one QR code on white, for
 * Chromium's --use-file-for-fake-video-capture: the page's camera then "sees" the code.
 */
export function writeQrVideo(file: string, text: string, width = 640, height = 480, frames = 5): void {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' })
  const size = qr.modules.size
  const scale = Math.floor((Math.min(width, height) * 0.8) / (size + 8))
  const side = (size + 8) * scale
  const left = Math.floor((width - side) / 2) + 4 * scale
  const top = Math.floor((height - side) / 2) + 4 * scale
  const luma = Buffer.alloc(width * height, 235)
  for (let row = 0; row < size; row += 1) {
    for (let col = 0; col < size; col += 1) {
      if (!qr.modules.get(row, col)) continue
      for (let y = 0; y < scale; y += 1) {
        luma.fill(
          16,
          (top + row * scale + y) * width + left + col * scale,
          (top + row * scale + y) * width + left + (col + 1) * scale,
        )
      }
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2), 128)
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma])
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`)
  fs.writeFileSync(file, Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]))
}
