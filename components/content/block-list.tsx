import type { ReactNode } from 'react'
import type { ListSource } from '../analytics/data-layer'
import { ProductCard } from '../catalog/product-card'
import { ProductGrid } from '../catalog/product-grid'
import type { ContentBlockData, ContentTexts } from './block-data'
import { ColoredBlock } from './colored-block'
import { ContactBlock } from './contact-block'
import { FaqBlock } from './faq-block'
import { ImageBodyBlock } from './image-body-block'
import { TeaserCard, TeaserGrid } from './teaser-card'
import { Testimonials } from './testimonials'
import { TitleBlock } from './title-block'
import { TitleWithImagesBlock } from './title-with-images-block'
import { WithHandBlock } from './with-hand-block'

type ProductBlock = Extract<ContentBlockData, { __typename: 'ProductReferenceBlock' }>
type BlogBlock = Extract<ContentBlockData, { __typename: 'BlogBlock' }>
type TestimonialData = Extract<ContentBlockData, { __typename: 'TestimonialBlock' }>

/**
 * The blocks of a content page in order; the product cards report to analytics under `list` when the
 * page is a list source (landing pages). Consecutive product references share one product grid,
 * consecutive blog teasers one card grid and consecutive testimonials one run (the mobile testimonials
 * modal); every other kind renders on its own.
 */
export function BlockList({ blocks, texts, list }: { blocks: readonly ContentBlockData[]; texts: ContentTexts; list?: ListSource }) {
  const out: ReactNode[] = []
  for (let index = 0; index < blocks.length; index++) {
    const block = blocks[index]
    if (!block) continue
    if (block.__typename === 'TestimonialBlock') {
      const run: TestimonialData[] = []
      while (blocks[index]?.__typename === 'TestimonialBlock') run.push(blocks[index++] as TestimonialData)
      index--
      out.push(<Testimonials key={block.id} blocks={run} texts={texts.testimonials} />)
      continue
    }
    if (block.__typename === 'ProductReferenceBlock' || block.__typename === 'BlogBlock') {
      const run: ContentBlockData[] = []
      while (blocks[index]?.__typename === block.__typename) run.push(blocks[index++] as ContentBlockData)
      index--
      out.push(block.__typename === 'ProductReferenceBlock'
        ? <ProductRun key={block.id} blocks={run as ProductBlock[]} label={texts.products} list={list} />
        : <TeaserGrid key={block.id}>{(run as BlogBlock[]).map((teaser) => (
          <TeaserCard key={teaser.id} readMore={texts.readMore}
            teaser={{ href: teaser.path, title: teaser.title, text: teaser.excerpt, image: teaser.image ?? null, date: texts.dates[teaser.date] ?? teaser.date }} />
        ))}</TeaserGrid>)
      continue
    }
    out.push(<Block key={block.id} block={block} texts={texts} />)
  }
  return <>{out}</>
}

function ProductRun({ blocks, label, list }: { blocks: readonly ProductBlock[]; label: string; list: ListSource | undefined }) {
  return (
    <ProductGrid aria-label={label}>
      {blocks.map((block, index) => <ProductCard key={block.id} product={block.card} position={index + 1} list={list} />)}
    </ProductGrid>
  )
}

function Block({ block, texts }: { block: Exclude<ContentBlockData, ProductBlock | BlogBlock | TestimonialData>; texts: ContentTexts }) {
  switch (block.__typename) {
    case 'TitleBlock': return <TitleBlock block={block} />
    case 'ImageBodyBlock': return <ImageBodyBlock block={block} />
    case 'ColoredBlock': return <ColoredBlock block={block} />
    case 'ContactBlock': return <ContactBlock block={block} texts={texts} />
    case 'FaqBlock': return <FaqBlock block={block} />
    case 'TitleWithImagesBlock': return <TitleWithImagesBlock block={block} />
    case 'WithHandBlock': return <WithHandBlock block={block} />
  }
}
