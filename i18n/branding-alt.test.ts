import { describe, expect, it } from 'vitest'
import { STOREFRONTS } from '@/config/storefronts/registry'
import { BRANDING_ALT_KEYS, COMPLETE_LANGUAGES, type Branding, type BrandingAltKey } from '@/config/storefronts/types'
import { brandingAltTexts } from './branding-alt'

/** The branding images of docs/rules/storefronts.md that carry an alt text. */
const IMAGES = ['logo', 'logoV2', 'footerLogo', 'modalLogo', 'pdpFeaturedBlock', 'pdpPromotionBlock', 'doubler', 'alternativeChoiceAllInOne'] as const satisfies ReadonlyArray<keyof Branding>

describe('branding alt texts (docs/rules/storefronts.md branding)', () => {
  it('says what each image shows in the page language, with the brand name', async () => {
    const texts = async (language: 'nl' | 'fr' | 'en' | 'de') => {
      const alt = await brandingAltTexts(language, { brandName: 'Cadorama', country: 'BE' })
      return Object.fromEntries(BRANDING_ALT_KEYS.map((altKey) => [altKey, alt({ altKey })]))
    }
    expect(await texts('nl')).toEqual({ logo: 'Cadorama', choiceGiftCard: 'Keuze cadeaukaart van Cadorama', doubler: 'Verdubbelaar van Cadorama' })
    expect(await texts('fr')).toEqual({ logo: 'Cadorama', choiceGiftCard: 'Carte cadeau au choix Cadorama', doubler: 'Doubleur Cadorama' })
    expect(await texts('de')).toEqual({ logo: 'Cadorama', choiceGiftCard: 'Cadorama Auswahlgutschein', doubler: 'Cadorama Verdoppler' })
    expect(await texts('en')).toEqual({ logo: 'Cadorama', choiceGiftCard: 'Cadorama choice gift card', doubler: 'Cadorama doubler' })
  })

  it("says it in the storefront country's own words where that country has them (pt-BR beside pt-PT)", async () => {
    expect((await brandingAltTexts('es', { brandName: 'Cadorama', country: 'ES' }))({ altKey: 'choiceGiftCard' })).toBe('Tarjeta regalo a elegir de Cadorama')
    expect((await brandingAltTexts('pl', { brandName: 'Cadorama', country: 'PL' }))({ altKey: 'doubler' })).toBe('Podwajanie salda Cadorama')
    expect((await brandingAltTexts('pt', { brandName: 'Cadorama', country: 'PT' }))({ altKey: 'choiceGiftCard' })).toBe('Cartão-oferta à escolha Cadorama')
    expect((await brandingAltTexts('pt', { brandName: 'Cadorama', country: 'BR' }))({ altKey: 'choiceGiftCard' })).toBe('Cartão-presente à escolha Cadorama')
  })

  it('gives every storefront\'s branding images a message key, never an English text, and a text in each language naming its brand', async () => {
    for (const storefront of Object.values(STOREFRONTS)) {
      for (const name of IMAGES) {
        const image = storefront.branding[name] as { altKey: BrandingAltKey; alt?: unknown }
        expect(BRANDING_ALT_KEYS, `${storefront.code} ${name}`).toContain(image.altKey)
        expect(image.alt, `${storefront.code} ${name}`).toBeUndefined()
      }
      for (const language of COMPLETE_LANGUAGES) {
        const alt = await brandingAltTexts(language, storefront)
        for (const name of IMAGES) expect(alt(storefront.branding[name]), `${storefront.code} ${language} ${name}`).toContain(storefront.brandName)
      }
    }
  })
})
