import type { Area } from 'react-easy-crop'

export const AVATAR_SIZE = 300

/** PNG stays PNG (transparency); everything else becomes JPEG. */
export function outputType(sourceDataUrl: string): 'image/png' | 'image/jpeg' {
  return sourceDataUrl.startsWith('data:image/png') ? 'image/png' : 'image/jpeg'
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image()
    image.onload = () => resolve(image)
    image.onerror = () => reject(new Error('image-load-failed'))
    image.src = src
  })
}

/** Draws the chosen square of the source into a 300x300 canvas and returns it as a data URL. */
export async function cropToDataUrl(source: string, area: Area, size: number = AVATAR_SIZE): Promise<string> {
  const image = await loadImage(source)
  const canvas = document.createElement('canvas')
  canvas.width = size
  canvas.height = size
  const context = canvas.getContext('2d')
  if (!context) throw new Error('canvas-unsupported')
  context.imageSmoothingQuality = 'high'
  const type = outputType(source)
  if (type === 'image/jpeg') {
    context.fillStyle = '#ffffff'
    context.fillRect(0, 0, size, size)
  }
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, size, size)
  return canvas.toDataURL(type, 0.9)
}

export function readFileAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.onerror = () => reject(reader.error ?? new Error('file-read-failed'))
    reader.readAsDataURL(file)
  })
}
