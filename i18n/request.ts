import { getRequestConfig } from 'next-intl/server'
import { isLanguage, type Language } from '@/config/storefronts/types'
import { loadMessages } from './messages'
import { requestCountry } from './request-country'

/**
 * next-intl's per-request configuration. The proxy has already chosen the language and pages call
 * setRequestLocale with it (so they stay statically renderable); anything unknown falls back to English.
 * The storefront's country (set beside the locale by pageContext) picks a regional catalogue.
 */
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale
  const locale: Language = requested !== undefined && isLanguage(requested) ? requested : 'en'
  return { locale, messages: await loadMessages(locale, requestCountry() ?? '') }
})
