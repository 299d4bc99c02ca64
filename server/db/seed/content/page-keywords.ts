/**
 * The keywords of the seeded content pages per language (docs/rules/pages-and-seo.md page metadata keywords): the
 * words shoppers of each market type for the page, not a translation of one list. Legal and service
 * pages have none. The articles are in the order of every language's `blog.articles`.
 */
import type { CompleteLanguage } from '@/config/storefronts/types'
import type { BusinessKey, MomentKey } from './types'

export interface PageKeywords {
  givingMoments: string[]
  moments: Record<MomentKey, string[]>
  business: string[]
  businessPages: Record<BusinessKey, string[]>
  blog: string[]
  articles: [string[], string[], string[], string[], string[], string[]]
  landing: [string[], string[]]
}

export const PAGE_KEYWORDS: Readonly<Record<CompleteLanguage, PageKeywords>> = {
  nl: {
    givingMoments: ['cadeau-ideeën', 'cadeaubon', 'cadeau voor elke gelegenheid', 'geefmomenten'],
    moments: {
      birthday: ['verjaardagscadeau', 'cadeaubon verjaardag', 'cadeau voor een verjaardag'],
      thankYou: ['bedankcadeau', 'bedankje', 'cadeaubon als bedankje', 'cadeau juf'],
      christmas: ['kerstcadeau', 'kerstgeschenk', 'cadeaubon kerst', 'cadeau onder de kerstboom'],
      wedding: ['huwelijkscadeau', 'trouwcadeau', 'cadeaubon huwelijk'],
      newBaby: ['geboortecadeau', 'kraamcadeau', 'cadeau voor een baby', 'cadeaubon geboorte'],
      retirement: ['pensioencadeau', 'afscheidscadeau collega', 'cadeaubon pensioen'],
    },
    business: ['zakelijke cadeaubonnen', 'cadeaubonnen voor bedrijven', 'bestellen op factuur', 'personeelsgeschenk'],
    businessPages: {
      employeeGifts: ['personeelscadeau', 'eindejaarsgeschenk personeel', 'cadeaubon werknemers', 'kerstpakket alternatief'],
      clientGifts: ['relatiegeschenk', 'cadeau voor klanten', 'zakelijk geschenk'],
      incentives: ['incentives', 'beloning medewerkers', 'klantenbinding', 'cadeaubon als beloning'],
    },
    blog: ['cadeautips', 'cadeau inspiratie', 'blog cadeaubonnen'],
    articles: [
      ['cadeau voor wie alles heeft', 'origineel cadeau', 'belevingscadeau'],
      ['digitale cadeaubon', 'fysieke cadeaubon', 'e-cadeaubon'],
      ['wenskaart tekst', 'persoonlijke boodschap', 'tekst bij cadeau'],
      ['cadeaubonnen personeel', 'hr cadeau', 'teamcadeau'],
      ['saldo cadeaubon', 'saldocheck', 'resterend tegoed'],
      ['last-minute cadeau', 'cadeau snel geleverd', 'digitale cadeaubon binnen het uur'],
    ],
    landing: [
      ['cadeau voor hem', 'cadeau voor mannen', 'cadeaubon voor hem'],
      ['cadeau voor haar', 'cadeau voor vrouwen', 'cadeaubon voor haar'],
    ],
  },
  fr: {
    givingMoments: ['idées cadeaux', 'carte cadeau', 'cadeau pour chaque occasion', 'moments de générosité'],
    moments: {
      birthday: ['cadeau d’anniversaire', 'carte cadeau anniversaire', 'idée cadeau anniversaire'],
      thankYou: ['cadeau de remerciement', 'petit merci', 'cadeau institutrice'],
      christmas: ['cadeau de Noël', 'carte cadeau Noël', 'cadeau sous le sapin'],
      wedding: ['cadeau de mariage', 'liste de mariage', 'carte cadeau mariage'],
      newBaby: ['cadeau de naissance', 'cadeau bébé', 'carte cadeau naissance'],
      retirement: ['cadeau de départ à la retraite', 'cadeau collègue', 'pot de départ'],
    },
    business: ['cartes cadeaux entreprise', 'cadeaux d’entreprise', 'commande sur facture', 'cadeau personnel'],
    businessPages: {
      employeeGifts: ['cadeau pour le personnel', 'cadeau de fin d’année salariés', 'chèque cadeau employés'],
      clientGifts: ['cadeau d’affaires', 'cadeau client', 'cadeau relation professionnelle'],
      incentives: ['incentive', 'récompense collaborateurs', 'fidélisation client'],
    },
    blog: ['conseils cadeaux', 'inspiration cadeau', 'blog cartes cadeaux'],
    articles: [
      ['cadeau pour quelqu’un qui a tout', 'cadeau original', 'cadeau expérience'],
      ['carte cadeau numérique', 'carte cadeau physique', 'e-carte cadeau'],
      ['texte carte de vœux', 'message personnel', 'mot pour un cadeau'],
      ['cartes cadeaux pour le personnel', 'cadeau RH', 'cadeau d’équipe'],
      ['solde carte cadeau', 'vérifier le solde', 'crédit restant'],
      ['cadeau de dernière minute', 'cadeau livré rapidement', 'carte cadeau par e-mail'],
    ],
    landing: [
      ['cadeau pour lui', 'cadeau homme', 'carte cadeau pour lui'],
      ['cadeau pour elle', 'cadeau femme', 'carte cadeau pour elle'],
    ],
  },
  en: {
    givingMoments: ['gift ideas', 'gift card', 'gift for every occasion', 'giving moments'],
    moments: {
      birthday: ['birthday gift', 'birthday gift card', 'birthday present ideas'],
      thankYou: ['thank you gift', 'teacher gift', 'thank you gift card'],
      christmas: ['Christmas gift', 'Christmas gift card', 'stocking filler'],
      wedding: ['wedding gift', 'wedding gift card', 'gift for the couple'],
      newBaby: ['new baby gift', 'baby shower gift', 'gift for new parents'],
      retirement: ['retirement gift', 'leaving gift for a colleague', 'retirement gift card'],
    },
    business: ['business gift cards', 'corporate gift cards', 'order on invoice', 'employee gifts'],
    businessPages: {
      employeeGifts: ['employee gifts', 'staff Christmas gift', 'gift cards for employees'],
      clientGifts: ['client gifts', 'corporate gifts', 'business gift ideas'],
      incentives: ['incentives', 'employee rewards', 'customer loyalty rewards'],
    },
    blog: ['gift tips', 'gift inspiration', 'gift card blog'],
    articles: [
      ['gift for someone who has everything', 'experience gift', 'unique gift ideas'],
      ['digital gift card', 'physical gift card', 'e-gift card'],
      ['gift message ideas', 'what to write in a card', 'personal message'],
      ['gift cards for your team', 'HR gifts', 'team rewards'],
      ['gift card balance', 'check gift card balance', 'remaining balance'],
      ['last-minute gift', 'instant gift card', 'gift card by email'],
    ],
    landing: [
      ['gift for him', 'gifts for men', 'gift card for him'],
      ['gift for her', 'gifts for women', 'gift card for her'],
    ],
  },
  de: {
    givingMoments: ['Geschenkideen', 'Gutschein', 'Geschenk für jeden Anlass', 'Anlässe'],
    moments: {
      birthday: ['Geburtstagsgeschenk', 'Geburtstagsgutschein', 'Geschenkidee Geburtstag'],
      thankYou: ['Dankeschön-Geschenk', 'kleines Dankeschön', 'Geschenk für die Lehrerin'],
      christmas: ['Weihnachtsgeschenk', 'Weihnachtsgutschein', 'Geschenk unter dem Tannenbaum'],
      wedding: ['Hochzeitsgeschenk', 'Hochzeitsgutschein', 'Geschenk für das Brautpaar'],
      newBaby: ['Geschenk zur Geburt', 'Babygeschenk', 'Gutschein zur Geburt'],
      retirement: ['Geschenk zum Ruhestand', 'Abschiedsgeschenk Kollege', 'Rentnergeschenk'],
    },
    business: ['Firmengutscheine', 'Geschenkgutscheine für Unternehmen', 'Kauf auf Rechnung', 'Mitarbeitergeschenk'],
    businessPages: {
      employeeGifts: ['Mitarbeitergeschenke', 'Weihnachtsgeschenk Mitarbeiter', 'Sachbezug Gutschein'],
      clientGifts: ['Kundengeschenke', 'Geschäftsgeschenke', 'Geschenk für Geschäftspartner'],
      incentives: ['Incentives', 'Mitarbeiterprämie', 'Kundenbindung'],
    },
    blog: ['Geschenktipps', 'Geschenkinspiration', 'Gutschein-Blog'],
    articles: [
      ['Geschenk für Leute, die alles haben', 'Erlebnisgeschenk', 'originelle Geschenkidee'],
      ['digitaler Gutschein', 'Gutscheinkarte', 'E-Gutschein'],
      ['Glückwunschkarte Text', 'persönliche Nachricht', 'Text zum Geschenk'],
      ['Gutscheine für Mitarbeiter', 'HR-Geschenk', 'Teamgeschenk'],
      ['Gutschein Guthaben', 'Guthaben abfragen', 'Restguthaben'],
      ['Last-Minute-Geschenk', 'Gutschein sofort per E-Mail', 'schnelles Geschenk'],
    ],
    landing: [
      ['Geschenk für ihn', 'Geschenke für Männer', 'Gutschein für ihn'],
      ['Geschenk für sie', 'Geschenke für Frauen', 'Gutschein für sie'],
    ],
  },
}
