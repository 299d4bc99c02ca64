import 'server-only'
import type { Metadata } from 'next'
import { storefrontOrigin } from '@/config/storefronts/urls'
import type { ProductDetailsFragment } from '@/graphql/generated/operations'
import { pageMetadata } from '../../_lib/metadata'
import type { PageContext } from '../../_lib/page-context'

/** Search snippets are cut around 160 characters; cut at a word instead of mid-word. */
const DESCRIPTION_LENGTH = 160

/**
 * Title, description, absolute canonical URL, hreflang alternates and robots of a product page (also
 * the choice card page, which has its own route), through pageMetadata like every other page; Open
 * Graph adds the card image.
 */
export function productMetadata(context: PageContext, product: Pick<ProductDetailsFragment, 'slug' | 'title' | 'description' | 'isChoiceCard' | 'image'>): Metadata {
  const description = clip(product.description, DESCRIPTION_LENGTH)
  const image = `${storefrontOrigin(context.storefront)}${product.image.url}`
  const metadata = pageMetadata({
    context,
    ...(product.isChoiceCard ? { route: 'choiceCard' as const } : { route: 'productDetail' as const, params: { product: product.slug } }),
    title: product.title,
    description,
  })
  return { ...metadata, openGraph: { ...metadata.openGraph, images: [{ url: image, alt: product.image.alt }] } }
}

export function clip(text: string, length: number): string {
  if (text.length <= length) return text
  const cut = text.slice(0, length - 1)
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), length / 2))}…`
}
