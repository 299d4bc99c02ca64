/**
 * Where the English slug of a content page that the es, it, pl, pt, sv, da and nb storefronts served
 * until 28 November 2026 lives now: per language and route, the English slug → the same page's slug
 * in the language (server/http/legacy-english-paths.ts redirects by it). These are addresses of the
 * past, so they are data here rather than read from the seed's copy on every request; a test
 * (legacy-english-content-slugs.test.ts) keeps the table equal to the seeded pages of every such
 * storefront. A page published later under a new slug gets its redirect in the CMS, not here.
 */
import type { Language } from './storefronts/types'

/** The content routes whose param is one language's slug (the proxy's pattern for each is in i18n/). */
export type LegacyContentRoute = 'givingMomentsPage' | 'businessProduct' | 'blogArticle' | 'landing'

export type LegacyContentSlugs = Readonly<Record<LegacyContentRoute, Readonly<Record<string, string>>>>

export const LEGACY_ENGLISH_CONTENT_SLUGS: Partial<Record<Language, LegacyContentSlugs>> = {
  es: {
    givingMomentsPage: {
      birthday: 'cumpleanos',
      'thank-you': 'gracias',
      christmas: 'navidad',
      wedding: 'boda',
      'new-baby': 'nacimiento',
      retirement: 'jubilacion',
    },
    businessProduct: {
      'employee-gifts': 'regalos-para-empleados',
      'client-gifts': 'regalos-para-clientes',
      incentives: 'incentivos',
    },
    blogArticle: {
      'ten-gift-ideas-for-someone-who-has-everything': 'diez-ideas-de-regalo-para-quien-lo-tiene-todo',
      'digital-or-physical-gift-card': 'tarjeta-de-regalo-digital-o-fisica',
      'how-to-write-a-personal-message': 'como-escribir-un-mensaje-personal',
      'gift-cards-for-your-team': 'tarjetas-de-regalo-para-tu-equipo',
      'check-your-balance': 'consulta-tu-saldo',
      'last-minute-gifts': 'regalos-de-ultima-hora',
    },
    landing: {
      'gift-for-him': 'regalo-para-el',
      'gift-for-her': 'regalo-para-ella',
    },
  },
  it: {
    givingMomentsPage: {
      birthday: 'compleanno',
      'thank-you': 'grazie',
      christmas: 'natale',
      wedding: 'matrimonio',
      'new-baby': 'nascita',
      retirement: 'pensione',
    },
    businessProduct: {
      'employee-gifts': 'regali-per-dipendenti',
      'client-gifts': 'regali-per-clienti',
      incentives: 'incentivi',
    },
    blogArticle: {
      'ten-gift-ideas-for-someone-who-has-everything': 'dieci-idee-regalo-per-chi-ha-gia-tutto',
      'digital-or-physical-gift-card': 'carta-regalo-digitale-o-fisica',
      'how-to-write-a-personal-message': 'come-scrivere-un-messaggio-personale',
      'gift-cards-for-your-team': 'carte-regalo-per-il-tuo-team',
      'check-your-balance': 'verifica-il-saldo',
      'last-minute-gifts': 'regali-dell-ultimo-minuto',
    },
    landing: {
      'gift-for-him': 'regalo-per-lui',
      'gift-for-her': 'regalo-per-lei',
    },
  },
  pl: {
    givingMomentsPage: {
      birthday: 'urodziny',
      'thank-you': 'podziekowanie',
      christmas: 'boze-narodzenie',
      wedding: 'slub',
      'new-baby': 'narodziny-dziecka',
      retirement: 'emerytura',
    },
    businessProduct: {
      'employee-gifts': 'prezenty-dla-pracownikow',
      'client-gifts': 'prezenty-dla-klientow',
      incentives: 'programy-motywacyjne',
    },
    blogArticle: {
      'ten-gift-ideas-for-someone-who-has-everything': 'dziesiec-pomyslow-na-prezent-dla-kogos-kto-ma-wszystko',
      'digital-or-physical-gift-card': 'cyfrowa-czy-fizyczna-karta-podarunkowa',
      'how-to-write-a-personal-message': 'jak-napisac-osobista-wiadomosc',
      'gift-cards-for-your-team': 'karty-podarunkowe-dla-twojego-zespolu',
      'check-your-balance': 'jak-sprawdzic-saldo-karty-podarunkowej',
      'last-minute-gifts': 'prezenty-na-ostatnia-chwile',
    },
    landing: {
      'gift-for-him': 'prezent-dla-niego',
      'gift-for-her': 'prezent-dla-niej',
    },
  },
  pt: {
    givingMomentsPage: {
      birthday: 'aniversario',
      'thank-you': 'agradecimento',
      christmas: 'natal',
      wedding: 'casamento',
      'new-baby': 'nascimento',
      retirement: 'fim-de-carreira',
    },
    businessProduct: {
      'employee-gifts': 'presentes-para-colaboradores',
      'client-gifts': 'presentes-para-clientes',
      incentives: 'incentivos',
    },
    blogArticle: {
      'ten-gift-ideas-for-someone-who-has-everything': 'dez-ideias-de-presentes-para-quem-ja-tem-tudo',
      'digital-or-physical-gift-card': 'cartao-digital-ou-fisico',
      'how-to-write-a-personal-message': 'como-escrever-uma-mensagem-pessoal',
      'gift-cards-for-your-team': 'cartoes-para-empresas-guia-pratico',
      'check-your-balance': 'como-consultar-o-saldo',
      'last-minute-gifts': 'presentes-de-ultima-hora',
    },
    landing: {
      'gift-for-him': 'presente-para-ele',
      'gift-for-her': 'presente-para-ela',
    },
  },
  sv: {
    givingMomentsPage: {
      birthday: 'fodelsedag',
      'thank-you': 'tack',
      christmas: 'jul',
      wedding: 'brollop',
      'new-baby': 'nyfodd',
      retirement: 'pension',
    },
    businessProduct: {
      'employee-gifts': 'personalgavor',
      'client-gifts': 'kundgavor',
      incentives: 'beloningar',
    },
    blogArticle: {
      'ten-gift-ideas-for-someone-who-has-everything': 'tio-presenttips-till-den-som-har-allt',
      'digital-or-physical-gift-card': 'digitalt-eller-fysiskt-presentkort',
      'how-to-write-a-personal-message': 'skriv-en-personlig-halsning',
      'gift-cards-for-your-team': 'presentkort-till-personalen',
      'check-your-balance': 'kolla-saldot',
      'last-minute-gifts': 'presenter-i-sista-minuten',
    },
    landing: {
      'gift-for-him': 'present-till-honom',
      'gift-for-her': 'present-till-henne',
    },
  },
  da: {
    givingMomentsPage: {
      birthday: 'foedselsdag',
      'thank-you': 'tak',
      christmas: 'jul',
      wedding: 'bryllup',
      'new-baby': 'barsel',
      retirement: 'pension',
    },
    businessProduct: {
      'employee-gifts': 'medarbejdergaver',
      'client-gifts': 'kundegaver',
      incentives: 'incitamenter',
    },
    blogArticle: {
      'ten-gift-ideas-for-someone-who-has-everything': 'ti-gaveideer-til-den-der-har-alt',
      'digital-or-physical-gift-card': 'digitalt-eller-fysisk-gavekort',
      'how-to-write-a-personal-message': 'saadan-skriver-du-en-personlig-hilsen',
      'gift-cards-for-your-team': 'gavekort-til-dit-team',
      'check-your-balance': 'tjek-saldoen-paa-dit-gavekort',
      'last-minute-gifts': 'gaver-i-sidste-oejeblik',
    },
    landing: {
      'gift-for-him': 'gave-til-ham',
      'gift-for-her': 'gave-til-hende',
    },
  },
  nb: {
    givingMomentsPage: {
      birthday: 'bursdag',
      'thank-you': 'takk',
      christmas: 'jul',
      wedding: 'bryllup',
      'new-baby': 'ny-baby',
      retirement: 'pensjonist',
    },
    businessProduct: {
      'employee-gifts': 'gaver-til-ansatte',
      'client-gifts': 'kundegaver',
      incentives: 'insentiver',
    },
    blogArticle: {
      'ten-gift-ideas-for-someone-who-has-everything': 'ti-gaveideer-til-den-som-har-alt',
      'digital-or-physical-gift-card': 'digitalt-eller-fysisk-gavekort',
      'how-to-write-a-personal-message': 'slik-skriver-du-en-personlig-hilsen',
      'gift-cards-for-your-team': 'gavekort-til-teamet',
      'check-your-balance': 'sjekk-saldoen',
      'last-minute-gifts': 'gaver-i-siste-liten',
    },
    landing: {
      'gift-for-him': 'gave-til-ham',
      'gift-for-her': 'gave-til-henne',
    },
  },
}
