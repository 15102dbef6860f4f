import { Anchor, AspectRatio, Divider, Image, Stack, Text, Title, Typography } from '@mantine/core'
import { createElement, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { asString, type FieldInputProps, propText } from '../field-input-props'

/** heading: the field's title as a heading, props.content under it. */
export function HeadingBlock(p: FieldInputProps) {
  const content = propText(p.props.content, p.locale)
  return (
    <Stack gap={4}>
      <Title order={3} c={p.field.title_colour ?? undefined}>
        {p.title}
      </Title>
      {content && <Text style={{ whiteSpace: 'pre-line' }}>{content}</Text>}
    </Stack>
  )
}

/** paragraph: props.content (the title when there is none). */
export function ParagraphBlock(p: FieldInputProps) {
  const content = propText(p.props.content, p.locale) || p.title
  return (
    <Text c={p.field.title_colour ?? undefined} style={{ whiteSpace: 'pre-line' }}>
      {content}
    </Text>
  )
}

/** banner: a wide image (props.url) with props.content under it. */
export function BannerBlock(p: FieldInputProps) {
  const url = asString(p.props.url)
  const content = propText(p.props.content, p.locale)
  return (
    <Stack gap="xs">
      {url && <Image src={url} alt={p.title} radius="md" mah={240} fit="cover" />}
      {content && <Text style={{ whiteSpace: 'pre-line' }}>{content}</Text>}
    </Stack>
  )
}

export function ImageBlock(p: FieldInputProps) {
  const url = asString(p.props.url)
  return url ? <Image src={url} alt={p.title} radius="sm" maw="100%" fit="contain" /> : null
}

export function DividerBlock() {
  return <Divider my="xs" />
}

/** A YouTube or Vimeo page address as its embeddable player; other addresses are played as files. */
export function embedUrl(url: string): string | null {
  const youtube = /(?:youtube\.com\/(?:watch\?(?:.*&)?v=|embed\/|shorts\/)|youtu\.be\/)([\w-]{6,20})/.exec(
    url,
  )
  if (youtube) return `https://www.youtube-nocookie.com/embed/${youtube[1]}`
  const vimeo = /vimeo\.com\/(?:video\/)?(\d{4,12})/.exec(url)
  if (vimeo) return `https://player.vimeo.com/video/${vimeo[1]}`
  return null
}

export function VideoBlock(p: FieldInputProps) {
  const url = asString(p.props.url)
  if (!url) return null
  const embed = embedUrl(url)
  return (
    <Stack gap={4}>
      <Text fw={500} size="sm">
        {p.title}
      </Text>
      <AspectRatio ratio={16 / 9}>
        {embed ? (
          <iframe
            src={embed}
            title={p.title}
            allow="encrypted-media; picture-in-picture; fullscreen"
            style={{ border: 0 }}
          />
        ) : (
          // biome-ignore lint/a11y/useMediaCaption: the form's author supplies the video, with captions or not
          <video src={url} controls title={p.title} />
        )}
      </AspectRatio>
    </Stack>
  )
}

export function PdfBlock(p: FieldInputProps) {
  const { t } = useTranslation('formRenderer', { lng: p.locale })
  const url = asString(p.props.url)
  if (!url) return null
  return (
    <Stack gap={4}>
      <Text fw={500} size="sm">
        {p.title}
      </Text>
      <iframe src={url} title={p.title} style={{ width: '100%', height: 420, border: 0 }} />
      <Anchor href={url} target="_blank" rel="noopener noreferrer" size="sm">
        {t('pdf.open')}
      </Anchor>
    </Stack>
  )
}

/** html: the author's rich text, rebuilt as React elements from a short list of safe tags. */
export function HtmlBlock(p: FieldInputProps) {
  const content = propText(p.props.content, p.locale)
  if (!content) return null
  return <Typography>{safeHtml(content)}</Typography>
}

const ALLOWED_TAGS = new Set([
  'p',
  'br',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'ul',
  'ol',
  'li',
  'a',
  'h2',
  'h3',
  'h4',
  'blockquote',
  'span',
  'div',
  'hr',
  'small',
  'sub',
  'sup',
])
const DROPPED_WITH_CONTENT = new Set(['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript'])
const SAFE_LINK = /^(https?:|mailto:|tel:)/i

/**
 * The allowed tags of an HTML text as React elements: no attributes but a link's http(s)/mailto/tel
 * address (opened in a new tab), scripts and styles dropped with their content, other tags unwrapped.
 */
export function safeHtml(html: string): ReactNode[] {
  if (typeof DOMParser === 'undefined') return [html]
  const body = new DOMParser().parseFromString(html, 'text/html').body
  return convertChildren(body, 'h')
}

function convertChildren(node: Node, prefix: string): ReactNode[] {
  const out: ReactNode[] = []
  node.childNodes.forEach((child, index) => {
    const converted = convert(child, `${prefix}-${index}`)
    if (Array.isArray(converted)) out.push(...converted)
    else if (converted !== null) out.push(converted)
  })
  return out
}

function convert(node: Node, key: string): ReactNode | ReactNode[] | null {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent
  if (node.nodeType !== Node.ELEMENT_NODE) return null
  const tag = (node as Element).tagName.toLowerCase()
  if (DROPPED_WITH_CONTENT.has(tag)) return null
  const children = convertChildren(node, key)
  if (!ALLOWED_TAGS.has(tag)) return children
  if (tag === 'br' || tag === 'hr') return createElement(tag, { key })
  if (tag === 'a') {
    const href = (node as Element).getAttribute('href')?.trim() ?? ''
    if (!SAFE_LINK.test(href)) return children
    return createElement('a', { key, href, target: '_blank', rel: 'noopener noreferrer' }, ...children)
  }
  return createElement(tag, { key }, ...children)
}
