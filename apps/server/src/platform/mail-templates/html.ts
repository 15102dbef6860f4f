/**
 * The HTML around every mail: one table layout that mail clients render alike, the company's e-mail
 * logo on top. Everything that comes from data goes through escapeHtml; only this file writes markup.
 */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
}

export interface MailLayout {
  lang: 'tr' | 'en'
  companyName: string
  /** The company's e-mail logo (company settings, "email-logo"); the name is written when there is none. */
  emailLogoUrl: string | null
  /** Plain paragraphs, escaped here; line breaks kept. */
  paragraphs: string[]
  /** Label/value rows under the paragraphs (details of a notification). */
  facts?: Array<[string, string]>
  button?: { label: string; url: string }
  footer: string
}

/** Only http(s) links become hrefs, so a crafted value can never become a javascript: link. */
export function safeUrl(url: string): string {
  return /^https?:\/\//i.test(url) ? url : '#'
}

export function renderLayout(layout: MailLayout): string {
  const header = layout.emailLogoUrl
    ? `<img src="${escapeHtml(safeUrl(layout.emailLogoUrl))}" alt="${escapeHtml(layout.companyName)}" style="max-height:48px;max-width:200px;border:0">`
    : `<strong style="font-size:18px">${escapeHtml(layout.companyName)}</strong>`
  const paragraphs = layout.paragraphs
    .map((p) => `<p style="margin:0 0 16px">${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('')
  const facts = layout.facts?.length
    ? `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px">${layout.facts
        .map(
          ([label, value]) =>
            `<tr><td style="padding:2px 12px 2px 0;color:#666">${escapeHtml(label)}</td><td style="padding:2px 0">${escapeHtml(value)}</td></tr>`,
        )
        .join('')}</table>`
    : ''
  const button = layout.button
    ? `<p style="margin:0 0 16px"><a href="${escapeHtml(safeUrl(layout.button.url))}" style="display:inline-block;padding:10px 18px;background:#1f6feb;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(layout.button.label)}</a></p><p style="margin:0 0 16px;font-size:12px;color:#666;word-break:break-all">${escapeHtml(layout.button.url)}</p>`
    : ''
  return [
    `<!DOCTYPE html><html lang="${layout.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head>`,
    '<body style="margin:0;padding:0;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#222">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">',
    '<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;background:#fff;border-radius:6px">',
    `<tr><td style="padding:24px 24px 8px">${header}</td></tr>`,
    `<tr><td style="padding:16px 24px">${paragraphs}${facts}${button}</td></tr>`,
    `<tr><td style="padding:16px 24px;border-top:1px solid #eee;font-size:12px;color:#888">${escapeHtml(layout.footer)}</td></tr>`,
    '</table></td></tr></table></body></html>',
  ].join('')
}

/** The plain-text part of the same mail. */
export function renderText(layout: MailLayout): string {
  const parts = [...layout.paragraphs]
  if (layout.facts?.length) parts.push(layout.facts.map(([label, value]) => `${label}: ${value}`).join('\n'))
  if (layout.button) parts.push(`${layout.button.label}: ${layout.button.url}`)
  parts.push(`--\n${layout.footer}`)
  return parts.join('\n\n')
}

/** `{name}` placeholders; a missing value leaves an empty string rather than the placeholder. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '')
}
