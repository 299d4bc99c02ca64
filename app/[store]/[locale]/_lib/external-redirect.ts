import { NextResponse } from 'next/server'
import { getStorefront, parseStorefrontCode } from '@/config/storefronts/resolve'
import type { Language, Storefront } from '@/config/storefronts/types'

type Params = { params: Promise<{ store: string; locale: string }> }

/**
 * A route that answers a temporary (307) redirect to an external address of the storefront and
 * language (docs/rules/pages-and-seo.md external redirects); 404 for a storefront or language the proxy never produces.
 * Temporary, so a changed target is followed at once.
 */
export function externalRedirect(target: (storefront: Storefront, language: Language) => string) {
  return async function GET(_request: Request, { params }: Params): Promise<NextResponse> {
    const { store, locale } = await params
    const code = parseStorefrontCode(store)
    const storefront = code ? getStorefront(code) : null
    const language = storefront?.languages.find((lang) => lang === locale)
    if (!storefront || !language) return new NextResponse(null, { status: 404 })
    return NextResponse.redirect(target(storefront, language), 307)
  }
}
