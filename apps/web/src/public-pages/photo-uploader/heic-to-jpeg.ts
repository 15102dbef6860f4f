/** A HEIC/HEIF photo by its type or, when the browser gives none (desktop Chrome does not), its name. */
export function isHeicFile(file: File): boolean {
  return /^image\/hei[cf](-sequence)?$/i.test(file.type) || /\.(heic|heif)$/i.test(file.name)
}

/**
 * A HEIC photo (an iPhone's own format) made a JPEG in the browser before it is sent: the server's image
 * library (sharp's prebuilt libvips) has no HEVC decoder, and most browsers cannot show HEIC either.
 * heic-to (libheif compiled to WebAssembly, about 3 MB) is loaded only when such a file is picked, as its
 * own chunk; its `csp` build runs libheif in a worker without eval (the page's CSP allows `blob:` workers).
 * Quality 0.92 keeps the photo close to the original; the server encodes it again anyway.
 */
export async function heicToJpeg(file: File): Promise<File> {
  const { heicTo } = await import('heic-to/csp')
  const jpeg = await heicTo({ blob: file, type: 'image/jpeg', quality: 0.92 })
  const name = /\.(heic|heif)$/i.test(file.name)
    ? file.name.replace(/\.(heic|heif)$/i, '.jpg')
    : `${file.name}.jpg`
  return new File([jpeg], name, { type: 'image/jpeg', lastModified: file.lastModified })
}
