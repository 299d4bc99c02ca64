/**
 * Just enough of a MIME reader for the tests that receive mail over SMTP: the top-level headers
 * (unfolded, encoded words decoded) and every leaf part's content type and decoded text.
 */

export interface MimePart {
  contentType: string
  body: string
}

export interface MimeMessage {
  headers: Map<string, string>
  parts: MimePart[]
}

export function parseMime(raw: string): MimeMessage {
  const { headers, body } = split(raw.replace(/\r\n/g, '\n'))
  return { headers, parts: leaves(headers, body) }
}

function split(text: string): { headers: Map<string, string>; body: string } {
  const end = text.indexOf('\n\n')
  const head = end < 0 ? text : text.slice(0, end)
  const headers = new Map<string, string>()
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':')
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), decodeWords(line.slice(colon + 1).trim()))
  }
  return { headers, body: end < 0 ? '' : text.slice(end + 2) }
}

function leaves(headers: Map<string, string>, body: string): MimePart[] {
  const contentType = headers.get('content-type') ?? 'text/plain'
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1]
  if (contentType.toLowerCase().startsWith('multipart/') && boundary) {
    const sections = body.split(`--${boundary}`).slice(1)
    return sections.filter((section) => !section.startsWith('--')).flatMap((section) => {
      const part = split(section.replace(/^\n/, ''))
      return leaves(part.headers, part.body)
    })
  }
  return [{ contentType: contentType.split(';')[0]!.trim().toLowerCase(), body: decodeBody(body, headers.get('content-transfer-encoding')) }]
}

function decodeBody(body: string, encoding = '7bit'): string {
  switch (encoding.toLowerCase()) {
    case 'base64': return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
    case 'quoted-printable': return quotedPrintable(body.replace(/=\n/g, ''))
    default: return body
  }
}

function quotedPrintable(text: string): string {
  const bytes: number[] = []
  for (let i = 0; i < text.length; i++) {
    const hex = text[i] === '=' ? text.slice(i + 1, i + 3) : ''
    if (/^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16))
      i += 2
    } else bytes.push(...Buffer.from(text[i]!, 'utf8'))
  }
  return Buffer.from(bytes).toString('utf8')
}

/** RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`), as nodemailer writes non-ASCII headers. */
function decodeWords(value: string): string {
  return value.replace(/\?=\s+=\?/g, '?==?').replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_all, _charset: string, kind: string, text: string) =>
    kind.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : quotedPrintable(text.replace(/_/g, ' ')))
}
