import 'server-only'
import { ERROR_CODES } from '@/graphql/error-codes'
import en from '@/i18n/messages/en.json'
import nl from '@/i18n/messages/nl.json'
import fr from '@/i18n/messages/fr.json'
import de from '@/i18n/messages/de.json'

type ErrorTexts = { errors: { codes: Record<string, string>; default: string } }
const catalogues: Record<string, ErrorTexts> = { en, nl, fr, de }

/** Transport-level refusals happen before userData is read: the language header picks the text. */
export function transportMessage(request: Request, code: number): string {
  const catalogue: ErrorTexts = catalogues[request.headers.get('x-language') ?? 'en'] ?? en
  return catalogue.errors.codes[String(code)] ?? catalogue.errors.default
}

export const csrfMessage = (request: Request): string => transportMessage(request, ERROR_CODES.CSRF_HEADER_MISSING)
