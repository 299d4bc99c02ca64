import 'server-only'
import { createTranslator } from 'next-intl'
import type { ApiError } from '@/graphql/error-codes'
import type { Language } from '@/config/storefronts/types'
import { loadMessages } from '@/i18n/messages'
import type { DomainError } from './result'

/**
 * Turns domain errors into the error shape of docs/rules/errors.md, with the message in the shopper's language
 * (and its storefront country's own texts, where that country has them).
 */
export async function toApiErrors(errors: DomainError[], language: Language, country: string): Promise<ApiError[]> {
  const messages = await loadMessages(language, country)
  const t = createTranslator({ locale: language, messages, namespace: 'errors' })
  return errors.map((error) => {
    const key = `codes.${error.code}`
    const message = t.has(key as never) ? t(key as never, error.values as never) : t('default')
    return { message, code: error.code, referencedRequestParameter: error.parameter ?? null }
  })
}
