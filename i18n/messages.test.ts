import { describe, it, expect } from 'vitest'
import { createTranslator } from 'next-intl'
import en from './messages/en.json'
import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { COMPLETE_LANGUAGES, LANGUAGES, REGIONAL_TEXTS, type Language } from '../config/storefronts/types'
import { loadLocaleMessages, loadMessages, regionalTexts } from './messages'

type Tree = { [key: string]: unknown }

/** Every leaf of a catalogue as [dotted key path, value]. */
function leaves(tree: Tree, prefix = ''): [string, unknown][] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key
    return value !== null && typeof value === 'object' ? leaves(value as Tree, path) : [[path, value] as [string, unknown]]
  })
}

const PLURAL_TYPES = new Set(['plural', 'selectordinal', 'select'])

/**
 * The ICU argument names of a message with their type ('' for a plain {name}). A small parser rather
 * than a regex, because plural branches like `=0 {No results}` look like arguments to a regex.
 */
function icuArguments(message: string): Map<string, string> {
  const found = new Map<string, string>()
  let index = 0

  // Parses message text until an unmatched '}' (returned index points at it) or the end.
  function text(): void {
    while (index < message.length) {
      const char = message[index]
      if (char === "'" && /['{}#]/.test(message[index + 1] ?? '')) {
        const close = message.indexOf("'", index + 2)
        index = close === -1 ? message.length : close + 1
      } else if (char === '{') {
        index++
        argument()
      } else if (char === '}') {
        return
      } else {
        index++
      }
    }
  }

  function readUntil(stops: string): string {
    const start = index
    while (index < message.length && !stops.includes(message[index] ?? '')) index++
    return message.slice(start, index).trim()
  }

  function argument(): void {
    const name = readUntil(',}')
    let type = ''
    if (message[index] === ',') {
      index++
      type = readUntil(',}')
    }
    found.set(name, type)
    if (message[index] === '}') {
      index++
      return
    }
    index++ // the ',' after the type
    if (PLURAL_TYPES.has(type)) {
      // selector {message} pairs until the closing '}'
      while (index < message.length) {
        readUntil('{}')
        if (message[index] === '}') {
          index++
          return
        }
        index++
        text()
        index++
      }
    } else {
      // number/date/time style: skip to the matching '}'
      let depth = 1
      while (index < message.length && depth > 0) {
        if (message[index] === '{') depth++
        if (message[index] === '}') depth--
        index++
      }
    }
  }

  text()
  if (index < message.length) throw new Error(`Unbalanced '}' in: ${message}`)
  return found
}

const ENGLISH = new Map(leaves(en))

describe('icuArguments (test helper)', () => {
  it('finds arguments but not the text of plural branches', () => {
    const args = icuArguments("{count, plural, =0 {None} one {# item of {brand}} other {# items}} in {year}, it's '{literal}'")
    expect(Object.fromEntries(args)).toEqual({ count: 'plural', brand: '', year: '' })
  })
})
/** A catalogue file as written (read from disk, so a file no loader names is checked too). */
const catalogueFile = (name: string): Tree => JSON.parse(readFileSync(path.join(__dirname, 'messages', `${name}.json`), 'utf8')) as Tree
const TRANSLATIONS: Record<string, Tree> = Object.fromEntries(LANGUAGES.filter((language) => language !== 'en').map((language) => [language, catalogueFile(language)]))
const REGIONAL: Record<string, Tree> = Object.fromEntries(REGIONAL_TEXTS.map((tag) => [tag, catalogueFile(tag)]))

describe('message catalogues', () => {
  it('English has only non-empty strings', () => {
    for (const [key, value] of ENGLISH) {
      expect(typeof value, key).toBe('string')
      expect((value as string).trim(), key).not.toBe('')
    }
  })

  describe.each(Object.entries(TRANSLATIONS))('%s', (language, catalogue) => {
    const translated = new Map(leaves(catalogue))

    it('has exactly the keys of en.json', () => {
      expect([...translated.keys()].filter((key) => !ENGLISH.has(key)), 'extra keys').toEqual([])
      expect([...ENGLISH.keys()].filter((key) => !translated.has(key)), 'missing keys').toEqual([])
    })

    it('has a non-empty string for every key', () => {
      for (const [key, value] of translated) {
        expect(typeof value, key).toBe('string')
        expect((value as string).trim(), key).not.toBe('')
      }
    })

    it('uses the same ICU arguments as English', () => {
      for (const [key, source] of ENGLISH) {
        const target = translated.get(key)
        if (typeof source !== 'string' || typeof target !== 'string') continue
        const expected = Object.fromEntries(icuArguments(source))
        expect(Object.fromEntries(icuArguments(target)), `${language} ${key}`).toEqual(expected)
      }
    })
  })

  describe.each(Object.entries(REGIONAL))('%s (regional texts)', (tag, catalogue) => {
    const regional = new Map(leaves(catalogue))
    const base = new Map(leaves(TRANSLATIONS[tag.split('-')[0] as string] as Tree))

    it("holds only keys of en.json, each a text of its own", () => {
      expect([...regional.keys()].filter((key) => !ENGLISH.has(key)), 'unknown keys').toEqual([])
      expect(regional.size, 'a regional catalogue that says nothing').toBeGreaterThan(0)
      for (const [key, value] of regional) {
        expect(typeof value === 'string' && value.trim() !== '', key).toBe(true)
        expect(value, `${key} repeats the language's own text`).not.toBe(base.get(key))
      }
    })

    it('uses the same ICU arguments as English', () => {
      for (const [key, target] of regional) {
        expect(Object.fromEntries(icuArguments(String(target))), `${tag} ${key}`).toEqual(Object.fromEntries(icuArguments(String(ENGLISH.get(key)))))
      }
    })
  })

  it('every message formats without ICU errors', async () => {
    const regional = Object.fromEntries(await Promise.all(REGIONAL_TEXTS.map(async (tag) => [tag, await loadLocaleMessages(tag)] as const)))
    for (const [language, catalogue] of Object.entries({ en, ...TRANSLATIONS, ...regional })) {
      const errors: string[] = []
      const t = createTranslator({ locale: language as Language, messages: catalogue as typeof en, onError: (error) => errors.push(error.message) })
      for (const [key, source] of ENGLISH) {
        const values = Object.fromEntries(
          [...icuArguments(String(source))].map(([name, type]) => [name, type === 'plural' ? 2 : `<${name}>`]),
        )
        // Rich messages ('Did you mean <link>{term}</link>?') get their tags as markup.
        const tags = Object.fromEntries([...String(source).matchAll(/<(\w+)>/g)].map(([, tag]) => [tag, (chunks: string) => `[${chunks}]`]))
        const result = Object.keys(tags).length > 0
          ? t.markup(key as never, { ...values, ...tags } as never)
          : t(key as never, values as never)
        expect(typeof result, `${language} ${key}`).toBe('string')
      }
      expect(errors.join('\n'), language).toBe('')
    }
  })

  it('contains the English texts docs/rules quotes verbatim', () => {
    const verbatim: [string, string][] = [
      ['search.empty', 'Oh no! No results found. Check the spelling or try a different search term.'],
      ['search.placeholder', 'What are you looking for?'],
      ['errors.default', 'Oh oh, something went wrong. We are already working on a fix for this issue. Please try again at a later moment. Our apologies for the inconvenience.'],
      ['errors.codes.2031', 'Not possible to continue with this gift card because currently it is out the stock.'],
      ['errors.codes.2035', 'We were unable to process your payment. Please try a different payment method or contact your bank for more information.'],
      ['errors.codes.2036', 'Too many attempts have been made. Please try again later or use a different payment method.'],
      ['home.mostChosen.title', 'Most chosen'],
      ['chrome.storeSwitch.modalTitle', 'Select your country and language'],
      ['chrome.storeSwitch.languageRequired', 'Language is a required field'],
      ['chrome.storeSwitch.currencyRequired', 'Currency is a required field'],
      ['chrome.storeSwitch.countryRequired', 'Country is a required field'],
      ['chrome.storeSwitch.cancel', 'Cancel'],
      ['chrome.storeSwitch.apply', 'To apply'],
      ['validation.languageRequired', 'Language is a required field'],
      ['validation.currencyRequired', 'Currency is a required field'],
      ['validation.phoneInvalid', 'Please enter valid phone number'],
      ['validation.phoneRequired', 'Phone number is a required field'],
      ['validation.countryRequired', 'Country is a required field'],
      ['chrome.header.viewAllCategories', 'View all categories'],
      ['chrome.footer.shippingPromise', 'Ordered on working days before 17:00 (5 PM), shipped the same day.'],
    ]
    for (const [key, text] of verbatim) expect(ENGLISH.get(key), key).toBe(text)
  })

  it('formats the documented examples', () => {
    const t = createTranslator({ locale: 'en', messages: en })
    expect(t('search.results', { count: 1 })).toBe('1 result')
    expect(t('search.results', { count: 12 })).toBe('12 results')
    expect(t('home.mostChosen.viewAll', { count: 200 })).toBe('View all 200+ gift cards')
    expect(t('chrome.footer.copyright', { year: 2025, brand: 'Giftly' })).toBe('© 2025 Giftly')
    expect(t('errors.codes.2031')).toBe(en.errors.codes['2031'])
  })

  it('has a message for every API error code', () => {
    for (const code of ['1001', '1002', '1003', '1004', '1005', '1006', '1007', '1008', '2015', '2030', '2031', '2035', '2036']) {
      expect(ENGLISH.get(`errors.codes.${code}`), code).toBeTypeOf('string')
    }
  })
})

/**
 * Keys written twice in one object of a catalogue file (JSON.parse keeps the last silently). The
 * catalogues are pretty-printed, one key per line, so a line scan with the object nesting suffices.
 */
function duplicateKeys(source: string): string[] {
  const open: Array<Set<string>> = []
  const duplicates: string[] = []
  for (const line of source.split('\n')) {
    const key = /^\s*"((?:[^"\\]|\\.)*)":/.exec(line)?.[1]
    if (key !== undefined) {
      const seen = open.at(-1)
      if (seen?.has(key)) duplicates.push(key)
      seen?.add(key)
    }
    if (/[{]\s*$/.test(line)) open.push(new Set())
    if (/^\s*[}]/.test(line)) open.pop()
  }
  return duplicates
}

describe('catalogue files', () => {
  it('write no key twice in one object', () => {
    for (const name of readdirSync(path.join(__dirname, 'messages')).filter((file) => file.endsWith('.json'))) {
      expect({ name, duplicates: duplicateKeys(readFileSync(path.join(__dirname, 'messages', name), 'utf8')) }).toEqual({ name, duplicates: [] })
    }
    expect(duplicateKeys('{\n  "a": {\n    "b": 1,\n    "b": 2\n  },\n  "c": {\n    "b": 3\n  }\n}')).toEqual(['b'])
  })
})

describe('loadMessages', () => {
  it('loads each language its own catalogue', async () => {
    for (const language of LANGUAGES) expect(await loadMessages(language, ''), language).toEqual(language === 'en' ? en : TRANSLATIONS[language])
  })

  it('lays a country\'s own texts over its language\'s: Brazilian Portuguese on CBBR, Mexican Spanish on CBMX', async () => {
    expect(regionalTexts('pt', 'BR')).toBe('pt-BR')
    expect(regionalTexts('es', 'MX')).toBe('es-MX')
    expect(regionalTexts('pt', 'PT')).toBeUndefined()
    expect(regionalTexts('es', 'ES')).toBeUndefined()
    for (const tag of REGIONAL_TEXTS) {
      const [language, country] = tag.split('-') as [Language, string]
      const messages = new Map(leaves(await loadMessages(language, country) as unknown as Tree))
      const own = new Map(leaves(REGIONAL[tag] as Tree))
      const base = new Map(leaves(TRANSLATIONS[language] as Tree))
      for (const [key, value] of messages) expect(value, `${tag} ${key}`).toBe(own.has(key) ? own.get(key) : base.get(key))
      expect([...messages.keys()]).toEqual([...ENGLISH.keys()])
      expect(await loadLocaleMessages(tag)).toEqual(await loadMessages(language, country))
    }
    expect(await loadMessages('pt', 'PT')).toEqual(TRANSLATIONS.pt)
    expect(await loadLocaleMessages('pt-PT')).toEqual(TRANSLATIONS.pt)
  })

  it('has a catalogue for every language, each complete, and the regional ones', () => {
    const catalogues = readdirSync(path.join(__dirname, 'messages')).filter((name) => name.endsWith('.json')).map((name) => name.replace('.json', ''))
    expect(catalogues.sort()).toEqual([...LANGUAGES, ...REGIONAL_TEXTS].sort())
    expect([...COMPLETE_LANGUAGES].sort()).toEqual(['da', 'de', 'en', 'es', 'fr', 'it', 'nb', 'nl', 'pl', 'pt', 'sv'])
  })
})
