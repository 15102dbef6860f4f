import sharp from 'sharp'

/**
 * A small JPEG made at test time (no binary fixtures), with EXIF GPS and camera tags when `gps` is set:
 * the server must store it without them.
 */
export async function testJpeg(
  options: { width?: number; height?: number; gps?: boolean; color?: string } = {},
) {
  const { width = 64, height = 48, gps = false, color = '#c0392b' } = options
  const image = sharp({ create: { width, height, channels: 3, background: color } })
  const withExif = gps
    ? image.withExif({
        IFD0: { Make: 'AjandaCam', Model: 'Test 1' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '41/1 0/1 0/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '29/1 0/1 0/1',
        },
      })
    : image
  return withExif.jpeg({ quality: 80 }).toBuffer()
}
