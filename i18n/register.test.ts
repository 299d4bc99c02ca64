import { describe, expect, it } from 'vitest'
import { buildCatalogue } from '@/server/db/seed/catalogue'
import { contentBlocksOf } from '@/server/db/seed/content'
import nl from './messages/nl.json'
import fr from './messages/fr.json'
import de from './messages/de.json'
import pt from './messages/pt.json'
import ptBR from './messages/pt-BR.json'

/**
 * One register per language where the shop writes formally: "u" in Dutch and "vous" in French, as a
 * Belgian shop writes, "Sie" in German, and the polite form in Portuguese (Portugal's "o seu", Brazil's
 * "você"), on every page, in every mail, error and PDF (all from the messages), and in the seeded page
 * content. A word of the informal register anywhere fails, with the text it was found in.
 */
type Formal = 'nl' | 'fr' | 'de' | 'pt'
const INFORMAL: Record<Formal, RegExp> = {
  nl: /(?<!\p{L})(je|jij|jou|jouw|jullie)(?!\p{L})/iu,
  fr: /(?<!\p{L})(tu|toi|ton|ta|tes|te|t[’'])(?!\p{L})/iu,
  de: /(?<!\p{L})(du|dein|deine|deinen|deinem|deiner|deines|dich|dir)(?!\p{L})/iu,
  pt: /(?<!\p{L})(tu|teu|tua|teus|tuas|contigo|podes|tens|queres)(?!\p{L})/iu,
}
const isFormal = (language: string): language is Formal => Object.hasOwn(INFORMAL, language)

/** Keys whose values are identifiers in URLs, never prose: 'cadeaubonnen-voor-je-team' stays a slug. */
const NOT_PROSE = new Set(['slug', 'path', 'articlePath', 'url', 'href', 'route', 'image', 'icon', 'src', 'queueId'])

interface Text { language: string; where: string; text: string }

/** Every string under `value`; an object with a `language` field sets the language of what it holds. */
function textsOf(value: unknown, language: string | null, where: string): Text[] {
  if (typeof value === 'string') return language ? [{ language, where, text: value }] : []
  if (Array.isArray(value)) return value.flatMap((item, index) => textsOf(item, language, `${where}[${index}]`))
  if (value === null || typeof value !== 'object') return []
  const record = value as Record<string, unknown>
  const own = typeof record.language === 'string' ? record.language : language
  return Object.entries(record).flatMap(([key, item]) => (NOT_PROSE.has(key) || key === 'language' ? [] : textsOf(item, own, `${where}.${key}`)))
}

const informal = (texts: Text[]) => texts
  .filter(({ language }) => isFormal(language))
  .filter(({ language, text }) => INFORMAL[language as Formal].test(text))
  .map(({ where, text }) => `${where}: ${text}`)

describe('the formal register (u, vous, Sie, o seu / você)', () => {
  it('holds in every message: pages, mails, errors and the invoice PDF', () => {
    expect(informal([...textsOf(nl, 'nl', 'nl'), ...textsOf(fr, 'fr', 'fr'), ...textsOf(de, 'de', 'de'), ...textsOf(pt, 'pt', 'pt'), ...textsOf(ptBR, 'pt', 'pt-BR')])).toEqual([])
  })

  it('holds in the seeded catalogue and page content of the Belgian storefront', () => {
    const catalogue = buildCatalogue('CBBE')
    const texts = [...textsOf(catalogue, null, 'CBBE'), ...textsOf(contentBlocksOf(catalogue), null, 'content')]
    // The walk reached the content of both languages (a broken walk would find nothing to refuse).
    expect(texts.filter((text) => text.language === 'nl').length).toBeGreaterThan(500)
    expect(texts.filter((text) => text.language === 'fr').length).toBeGreaterThan(500)
    expect(informal(texts)).toEqual([])
  })

  it.each(['CBDE', 'GCSPT', 'CBBR'] as const)('holds in the seeded catalogue and page content of %s', (code) => {
    const catalogue = buildCatalogue(code)
    const texts = [...textsOf(catalogue, null, code), ...textsOf(contentBlocksOf(catalogue), null, 'content')]
    expect(texts.filter((text) => isFormal(text.language)).length).toBeGreaterThan(500)
    expect(informal(texts)).toEqual([])
  })

  it('recognises the informal words it guards against', () => {
    expect(informal([{ language: 'nl', where: 'x', text: 'Heb je dit niet aangevraagd?' }])).toHaveLength(1)
    expect(informal([{ language: 'nl', where: 'x', text: 'Jouw rechten' }])).toHaveLength(1)
    expect(informal([{ language: 'nl', where: 'x', text: 'Een bedankje voor uw team' }])).toHaveLength(0)
    expect(informal([{ language: 'fr', where: 'x', text: 'Tu as reçu ta carte' }])).toHaveLength(1)
    expect(informal([{ language: 'fr', where: 'x', text: 'Je vous remercie pour votre commande' }])).toHaveLength(0)
    expect(informal([{ language: 'de', where: 'x', text: 'Wähle dein Geschenk' }])).toHaveLength(1)
    expect(informal([{ language: 'de', where: 'x', text: 'Wählen Sie Ihr Geschenk' }])).toHaveLength(0)
    expect(informal([{ language: 'pt', where: 'x', text: 'Escolhe o teu cartão' }])).toHaveLength(1)
    expect(informal([{ language: 'pt', where: 'x', text: 'Escolha o seu cartão' }])).toHaveLength(0)
  })
})
