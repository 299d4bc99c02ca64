/**
 * Just enough of a MIME reader for the tests that read mails (received over SMTP, or the e2e server's
 * .eml files): the top-level headers (unfolded, encoded words decoded) and every leaf part's headers,
 * content type and decoded content.
 */

export interface MimePart {
  contentType: string
  /** Lower-case names. */
  headers: Map<string, string>
  /** The decoded content (base64 or quoted-printable undone). */
  bytes: Buffer
  /** The same as UTF-8 text. */
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
  const bytes = decodeBody(body, headers.get('content-transfer-encoding'))
  return [{ contentType: contentType.split(';')[0]!.trim().toLowerCase(), headers, bytes, body: bytes.toString('utf8') }]
}

function decodeBody(body: string, encoding = '7bit'): Buffer {
  switch (encoding.toLowerCase()) {
    case 'base64': return Buffer.from(body.replace(/\s+/g, ''), 'base64')
    case 'quoted-printable': return quotedPrintable(body.replace(/=\n/g, ''))
    default: return Buffer.from(body, 'utf8')
  }
}

function quotedPrintable(text: string): Buffer {
  const bytes: number[] = []
  for (let i = 0; i < text.length; i++) {
    const hex = text[i] === '=' ? text.slice(i + 1, i + 3) : ''
    if (/^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16))
      i += 2
    } else bytes.push(...Buffer.from(text[i]!, 'utf8'))
  }
  return Buffer.from(bytes)
}

/** RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`), as nodemailer writes non-ASCII headers. */
function decodeWords(value: string): string {
  return value.replace(/\?=\s+=\?/g, '?==?').replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_all, _charset: string, kind: string, text: string) =>
    kind.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : quotedPrintable(text.replace(/_/g, ' ')).toString('utf8'))
}
