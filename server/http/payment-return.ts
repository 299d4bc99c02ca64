import { NextResponse, type NextRequest } from 'next/server'

/** Pages a payment provider sends the shopper back to (internal paths, see i18n/pathnames.ts). */
const RETURN_PAGES = /^\/[a-z]{4}\/[a-z]{2}\/(checkout\/payment-processing|activation\/success)\/$/
/** A provider's return form is a few kilobytes; anything larger is not one. */
const MAX_RETURN_BODY_BYTES = 16_384

/**
 * Some payment methods send the shopper back with an HTML form POST (Adyen: `redirectResult` or
 * `payload`, 3-D Secure 1: `MD` and `PaRes`) instead of a GET. Pages only answer GET, so the fields
 * move into the query of a 303 redirect to the same page, where the processing page reads them.
 * Returns null for every other request.
 */
export async function paymentReturnByPost(request: NextRequest, internalPath: string): Promise<NextResponse | null> {
  if (request.method !== 'POST' || !RETURN_PAGES.test(internalPath)) return null
  const type = request.headers.get('content-type') ?? ''
  const length = Number(request.headers.get('content-length') ?? 'NaN')
  if (!/^application\/x-www-form-urlencoded|^multipart\/form-data/i.test(type) || !(length <= MAX_RETURN_BODY_BYTES)) {
    return new NextResponse(null, { status: 400 })
  }
  const form = await request.formData().catch(() => null)
  if (!form) return new NextResponse(null, { status: 400 })
  const target = request.nextUrl.clone()
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string' && !target.searchParams.has(name)) target.searchParams.set(name, value)
  }
  return NextResponse.redirect(target, 303)
}
