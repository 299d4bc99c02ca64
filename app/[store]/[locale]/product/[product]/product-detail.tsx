import 'server-only'
import type { ReactNode } from 'react'
import { TrackViewItem } from '@/components/analytics/track-view-item'
import { preload } from 'react-dom'
import { getTranslations } from 'next-intl/server'
import { PageContainer } from '@/components/layout/page-container'
import { AlternativeChoice } from '@/components/product/alternative-choice'
import { PriceForm } from '@/components/product/price-form'
import { toVariationOptions } from '@/components/product/price-form-model'
import {
  Artwork, Badge, Badges, CauseBadge, Lead, ProductLayout, Promotions, PurchasePanel, Section, VatNote,
} from '@/components/product/product-layout'
import { readableTextColour } from '@/components/product/readable-text-colour'
import { storefrontOrigin } from '@/config/storefronts/urls'
import type { ProductDetailsFragment } from '@/graphql/generated/operations'
import { isRouteName, localizePath } from '@/i18n/localize'
import { brandingAltTexts } from '@/i18n/branding-alt'
import { BreadcrumbTrail } from '../../_lib/breadcrumb-trail'
import type { PageContext } from '../../_lib/page-context'
import { LabelIcon, isLabelIcon } from '@/components/catalog/label-icon'
import { priceFormTexts } from './price-form-texts'
import { productJsonLd, serializeJsonLd } from './product-json-ld'

/**
 * The product page body shared by the product detail route and the choice gift card page: breadcrumb,
 * artwork, title, price form, description, the storefront's PDP blocks and the Product structured data.
 * `children` holds what one kind of product adds below the description (the choice card's brands).
 */
export async function ProductDetail({ context, product, children }: { context: PageContext; product: ProductDetailsFragment; children?: ReactNode }) {
  const { storefront, language, locale } = context
  const t = await getTranslations({ locale: language })
  const path = (route: Parameters<typeof localizePath>[0]) => localizePath(route, {}, language, storefront.defaultLanguage)
  const options = toVariationOptions(product)
  const isDonation = product.productType === 'DONATION'
  const linkTarget = (target: string) => (isRouteName(target) ? path(target) : target)
  const alt = await brandingAltTexts(language, storefront)

  const cheapest = [product.digitalVariationConfig?.minPrice, product.physicalVariationConfig?.minPrice]
    .filter((money): money is NonNullable<typeof money> => Boolean(money))
    .sort((a, b) => a.value - b.value)[0]
  preload(product.image.url, { as: 'image', fetchPriority: 'high' })
  return (
    <PageContainer id="main">
      <TrackViewItem item={{ item_id: product.id, item_name: product.title, price: cheapest?.value, currency: cheapest?.currency }} />
      <BreadcrumbTrail context={context} items={[{ name: t('listing.title'), href: path('productListing') }, { name: product.title, href: product.path }]} />
      <ProductLayout>
        <Artwork $shadow={product.showShadow} style={{ background: product.backgroundColor }}>
          {/* Generated SVG artwork: nothing to optimise, but it is the page's largest image, so it is
              preloaded (above) and fetched first. A plain img: next/image would ship its client code. */}
          {/* eslint-disable-next-line @next/next/no-img-element -- generated SVG art needs no optimisation */}
          <img src={product.image.url} alt={product.image.alt} width={400} height={252} fetchPriority="high" decoding="async" />
        </Artwork>
        <PurchasePanel>
          <h1>{product.title}</h1>
          {(product.label || isDonation) && (
            <Badges>
              {product.label && (
                <Badge style={{ background: product.label.color, color: readableTextColour(product.label.color) }}>
                  {isLabelIcon(product.label.icon) && <LabelIcon name={product.label.icon} />}
                  {product.label.title}
                </Badge>
              )}
              {isDonation && <CauseBadge>{t('product.donationCause')}</CauseBadge>}
            </Badges>
          )}
          {isDonation && <Lead>{t('product.donationText')}</Lead>}
          {product.isChoiceCard && <Lead>{t('product.choiceCardText', { count: storefront.catalogueSize })}</Lead>}
          <PriceForm
            options={options}
            locale={locale}
            texts={await priceFormTexts(product, options, language, locale)}
            shopper={context.shopper}
            product={{ id: product.id, title: product.title }}
            basketHref={path('basket')}
          />
          <VatNote>{t('common.vatExempt')}</VatNote>
          {!product.isChoiceCard && (
            <AlternativeChoice
              image={{ src: storefront.branding.alternativeChoiceAllInOne.src, alt: alt(storefront.branding.alternativeChoiceAllInOne) }}
              href={linkTarget(storefront.branding.alternativeChoiceAllInOne.href ?? 'choiceCard')}
              texts={{
                open: t('product.alternativeChoiceOpen'),
                title: t('product.choiceCard'),
                text: t('product.choiceCardText', { count: storefront.catalogueSize }),
                swap: t('product.choiceCardSwap'),
                link: t('product.alternativeChoiceLink'),
                close: t('common.close'),
              }}
            />
          )}
        </PurchasePanel>
      </ProductLayout>

      <Section aria-labelledby="product-description">
        <h2 id="product-description">{t('product.description')}</h2>
        <p>{product.description}</p>
      </Section>
      {children}
      <PdpBlocks context={context} product={product} />
      <script
        type="application/ld+json"
        // Escaped by serializeJsonLd: no text of the product can close the script element.
        dangerouslySetInnerHTML={{ __html: serializeJsonLd(structuredData(context, product)) }}
      />
    </PageContainer>
  )
}

/**
 * The storefront's product-page blocks (docs/rules/catalogue.md branding): the featured block (the choice card, not
 * shown on the choice card itself), the promotion block and the business block. Their artwork is
 * decorative: the translated link text says where each leads.
 */
async function PdpBlocks({ context, product }: { context: PageContext; product: ProductDetailsFragment }) {
  const { storefront, language } = context
  const t = await getTranslations({ locale: language })
  const { branding } = storefront
  const href = (target: string) => (isRouteName(target) ? localizePath(target, {}, language, storefront.defaultLanguage) : target)
  const img = (src: string, width = 600, height = 200) => (
    // eslint-disable-next-line @next/next/no-img-element -- small branding SVGs below the fold, no optimisation needed
    <img src={src} alt="" width={width} height={height} loading="lazy" decoding="async" />
  )
  return (
    <Promotions>
      {!product.isChoiceCard && (
        <li>
          <a href={href(branding.pdpFeaturedBlock.href)}>
            {img(branding.pdpFeaturedBlock.src)}
            <span>{t('product.choiceCard')}</span>
            {t('product.choiceCardText', { count: storefront.catalogueSize })}
          </a>
        </li>
      )}
      <li>
        <a href={href(branding.pdpPromotionBlock.href)}>
          {img(branding.pdpPromotionBlock.src)}
          <span>{t('doubler.title')}</span>
          {t('doubler.text')}
        </a>
      </li>
      <li>
        <a href={href('business')}>
          <picture>
            <source media="(max-width: 639px)" srcSet={branding.mobilePdpBusinessLogo} />
            {img(branding.pdpBusinessLogo, branding.pdpBusinessLogoWidth, Math.round(branding.pdpBusinessLogoWidth / 4))}
          </picture>
          <span>{t('product.business')}</span>
          {t('product.businessText')}
        </a>
      </li>
    </Promotions>
  )
}

function structuredData(context: PageContext, product: ProductDetailsFragment) {
  const origin = storefrontOrigin(context.storefront)
  const configs = [product.digitalVariationConfig, product.physicalVariationConfig]
  return productJsonLd({
    name: product.title,
    description: product.description,
    url: `${origin}${product.path}`,
    image: `${origin}${product.image.url}`,
    // The API has no issuer brand name (yet): the card is sold under the shop's own name.
    brand: context.storefront.brandName,
    prices: configs.flatMap((config) => (config ? [...config.fixedValues, config.minPrice, config.maxPrice] : [])),
  })
}
