import 'server-only'
import type { ReactNode } from 'react'
import { getTranslations } from 'next-intl/server'
import { getToggles } from '@/config/storefronts/toggles'
import { SiteHeader } from '@/components/chrome/header/site-header'
import { LanguageLinks } from '@/components/chrome/header/language-links'
import { SiteFooter } from '@/components/chrome/footer/site-footer'
import { SHOWN_SOCIAL_NETWORKS } from '@/components/chrome/footer/footer-rules'
import { TopBar } from '@/components/chrome/top-bar'
import { StoreSwitchBanner } from '@/components/chrome/store-switch/store-switch-banner'
import { StoreSwitchButton } from '@/components/chrome/store-switch/store-switch-button'
import type { StoreSwitchConfig } from '@/components/chrome/store-switch/countries'
import { cachedCatalogQuery } from '@/graphql/cached-query'
import { StoreDataDocument } from '@/graphql/generated/operations'
import { localizePath, type RouteName } from '@/i18n/localize'
import type { PageContext } from './page-context'

const LANGUAGE_NAMES: Record<string, string> = {
  nl: 'Nederlands', fr: 'Français', en: 'English', de: 'Deutsch', es: 'Español', it: 'Italiano',
  pl: 'Polski', pt: 'Português', sv: 'Svenska', da: 'Dansk', nb: 'Norsk bokmål',
}

/**
 * Header, top bar and footer of the default storefront chrome, built on the server from the registry
 * and the store data of the API; only the interactive leaves (menu, account, basket) hydrate.
 */
export async function StorefrontChrome({ context, children }: { context: PageContext; children: ReactNode }) {
  const { storefront, language, shopper } = context
  const t = await getTranslations({ locale: language })
  const toggles = getToggles(storefront)
  const path = (route: RouteName) => localizePath(route, {}, language, storefront.defaultLanguage)
  const { storeData } = (await cachedCatalogQuery(shopper, StoreDataDocument, {})).storeData
  if (!storeData) throw new Error(`No store data for ${storefront.code}`)
  const { branding } = storefront
  const languages = toggles.languageSwitcher
    ? storefront.languages.map((code) => ({ code, href: localizePath('home', {}, code, storefront.defaultLanguage), label: LANGUAGE_NAMES[code] ?? code, current: code === language }))
    : []

  const storeSwitch: StoreSwitchConfig = {
    combinations: storeData.countriesCombinations,
    currentCountry: storefront.country,
    currentLanguage: language,
    languages: storefront.languages,
    defaultLanguage: storefront.defaultLanguage,
  }

  return (
    <>
      <StoreSwitchBanner config={storeSwitch} />
      <TopBar label={t('chrome.topBar.label')} points={[t('chrome.topBar.orderedBefore'), t('chrome.topBar.businessGift'), t('chrome.topBar.packaging')]} />
      <SiteHeader
        variant="default"
        shopper={shopper}
        home={{ href: path('home'), text: t('chrome.header.home', { brand: storefront.brandName }) }}
        logo={{ src: storeData.mainLogo.url, alt: storeData.mainLogo.alt }}
        decoration={branding.headerDecoration ?? null}
        skipLinkText={t('common.skipToContent')}
        navLabel={t('chrome.header.navigation')}
        languages={languages}
        languagesLabel={t('chrome.header.languages')}
        support={{ href: path('contact'), text: t('chrome.header.customerSupport') }}
        menu={{
          allGiftCardsHref: path('productListing'),
          texts: {
            label: t('chrome.header.giftCards'),
            viewAllCategories: t('chrome.header.viewAllCategories'),
            allGiftCards: t('chrome.header.allGiftCards'),
            topProducts: t('chrome.header.topProducts'),
            loading: t('common.loading'),
          },
        }}
        secondaryLinks={[
          { href: path('balanceCheck'), text: t('chrome.header.balance') },
          // Spec §2: the choice gift card link is part of the default build only, not CK.
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
      />
      {children}
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
        trustMarks={{ label: t('chrome.footer.trustMarks'), marks: branding.trustMarks.map((mark) => ({ src: mark.src, width: mark.width, link: mark.link })) }}
        logo={{ src: storeData.footerLogo.url, alt: storeData.footerLogo.alt }}
        clockIcon={branding.footerClockIcon}
        supportHours={t('chrome.footer.supportHours')}
        shippingPromise={t('chrome.footer.shippingPromise')}
        copyright={t('chrome.footer.copyright', { year: new Date().getFullYear(), brand: storefront.brandName })}
        decoration={branding.footerDecoration ?? null}
        languageBlock={
          <>
            <LanguageLinks languages={languages} label={t('chrome.footer.languages')} />
            <StoreSwitchButton config={storeSwitch} label={t('chrome.footer.changeStore')} />
          </>
        }
      />
    </>
  )
}
