import 'server-only'
import { createTranslator } from 'next-intl'
import { countriesCombinations } from '@/config/storefronts/country-combinations'
import { localizePath, type RouteName } from '@/i18n/localize'
import { loadMessages } from '@/i18n/messages'
import { brandingAltTexts } from '@/i18n/branding-alt'
import type { ShopperContext } from '../common/user-data'

type MenuKey = 'allGiftCards' | 'allCategories' | 'choiceGiftCard' | 'givingMoments' | 'blog' | 'businessGiftCards'
  | 'contact' | 'helpdesk' | 'delivery' | 'cancelationPolicy' | 'balanceCheck'

/** The footer and business menus as canonical routes; titles and paths are localized per request. */
const FOOTER_MENU: ReadonlyArray<{ title: 'shop' | 'service' | 'business'; items: ReadonlyArray<[MenuKey, RouteName]> }> = [
  { title: 'shop', items: [['allGiftCards', 'productListing'], ['allCategories', 'allCategories'], ['choiceGiftCard', 'choiceCard'], ['givingMoments', 'givingMoments'], ['blog', 'blog']] },
  { title: 'service', items: [['contact', 'contact'], ['helpdesk', 'helpdesk'], ['delivery', 'delivery'], ['cancelationPolicy', 'cancelationPolicy'], ['balanceCheck', 'balanceCheck']] },
  { title: 'business', items: [['businessGiftCards', 'business']] },
]
const BUSINESS_MENU = FOOTER_MENU.filter((group) => group.title === 'business' || group.title === 'service')

export interface StoreDataView {
  countriesCombinations: ReturnType<typeof countriesCombinations>
  mainLogo: { url: string; alt: string }
  footerLogo: { url: string; alt: string }
  menus: { businessMenu: MenuView; footerMenu: MenuView }
  paymentIcons: Array<{ kind: string; url: string }>
}
interface MenuView {
  menuItems: Array<{ title: string; items: Array<{ title: string; path: string; kind: 'relative' | 'absolute' }> }>
}

/** docs/rules/storefronts.md store data for one storefront and language, all from the registry and the route table. */
export async function storeData({ storefront, language }: ShopperContext): Promise<StoreDataView> {
  const t = createTranslator({ locale: language, messages: await loadMessages(language, storefront.country), namespace: 'chrome.footerMenu' })
  // The choice card is a CB-family product (docs/rules/storefronts.md: not in the CK build).
  const offered = (route: RouteName) => route !== 'choiceCard' || storefront.brandFamily !== 'CK'
  const menu = (groups: typeof FOOTER_MENU): MenuView => ({
    menuItems: groups.map((group) => ({
      title: t(group.title),
      items: group.items.filter(([, route]) => offered(route)).map(([key, route]) => ({
        title: t(key),
        path: localizePath(route, {}, language, storefront.defaultLanguage),
        kind: 'relative' as const,
      })),
    })),
  })
  const { branding } = storefront
  const alt = await brandingAltTexts(language, storefront)
  return {
    countriesCombinations: countriesCombinations(storefront),
    mainLogo: { url: branding.logo.src, alt: alt(branding.logo) },
    footerLogo: { url: branding.footerLogo.src, alt: alt(branding.footerLogo) },
    menus: { footerMenu: menu(FOOTER_MENU), businessMenu: menu(BUSINESS_MENU) },
    paymentIcons: branding.paymentLogos.map((kind) => ({ kind, url: `/payment/${kind}.svg` })),
  }
}
