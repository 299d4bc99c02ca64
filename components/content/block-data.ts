import type { ContentBlockFieldsFragment, PageMetaFieldsFragment } from '@/graphql/generated/operations'
import type { ProductCardData } from '../catalog/product-card'

type Fragment<T extends ContentBlockFieldsFragment['__typename']> = Extract<ContentBlockFieldsFragment, { __typename: T }>

/**
 * A content block as the page components receive it: the API's fragment, except that a product
 * reference carries its formatted card (prices are formatted on the server, in the page's locale).
 */
export type ContentBlockData =
  | Fragment<'TitleBlock'> | Fragment<'ImageBodyBlock'> | Fragment<'ColoredBlock'> | Fragment<'ContactBlock'> | Fragment<'FaqBlock'>
  | Fragment<'TestimonialBlock'> | Fragment<'TitleWithImagesBlock'> | Fragment<'WithHandBlock'> | Fragment<'BlogBlock'>
  | { __typename: 'ProductReferenceBlock'; id: string; text: string | null; card: ProductCardData }

export type PageMetaData = PageMetaFieldsFragment

export interface ContentTexts {
  phone: string
  email: string
  hours: string
  address: string
  products: string
  readMore: string
  /** The mobile testimonials modal's trigger, title and close button. */
  testimonials: { open: string; title: string; close: string }
  /** Formatted publication dates by ISO date. */
  dates: Record<string, string>
}
