import 'server-only'
import type { ReactNode } from 'react'
import { getTranslations } from 'next-intl/server'
import { getToggles } from '@/config/storefronts/toggles'
import { SiteHeader } from '@/components/chrome/header/site-header'
import { LanguageLinks, type LanguageLink } from '@/components/chrome/header/language-links'
import { headerVariantOf, type MatchedRoute } from '@/components/chrome/header/header-variant'
import { SiteFooter } from '@/components/chrome/footer/site-footer'
import { SHOWN_SOCIAL_NETWORKS } from '@/components/chrome/footer/footer-rules'
import { TopBar } from '@/components/chrome/top-bar'
import { StorefrontLinksProvider } from '@/components/chrome/storefront-links'
import { ModalLogoProvider } from '@/components/chrome/modal-logo'
import { StoreSwitchBanner } from '@/components/chrome/store-switch/store-switch-banner'
import { PromoPopup } from '@/components/chrome/promo/promo-popup'
import { showsPromoPopup } from '@/components/chrome/promo/promo-popup-routes'
import { StoreSwitchButton } from '@/components/chrome/store-switch/store-switch-button'
import type { StoreSwitchConfig } from '@/components/chrome/store-switch/countries'
import { RedeemTokenLink } from '@/components/redeem/token-link/redeem-token-link'
import type { TrustMarkView } from '@/components/chrome/trust-mark-list'
import type { TrustMark } from '@/config/storefronts/types'
import { cachedCatalogQuery } from '@/server/graphql/cached-query'
import { RedeemHeaderMessageDocument, StoreDataDocument } from '@/graphql/generated/operations'
import { languageSwitchTarget } from '@/i18n/language-switch'
import { localizePath, type RouteName } from '@/i18n/localize'
import type { PageContext } from './page-context'

const LANGUAGE_NAMES: Record<string, string> = {
  nl: 'Nederlands', fr: 'Français', en: 'English', de: 'Deutsch', es: 'Español', it: 'Italiano',
  pl: 'Polski', pt: 'Português', sv: 'Svenska', da: 'Dansk', nb: 'Norsk bokmål',
}

/** The store data of the API (cached per storefront and language). */
async function loadStoreData(context: PageContext) {
  const { storeData } = (await cachedCatalogQuery(context.shopper, StoreDataDocument, {})).storeData
  if (!storeData) throw new Error(`No store data for ${context.storefront.code}`)
  return storeData
}

/** The redeem header's informative message of the storefront and language (content, cached like the store data), or null. */
async function loadRedeemHeaderMessage(context: PageContext): Promise<string | null> {
  const { list } = (await cachedCatalogQuery(context.shopper, RedeemHeaderMessageDocument, {})).getBlocksQueue
  for (const block of list) if (block.__typename === 'InfoMessageBlock') return block.text
  return null
}

function languageLinks(context: PageContext, route: MatchedRoute | null): LanguageLink[] {
  const { storefront, language } = context
  if (!getToggles(storefront).languageSwitcher) return []
  // Every page switches to the same page in the other language (docs/rules/pages-and-seo.md language switcher); a page
  // the header does not know (the 404 page) to the language's home.
  const target = route ? languageSwitchTarget(route.route, route.params) : { route: 'home' as const, params: {} }
  return storefront.languages.map((code) => ({
    code,
    href: localizePath(target.route, target.params, code, storefront.defaultLanguage),
    label: LANGUAGE_NAMES[code] ?? code,
    current: code === language,
  }))
}

/**
 * The header of a page (docs/rules/pages-and-seo.md, three versions), rendered by the layout's `header` slot from the
 * internal route the proxy rewrote to: the redeem header on the balance check, redeem, activation and
 * doubler pages, the business header on the business pages, the default header elsewhere. The slot
 * is a server component of the page's own (cached) render, so the header costs no request-time work
 * and no extra JavaScript: each variant hydrates only the leaves it shows.
 */
export async function StorefrontHeader({ context, route }: { context: PageContext; route: MatchedRoute | null }) {
  const { storefront, language, shopper } = context
  const variant = headerVariantOf(route?.route ?? null)
  const t = await getTranslations({ locale: language })
  const toggles = getToggles(storefront)
  const path = (name: RouteName) => localizePath(name, {}, language, storefront.defaultLanguage)
  const storeData = await loadStoreData(context)
  const common = {
    shopper,
    home: { href: path('home'), text: t('chrome.header.home', { brand: storefront.brandName }) },
    logo: { src: storeData.mainLogo.url, alt: storeData.mainLogo.alt },
    decoration: storefront.branding.headerDecoration ?? null,
    skipLinkText: t('common.skipToContent'),
    navLabel: t('chrome.header.navigation'),
    languages: languageLinks(context, route),
    languagesLabel: t('chrome.header.languages'),
    knownPage: route !== null,
  }

  if (variant === 'redeem') {
    // docs/rules/chrome.md redeem header: the delay warning wins, so the message is only asked for without it.
    const delayWarning = toggles.redeemDelayWarning ? t('chrome.redeemHeader.delayWarning') : null
    const message = delayWarning ? null : await loadRedeemHeaderMessage(context)
    return (
      <SiteHeader
        {...common}
        variant="redeem"
        support={{ href: path('contact'), text: t('chrome.redeemHeader.support') }}
        delayWarning={delayWarning}
        informativeMessage={message ? { label: t('chrome.redeemHeader.informative'), text: message } : null}
      />
    )
  }

  const topBar = (
    <TopBar
      label={t('chrome.topBar.label')}
      points={[t('chrome.topBar.orderedBefore'), t('chrome.topBar.businessGift'), t('chrome.topBar.packaging')]}
      trustMarks={{ label: t('chrome.footer.trustMarks'), marks: trustMarkViews(storefront.branding.trustMarksTopbar) }}
    />
  )
  if (variant === 'business') {
    return (
      <>
        {topBar}
        <SiteHeader
          {...common}
          variant="business"
          support={{ href: path('contact'), text: t('chrome.header.customerSupport') }}
          businessLinks={storeData.menus.businessMenu.menuItems.flatMap((group) => group.items.map((item) => ({ href: item.path, text: item.title })))}
        />
      </>
    )
  }

  return (
    <>
      {topBar}
      <SiteHeader
        {...common}
        variant="default"
        support={{ href: path('contact'), text: t('chrome.header.customerSupport') }}
        menu={{
          allGiftCardsHref: path('productListing'),
          texts: {
            label: t('chrome.header.giftCards'),
            menuButton: t('chrome.header.menuButton'),
            viewAllCategories: t('chrome.header.viewAllCategories'),
            allGiftCards: t('chrome.header.allGiftCards'),
            topProducts: t('chrome.header.topProducts'),
            loading: t('common.loading'),
          },
        }}
        secondaryLinks={[
          { href: path('balanceCheck'), text: t('chrome.header.balance') },
          // docs/rules/pages-and-seo.md: the choice gift card link is part of the default build only, not CK.
          ...(storefront.brandFamily === 'CK' ? [] : [{ href: path('choiceCard'), text: t('chrome.header.choiceGiftCard') }]),
          { href: path('business'), text: t('chrome.header.business') },
        ]}
        account={{
          loginHref: path('accountLogin'),
          texts: { account: t('chrome.header.account'), myAccount: t('chrome.header.myAccount'), logOut: t('chrome.header.logOut') },
          entries: [
            { href: path('accountOverview'), text: t('account.menu.overview') },
            { href: path('accountOrders'), text: t('account.menu.orders') },
            { href: path('reorder'), text: t('account.orders.reorder') },
            { href: path('accountAddressBook'), text: t('account.menu.addressBook') },
            { href: path('accountDetails'), text: t('account.menu.details') },
          ],
          privatePaths: (['accountOverview', 'accountOrders', 'accountAddressBook', 'accountDetails', 'reorder'] as const).map(path),
        }}
        basketHref={path('basket')}
        searchHref={path('search')}
        trustMarks={{ label: t('chrome.footer.trustMarks'), marks: trustMarkViews(storefront.branding.trustMarksHeader) }}
      />
      {/* docs/rules/chrome.md promo pop-up: on the browsing pages only, behind its toggle. */}
      {toggles.isPromoPopupOn && showsPromoPopup(route?.route ?? null) && <PromoPopup brand={storefront.brandName} surveyHref={path('survey')} />}
    </>
  )
}

/**
 * Store-switch banner, the page's header (the layout's `header` slot: StorefrontHeader) and the
 * footer, built on the server from the registry and the store data of the API.
 */
export async function StorefrontChrome({ context, header, children }: { context: PageContext; header: ReactNode; children: ReactNode }) {
  const { storefront, language } = context
  const t = await getTranslations({ locale: language })
  const toggles = getToggles(storefront)
  const path = (route: RouteName) => localizePath(route, {}, language, storefront.defaultLanguage)
  const storeData = await loadStoreData(context)
  const { branding } = storefront
  const languages = languageLinks(context, null)

  const storeSwitch: StoreSwitchConfig = {
    shopper: context.shopper,
    currentCountry: storefront.country,
    currentLanguage: language,
    languages: storefront.languages,
    defaultLanguage: storefront.defaultLanguage,
  }

  return (
    // The logo is decoration next to each modal's title, which names the dialog.
    <ModalLogoProvider logo={{ src: branding.modalLogo.src, alt: '' }}>
      <RedeemTokenLink shopper={context.shopper} />
      <StoreSwitchBanner config={storeSwitch} />
      {header}
      <StorefrontLinksProvider links={{ home: path('home') }}>{children}</StorefrontLinksProvider>
      <SiteFooter
        menu={storeData.menus.footerMenu.menuItems.map((group) => ({
          title: group.title,
          items: group.items.map((item) => ({ href: item.path, text: item.title })),
        }))}
        menuLabel={t('chrome.footer.navigation')}
        legalLinks={[
          { href: path('terms'), text: t('chrome.footer.terms') },
          { href: path('privacy'), text: t('chrome.footer.privacy') },
          ...(toggles.isCookiesFooterLinkOn ? [{ href: path('cookies'), text: t('chrome.footer.cookies') }] : []),
        ]}
        disclaimer={{ title: t('chrome.footer.disclaimer'), text: t('chrome.footer.disclaimerText') }}
        social={{
          label: t('chrome.footer.followUs'),
          links: SHOWN_SOCIAL_NETWORKS.flatMap((network) => {
            const href = branding.socialLinks[network]
            return href ? [{ network, href, label: t(`chrome.footer.social.${network}`, { brand: storefront.brandName }), icon: `/social/${network.toLowerCase()}.svg` }] : []
          }),
        }}
        payment={toggles.isFooterLogos ? { label: t('chrome.footer.paymentMethods'), logos: storeData.paymentIcons.map((icon) => ({ kind: icon.kind, src: icon.url })) } : null}
        trustMarks={{ label: t('chrome.footer.trustMarks'), marks: trustMarkViews(branding.trustMarks) }}
        bottomBarTrustMarks={trustMarkViews(branding.trustMarksBottomBar)}
        logo={{ src: storeData.footerLogo.url, alt: storeData.footerLogo.alt }}
        clockIcon={branding.footerClockIcon}
        supportHours={t('chrome.footer.supportHours')}
        shippingPromise={t('chrome.footer.shippingPromise')}
        copyright={t('chrome.footer.copyright', { year: new Date().getFullYear(), brand: storefront.brandName })}
        decoration={branding.footerDecoration ?? null}
        languageBlock={
          <>
            <LanguageLinks languages={languages} label={t('chrome.footer.languages')} scope="layout" />
            <StoreSwitchButton config={storeSwitch} label={t('chrome.footer.changeStore')} />
          </>
        }
      />
    </ModalLogoProvider>
  )
}

/** A branding trust mark list as the chrome shows it (links only where the storefront gives one). */
function trustMarkViews(marks: readonly TrustMark[]): TrustMarkView[] {
  return marks.map((mark) => ({ src: mark.src, width: mark.width, ...(mark.link ? { link: mark.link } : {}) }))
}
