import 'server-only'
import { shownLanguage, type CompleteLanguage, type Language, type Storefront } from '@/config/storefronts/types'
import { loadMessages, type Messages } from '@/i18n/messages'

/**
 * What every mail component is rendered for: the storefront that sends it, the reader's language and
 * that language's message catalogue (loaded once by the mail's builder, since rendering is synchronous).
 */
export interface MailScope {
  storefront: Storefront
  /** The language whose texts the mail shows (a language that is not complete yet shows the fallback's). */
  language: CompleteLanguage
  messages: Messages
}

export async function mailScope(storefront: Storefront, language: Language): Promise<MailScope> {
  return { storefront, language: shownLanguage(language), messages: await loadMessages(language, storefront.country) }
}
