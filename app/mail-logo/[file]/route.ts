/**
 * GET /mail-logo/<store>.png: the storefront's logo as a PNG for its e-mails (most mail clients refuse
 * SVG). Prerendered for every storefront at build; the name has an extension, so the proxy passes it by.
 */
import { getStorefront } from '@/config/storefronts/resolve'
import { STOREFRONT_CODES } from '@/config/storefronts/types'
import { mailLogoFileName } from '@/server/services/mail/mail-logo'
import { mailLogoPng } from '@/server/services/mail/mail-logo-png'

export const dynamic = 'force-static'
export const dynamicParams = false

export function generateStaticParams(): Array<{ file: string }> {
  return STOREFRONT_CODES.map((code) => ({ file: mailLogoFileName({ code }) }))
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const { file } = await params
  const code = STOREFRONT_CODES.find((candidate) => mailLogoFileName({ code: candidate }) === file)
  if (!code) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
  return new Response(new Uint8Array(mailLogoPng(getStorefront(code))), {
    headers: { 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=86400', 'X-Content-Type-Options': 'nosniff' },
  })
}
