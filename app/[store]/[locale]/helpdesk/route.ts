import { NextResponse } from 'next/server'
import { getStorefront, parseStorefrontCode } from '@/config/storefronts/resolve'
import { helpdeskUrl } from './helpdesk-url'

// The target comes from the environment at request time; nothing to cache.
export const dynamic = 'force-dynamic'

/** `/helpdesk/` (docs/rules/pages-and-seo.md): a temporary (307) redirect to the storefront's external help desk. */
export async function GET(_request: Request, { params }: { params: Promise<{ store: string; locale: string }> }) {
  const { store, locale } = await params
  const code = parseStorefrontCode(store)
  const storefront = code ? getStorefront(code) : null
  const language = storefront?.languages.find((lang) => lang === locale)
  if (!storefront || !language) return new NextResponse(null, { status: 404 })
  return NextResponse.redirect(helpdeskUrl(storefront, language), 307)
}
