import { pageContext, type RouteParams } from '../_lib/page-context'
import { NotFoundContent } from '../_lib/not-found-content'

// Cached once per storefront and language like every other page: the proxy rewrites every unknown
// URL to this one internal path, so unknown paths cannot fill the page cache, and a flood of junk
// addresses costs a cache read each instead of a full render.

/**
 * The 404 page (docs/rules/pages-and-seo.md `/404/`): every address no route matches, and, fetched
 * by the server (scripts/server/missing-page.mjs), every address whose page found no data. The proxy
 * answers these with status 404 itself and the page renders its content, rather than calling
 * notFound(): Next.js does not server-render a notFound() of a page rendered on demand (our root
 * layout is under a dynamic segment), which left crawlers and shoppers without JavaScript an empty
 * page. Its title comes from `../not-found.tsx`, as for every answer with status 404.
 */
export default async function NotFoundPage({ params }: { params: Promise<RouteParams> }) {
  const { storefront, language } = await pageContext(params)
  return <NotFoundContent storefront={storefront} language={language} />
}
