import 'server-only'
import { ERROR_CODES } from '@/graphql/error-codes'
import { API_HEADERS } from '@/graphql/request-headers'
import en from '@/i18n/messages/en.json'
import nl from '@/i18n/messages/nl.json'
import fr from '@/i18n/messages/fr.json'
import de from '@/i18n/messages/de.json'
import pt from '@/i18n/messages/pt.json'
import es from '@/i18n/messages/es.json'
import pl from '@/i18n/messages/pl.json'
import it from '@/i18n/messages/it.json'
import da from '@/i18n/messages/da.json'
import sv from '@/i18n/messages/sv.json'
import nb from '@/i18n/messages/nb.json'
import { isLanguage, shownLanguage, type CompleteLanguage } from '@/config/storefronts/types'

type ErrorTexts = { errors: { codes: Record<string, string>; default: string } }
/** Loaded up front: these texts are needed synchronously, before a request is parsed. */
const catalogues: Record<CompleteLanguage, ErrorTexts> = { en, nl, fr, de, nb, sv, da, it, pl, es, pt }

/** Transport-level refusals happen before userData is read: the language header picks the text. */
export function transportMessage(request: Request, code: number): string {
  const header = request.headers.get(API_HEADERS.language) ?? ''
  const catalogue = catalogues[isLanguage(header) ? shownLanguage(header) : 'en']
  return catalogue.errors.codes[String(code)] ?? catalogue.errors.default
}

export const csrfMessage = (request: Request): string => transportMessage(request, ERROR_CODES.CSRF_HEADER_MISSING)
