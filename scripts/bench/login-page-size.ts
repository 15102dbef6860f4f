import zlib from 'node:zlib'
import { chromium } from '@playwright/test'

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/** Opens /login in Chromium and adds up the gzipped size of every script the page loaded. */
export async function measureLoginPageJs(baseUrl: string): Promise<{ files: number; gzipBytes: number }> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS })
  try {
    const page = await browser.newPage()
    const scripts = new Map<string, Buffer>()
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') scripts.set(response.url(), await response.body())
    })
    await page.goto(`${baseUrl}/login`, { waitUntil: 'networkidle' })
    let gzipBytes = 0
    for (const body of scripts.values()) gzipBytes += zlib.gzipSync(body, { level: 9 }).length
    return { files: scripts.size, gzipBytes }
  } finally {
    await browser.close()
  }
}
