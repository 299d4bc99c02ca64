import { describe, expect, it } from 'vitest'
import { toBlockView, toPageMetaView, type MappingContext } from './block-views'
import { safeUrl } from './content-text'

const ctx: MappingContext = { language: 'fr', defaultLanguage: 'nl', product: () => undefined }
const view = (blockType: string, data: Record<string, unknown>) => toBlockView({ id: 7, blockType, data }, ctx)

describe('content block mapping', () => {
  it('keeps texts as plain text: markup stays literal, control characters go, non-strings become empty', () => {
    const block = view('COLORED', { title: '<b>Bold</b>\u0007', paragraphs: ['<script>alert(1)</script>', 42, '  '], backgroundColor: '#ffeedd' })
    expect(block).toMatchObject({ __typename: 'ColoredBlock', title: '<b>Bold</b>', paragraphs: ['<script>alert(1)</script>'], backgroundColor: '#FFEEDD' })
  })

  it('drops links with disallowed schemes and keeps tel:, mailto:, http(s): and route references', () => {
    const link = (value: Record<string, unknown>) => (view('COLORED', { title: 'T', paragraphs: [], backgroundColor: '#fff', link: value }) as { link: unknown }).link
    expect(link({ label: 'x', href: 'javascript:alert(1)' })).toBeNull()
    expect(link({ label: 'x', href: 'data:text/html,hi' })).toBeNull()
    expect(link({ label: 'x', href: '//evil.example/' })).toBeNull()
    expect(link({ label: 'x', href: '/relative/' })).toBeNull()
    expect(link({ label: 'x', href: 'https://help.example.com/a' })).toEqual({ label: 'x', href: 'https://help.example.com/a' })
    expect(link({ label: 'Call', href: 'tel:+3290000000' })).toEqual({ label: 'Call', href: 'tel:+3290000000' })
    expect(link({ label: 'Mail', href: 'mailto:service@cadorama.be' })).toEqual({ label: 'Mail', href: 'mailto:service@cadorama.be' })
    expect(link({ label: 'Terms', reference: { route: 'terms' } })).toEqual({ label: 'Terms', href: '/fr/conditions-generales/' })
    expect(link({ label: 'x', reference: { route: 'noSuchRoute' } })).toBeNull()
    expect(link({ label: 'x', reference: { route: 'productDetail' } })).toBeNull()
    expect(link({ label: '', href: 'https://example.com/' })).toBeNull()
    // An invalid colour never reaches a style attribute.
    expect((view('COLORED', { title: 'T', backgroundColor: 'red;background:url(x)' }) as { backgroundColor: unknown }).backgroundColor).toBeNull()
  })

  it('informative message: plain text on one line; an empty one is no block', () => {
    expect(view('INFO_MESSAGE', { text: ' <i>Closed</i>\n on\t1 May\u0007 ' })).toEqual({ __typename: 'InfoMessageBlock', id: '7', blockType: 'INFO_MESSAGE', text: '<i>Closed</i> on 1 May' })
    expect(view('INFO_MESSAGE', { text: ' \n ' })).toBeNull()
    expect(view('INFO_MESSAGE', { text: 42 })).toBeNull()
  })

  it('accepts only allowed URL schemes', () => {
    expect(safeUrl('vbscript:x')).toBeNull()
    expect(safeUrl('tel:<script>')).toBeNull()
    expect(safeUrl('mailto:a@b')).toBeNull()
    expect(safeUrl('http://example.com')).toBe('http://example.com/')
  })

  it('maps contact details to tel: and mailto: links and drops unsafe images', () => {
    const block = view('CONTACT', { title: 'Service', phone: '+32 9 000 00 00', email: 'service@cadorama.be', hours: ['Mo–Fr'], address: ['Cadeaulaan 10'] })
    expect(block).toMatchObject({ phone: { label: '+32 9 000 00 00', href: 'tel:+3290000000' }, email: { href: 'mailto:service@cadorama.be' } })
    expect((view('CONTACT', { phone: '<img>', email: 'javascript:x', address: [] }))).toBeNull()
    const images = view('TITLE_WITH_IMAGES', { title: 'T', images: [{ url: 'javascript:x', alt: 'a' }, { url: '//x.example/a.png', alt: 'b' }, { url: '/card-art/x/', alt: 'c' }] })
    expect(images).toMatchObject({ images: [{ url: '/card-art/x/', alt: 'c' }] })
  })

  it('resolves blog teasers to the localized article path and drops unsafe slugs', () => {
    expect(view('BLOG_BLOCK', { title: 'A', excerpt: 'E', articlePath: 'mijn-artikel', date: '2025-01-31' })).toMatchObject({ path: '/fr/blog/mijn-artikel/' })
    expect(view('BLOG_BLOCK', { title: 'A', articlePath: '../x', date: '2025-01-31' })).toBeNull()
    expect(view('BLOG_BLOCK', { title: 'A', articlePath: 'a', date: 'yesterday' })).toBeNull()
  })

  it('leaves out unknown kinds, product references to missing products and blocks without a title', () => {
    expect(view('MARQUEE', { title: 'x' })).toBeNull()
    expect(view('PRODUCT_REFERENCE', { productSlug: 'gone' })).toBeNull()
    expect(view('TITLE', { title: ' ' })).toBeNull()
    expect(view('TITLE_SUBTITLE', { title: 'T', subtitle: 'S', level: 9 })).toMatchObject({ level: 4, subtitle: 'S' })
    expect(view('TITLE', { title: 'T', subtitle: 'S' })).toMatchObject({ subtitle: null, level: 2 })
  })

  it('FAQ: only questions with their answer, plain text; without any there is no block', () => {
    expect(view('FAQ', { title: ' Veelgestelde vragen ', items: [
      { question: 'Wanneer komt mijn cadeaubon aan?', answer: 'Binnen het uur.' },
      { question: 'Zonder antwoord?', answer: ' ' },
      { answer: 'Zonder vraag.' },
      'geen object',
      { question: 'Hoe controleer ik\u0007 mijn saldo?', answer: 'Op de saldocheck.' },
    ] })).toEqual({ __typename: 'FaqBlock', id: '7', blockType: 'FAQ', title: 'Veelgestelde vragen', items: [
      { question: 'Wanneer komt mijn cadeaubon aan?', answer: 'Binnen het uur.' },
      { question: 'Hoe controleer ik mijn saldo?', answer: 'Op de saldocheck.' },
    ] })
    expect(view('FAQ', { title: 'Leeg', items: [{ question: 'Q', answer: '' }] })).toBeNull()
    expect(view('FAQ', { title: 'Geen lijst', items: 'Q' })).toBeNull()
  })

  it('page meta: title falls back to heroTitle; without either there is no page', () => {
    const page = { slug: 'verjaardag', path: '/geefmomenten/verjaardag/' }
    expect(toPageMetaView({ id: 1, blockType: 'PAGE_META', data: { heroTitle: 'Hero', description: 'D' } }, page)).toMatchObject({ title: 'Hero', heroTitle: 'Hero', noindex: false })
    expect(toPageMetaView({ id: 1, blockType: 'PAGE_META', data: { title: 'T', heroTitle: 'Hero', noindex: true } }, page)).toMatchObject({ title: 'T', noindex: true })
    expect(toPageMetaView({ id: 1, blockType: 'PAGE_META', data: { description: 'D' } }, page)).toBeNull()
  })

  it('page meta keywords: plain text in the editor\'s order, blanks and repeats in any case left out, commas made spaces, at most 10', () => {
    const page = { slug: 'verjaardag', path: '/geefmomenten/verjaardag/' }
    const keywordsOf = (keywords: unknown) => toPageMetaView({ id: 1, blockType: 'PAGE_META', data: { title: 'T', keywords } }, page)!.keywords
    expect(keywordsOf([' verjaardagscadeau ', '', 'Cadeaubon', 'cadeaubon', 'kerst, nieuwjaar', 7, 'a\u0007b'])).toEqual(['verjaardagscadeau', 'Cadeaubon', 'kerst nieuwjaar', 'ab'])
    expect(keywordsOf(Array.from({ length: 12 }, (_, index) => `woord ${index + 1}`))).toEqual(['woord 1', 'woord 2', 'woord 3', 'woord 4', 'woord 5', 'woord 6', 'woord 7', 'woord 8', 'woord 9', 'woord 10'])
    expect(keywordsOf('verjaardag')).toEqual([])
    expect(keywordsOf(undefined)).toEqual([])
  })
})
