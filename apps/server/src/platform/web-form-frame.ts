/**
 * The web form's first paint, written by the server into web-form.html's #web-form-frame
 * (decisions/0034, third step): the page's frame with the company's name and colours, and the form's
 * name (the page's h1, its largest text) and project in the card, drawn by web-form.html's inline rules
 * at the sizes the page renders them. On a slow phone link the name shows as soon as the HTML is in,
 * about a second before the page's scripts and Mantine's stylesheet have come and run. The page
 * renders into #root and removes the frame in the same task; its heading lands where the frame's was.
 */

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char)

/** A colour as the branding settings hold it, safe inside a style attribute: hex, a name, rgb(). */
const SAFE_COLOUR = /^(#[0-9a-f]{3,8}|[a-z]{3,20}|rgba?\([\d\s.,%]+\))$/i

const text = (value: unknown): string => (typeof value === 'string' ? value : '')

function brandStrip(branding: Record<string, unknown>): string {
  const main = text(branding.main_color).trim()
  const colours = [main, text(branding.secondary_color).trim() || main].filter(Boolean)
  // The page draws the strip from the same two colours (web-form-header.tsx); an odd value is left
  // to it rather than written into CSS here.
  if (colours.length === 0 || !colours.every((colour) => SAFE_COLOUR.test(colour))) return ''
  return `<div class="wf-shell-strip" style="background: linear-gradient(90deg, ${colours.join(', ')})"></div>`
}

/**
 * The frame's HTML for GET /webform's answer, or '' when it has no form name (the page then paints
 * on its own, as before). Every text is HTML-escaped.
 */
export function webFormFrame(answer: unknown): string {
  const body = (answer ?? {}) as { form?: { name?: unknown }; project?: { name?: unknown } | null }
  const title = text(body.form?.name)
  if (!title) return ''
  const branding = ((answer as { branding?: unknown }).branding ?? {}) as Record<string, unknown>
  const company = text(branding.company_name)
  const project = text(body.project?.name)
  return [
    '<main class="wf-shell"><div class="wf-shell-column"><header>',
    brandStrip(branding),
    `<div class="wf-shell-brand"><div class="wf-shell-logo"></div><p class="wf-shell-company">${escapeHtml(company)}</p></div>`,
    '</header><div class="wf-shell-card"><div class="wf-shell-heading">',
    `<h1>${escapeHtml(title)}</h1>`,
    project ? `<p>${escapeHtml(project)}</p>` : '',
    '</div></div></div></main>',
  ].join('')
}
