import { describe, expect, it } from 'vitest'
import { getStorefront } from '@/config/storefronts/resolve'
import { choiceCardPdfUrl } from '@/server/modules/card-data/choice-card-explanation'
import { promoSurveyUrl } from './survey-url'

const CBBE = getStorefront('CBBE')

describe('promoSurveyUrl (docs/rules/pages-and-seo.md external redirects)', () => {
  it('defaults to the fictional survey per storefront and language', () => {
    expect(promoSurveyUrl(CBBE, 'fr', {})).toBe('https://survey.example.com/cbbe/fr/')
  })

  it('takes PROMO_SURVEY_URL_<CODE> before PROMO_SURVEY_URL and fills the placeholders', () => {
    const env = { PROMO_SURVEY_URL: 'https://forms.shop.test/{code}?lang={language}-{country}', PROMO_SURVEY_URL_GCSBE: 'https://giftswap.survey.test/' }
    expect(promoSurveyUrl(CBBE, 'nl', env)).toBe('https://forms.shop.test/cbbe?lang=nl-be')
    expect(promoSurveyUrl(getStorefront('GCSBE'), 'fr', env)).toBe('https://giftswap.survey.test/')
  })

  it('ignores a configured value that is not an http(s) URL', () => {
    expect(promoSurveyUrl(CBBE, 'nl', { PROMO_SURVEY_URL: 'javascript:alert(1)' })).toBe('https://survey.example.com/cbbe/nl/')
    expect(promoSurveyUrl(CBBE, 'nl', { PROMO_SURVEY_URL_CBBE: 'mailto:survey@shop.test' })).toBe('https://survey.example.com/cbbe/nl/')
  })
})

describe('choiceCardPdfUrl (docs/rules/pages-and-seo.md external redirects)', () => {
  it('defaults to the fictional PDF in the page language and follows its own variables', () => {
    expect(choiceCardPdfUrl(CBBE, 'fr', {})).toBe('https://docs.example.com/cbbe/fr/choice-gift-card.pdf')
    expect(choiceCardPdfUrl(CBBE, 'nl', { CHOICE_CARD_PDF_URL_CBBE: 'https://cdn.shop.test/{language}/keuzekaart.pdf', PROMO_SURVEY_URL: 'https://x.test/' }))
      .toBe('https://cdn.shop.test/nl/keuzekaart.pdf')
  })
})
