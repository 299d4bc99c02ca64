import { createTranslator } from 'next-intl'
import type { BrandingAltKey, Language, Storefront } from '@/config/storefronts/types'
import { loadMessages } from './messages'

/**
 * The alt texts of a storefront's branding images in one language (docs/rules/storefronts.md branding): the registry
 * names what each image shows (`altKey`), the `branding.alt` messages say it in the page's language with the brand
 * name. Used where a branding image is rendered (store data logos, home hero, product page, doubler page).
 */
export async function brandingAltTexts(
  language: Language, storefront: Pick<Storefront, 'brandName' | 'country'>,
): Promise<(image: { altKey: BrandingAltKey }) => string> {
  const t = createTranslator({ locale: language, messages: await loadMessages(language, storefront.country), namespace: 'branding.alt' })
  return (image) => t(image.altKey, { brand: storefront.brandName })
}
