import type { Metadata } from 'next'
import { PageContainer } from '@/components/layout/page-container'
import { pageContext, type RouteParams } from '../_lib/page-context'
import { pageMetadata } from '../_lib/metadata'

/**
 * The bench's baseline page (docs/performance.md "Static page baseline"): the storefront's proxy, layout
 * and metadata, and a body of static text, so the bench can tell what a catalogue page costs beyond the
 * chrome every page carries. Rendered once per storefront and language, then served from the page cache.
 */
export const dynamic = 'force-static'

export async function generateMetadata({ params }: { params: Promise<RouteParams> }): Promise<Metadata> {
  return pageMetadata({
    context: await pageContext(params),
    route: 'benchStatic',
    title: 'Benchmark baseline',
    robots: { noindex: true, nofollow: true },
  })
}

export default async function BenchStaticPage({ params }: { params: Promise<RouteParams> }) {
  await pageContext(params)
  return (
    <PageContainer>
      {/* Not a shopper's page, so not translated; marked English for screen readers. */}
      <div lang="en">
        <h1>Benchmark baseline</h1>
        <p>This page has the layout of every page and no data of its own.</p>
      </div>
    </PageContainer>
  )
}
