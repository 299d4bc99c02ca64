/**
 * The texts of the last-resort error page (app/global-error.tsx), shown when the storefront's own
 * layout failed, so neither its message catalogue nor its chrome could load. They are the
 * catalogues' own `errors.title`, `errors.default` and `common.tryAgain`, copied here because this
 * page must not load a catalogue; last-resort-error.test.ts keeps them equal, and the Record type
 * makes a new catalogue language fail to compile until it has its texts. The page loads this module
 * only when it renders; the English texts live in last-resort-error-fallback.ts, which the page
 * carries itself in case this module cannot load.
 */
import { isCompleteLanguage, isLanguage, type CompleteLanguage } from '@/config/storefronts/types'
import { LAST_RESORT_FALLBACK_TEXTS, type LastResortErrorTexts } from './last-resort-error-fallback'

export const LAST_RESORT_ERROR_TEXTS: Record<CompleteLanguage, LastResortErrorTexts> = {
  nl: {
    title: 'Oei',
    text: 'Oei, er is iets misgegaan. We werken al aan een oplossing voor dit probleem. Probeer het later opnieuw. Onze excuses voor het ongemak.',
    retry: 'Probeer opnieuw',
  },
  fr: {
    title: 'Oups',
    text: 'Oups, un problème est survenu. Nous travaillons déjà à le résoudre. Veuillez réessayer plus tard. Toutes nos excuses pour la gêne occasionnée.',
    retry: 'Réessayer',
  },
  en: LAST_RESORT_FALLBACK_TEXTS,
  de: {
    title: 'Hoppla',
    text: 'Hoppla, da ist etwas schiefgelaufen. Wir arbeiten bereits an einer Lösung. Bitte versuchen Sie es später noch einmal. Wir entschuldigen uns für die Unannehmlichkeiten.',
    retry: 'Erneut versuchen',
  },
  nb: {
    title: 'Oi da',
    text: 'Oi da, noe gikk galt. Vi jobber allerede med å løse problemet. Prøv igjen litt senere. Vi beklager ulempene.',
    retry: 'Prøv igjen',
  },
  sv: {
    title: 'Hoppsan',
    text: 'Hoppsan, något gick fel. Vi arbetar redan på att lösa problemet. Försök igen lite senare. Vi ber om ursäkt för besväret.',
    retry: 'Försök igen',
  },
  da: {
    title: 'Åh nej',
    text: 'Åh nej, noget gik galt. Vi arbejder allerede på at løse problemet. Prøv igen senere. Vi beklager ulejligheden.',
    retry: 'Prøv igen',
  },
  it: {
    title: 'Ops',
    text: 'Ops, qualcosa è andato storto. Stiamo già lavorando per risolvere il problema. Riprova più tardi. Ci scusiamo per l\'inconveniente.',
    retry: 'Riprova',
  },
  pl: {
    title: 'Ups',
    text: 'Ups, coś poszło nie tak. Już pracujemy nad rozwiązaniem tego problemu. Spróbuj ponownie później. Przepraszamy za utrudnienia.',
    retry: 'Spróbuj ponownie',
  },
  es: {
    title: '¡Vaya!',
    text: '¡Vaya! Algo ha salido mal. Ya estamos trabajando para solucionarlo. Vuelve a intentarlo más tarde. Disculpa las molestias.',
    retry: 'Volver a intentarlo',
  },
  pt: {
    title: 'Ups',
    text: 'Ups, ocorreu um erro. Já estamos a trabalhar para resolver este problema. Tente novamente mais tarde. Pedimos desculpa pelo incómodo.',
    retry: 'Tentar novamente',
  },
}

/**
 * The language to apologise in: the address's language prefix (`/fr/…`), else the first of the
 * browser's languages that has texts, else English. (A default-language address has no prefix,
 * and which storefront it belongs to is exactly what failed to load.)
 */
export function lastResortLanguage(pathname: string, browserLanguages: readonly string[]): CompleteLanguage {
  const prefix = pathname.split('/')[1] ?? ''
  if (isLanguage(prefix) && isCompleteLanguage(prefix)) return prefix
  for (const tag of browserLanguages) {
    const code = tag.slice(0, 2).toLowerCase()
    if (isLanguage(code) && isCompleteLanguage(code)) return code
  }
  return 'en'
}
