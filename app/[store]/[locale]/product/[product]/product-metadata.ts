import 'server-only'
import type { Metadata } from 'next'
import { storefrontOrigin } from '@/config/storefronts/urls'
import type { ProductDetailsFragment } from '@/graphql/generated/operations'
import type { PageContext } from '../../_lib/page-context'

/** Search snippets are cut around 160 characters; cut at a word instead of mid-word. */
const DESCRIPTION_LENGTH = 160

/** Title, description and canonical URL of a product page (also the choice card page). */
export function productMetadata(context: PageContext, product: ProductDetailsFragment): Metadata {
  const description = clip(product.description, DESCRIPTION_LENGTH)
  const image = `${storefrontOrigin(context.storefront)}${product.image.url}`
  return {
    title: product.title,
    description,
    alternates: { canonical: product.path },
    openGraph: { title: product.title, description, url: product.path, images: [{ url: image, alt: product.image.alt }] },
  }
}

function clip(text: string, length: number): string {
  if (text.length <= length) return text
  const cut = text.slice(0, length - 1)
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), length / 2))}…`
}
