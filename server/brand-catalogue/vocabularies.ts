/**
 * The three content collections of docs/rules/catalogue.md with their term titles in every language the storefront
 * registry uses. Pure data (no Node imports): brands.ts and the card-art route may import it.
 */
import type { Language } from '@/config/storefronts/types'

export const VOCABULARIES = {
  categories: 'cb_api_giftcard_categories',
  types: 'cb_api_giftcard_types',
  promotions: 'cb_api_giftcard_promotions',
} as const
export type Vocabulary = (typeof VOCABULARIES)[keyof typeof VOCABULARIES]

/** Every title table below has all of these languages (the compiler checks it). */
type Titles = Readonly<Record<Language, string>>

interface TermDefinition<Slug extends string> {
  slug: Slug
  /** Accent colour of the term (menu chips); hex. */
  color: string
  titles: Titles
}

// Columns: nl, fr, en, de, es, it, pl, pt, sv, da, nb.
const t = (
  nl: string, fr: string, en: string, de: string, es: string, it: string,
  pl: string, pt: string, sv: string, da: string, nb: string,
): Titles => ({ nl, fr, en, de, es, it, pl, pt, sv, da, nb })

export const CATEGORY_SLUGS = [
  'restaurants', 'wellness', 'shopping', 'fashion', 'books', 'cinema', 'experiences', 'travel', 'sports',
  'home-and-living', 'gaming', 'beauty', 'kids', 'food-and-drinks', 'charity',
] as const
export type CategorySlug = (typeof CATEGORY_SLUGS)[number]

export const CATEGORY_TERMS: readonly TermDefinition<CategorySlug>[] = [
  { slug: 'restaurants', color: '#C0392B', titles: t('Restaurants', 'Restaurants', 'Restaurants', 'Restaurants', 'Restaurantes', 'Ristoranti', 'Restauracje', 'Restaurantes', 'Restauranger', 'Restauranter', 'Restauranter') },
  { slug: 'wellness', color: '#16A085', titles: t('Wellness', 'Bien-être', 'Wellness', 'Wellness', 'Bienestar', 'Benessere', 'Wellness i spa', 'Bem-estar', 'Spa & wellness', 'Wellness', 'Velvære') },
  { slug: 'shopping', color: '#2C3E50', titles: t('Shoppen', 'Shopping', 'Shopping', 'Shopping', 'Compras', 'Shopping', 'Zakupy', 'Compras', 'Shopping', 'Shopping', 'Shopping') },
  { slug: 'fashion', color: '#8E44AD', titles: t('Mode', 'Mode', 'Fashion', 'Mode', 'Moda', 'Moda', 'Moda', 'Moda', 'Mode', 'Mode', 'Mote') },
  { slug: 'books', color: '#7E5109', titles: t('Boeken', 'Livres', 'Books', 'Bücher', 'Libros', 'Libri', 'Książki', 'Livros', 'Böcker', 'Bøger', 'Bøker') },
  { slug: 'cinema', color: '#1B2631', titles: t('Bioscoop', 'Cinéma', 'Cinema', 'Kino', 'Cine', 'Cinema', 'Kino', 'Cinema', 'Bio', 'Biograf', 'Kino') },
  { slug: 'experiences', color: '#D35400', titles: t('Belevenissen', 'Expériences', 'Experiences', 'Erlebnisse', 'Experiencias', 'Esperienze', 'Przeżycia', 'Experiências', 'Upplevelser', 'Oplevelser', 'Opplevelser') },
  { slug: 'travel', color: '#2874A6', titles: t('Reizen', 'Voyages', 'Travel', 'Reisen', 'Viajes', 'Viaggi', 'Podróże', 'Viagens', 'Resor', 'Rejser', 'Reiser') },
  { slug: 'sports', color: '#1E8449', titles: t('Sport', 'Sport', 'Sports', 'Sport', 'Deportes', 'Sport', 'Sport', 'Esportes', 'Sport', 'Sport', 'Sport') },
  { slug: 'home-and-living', color: '#A04000', titles: t('Wonen', 'Maison & déco', 'Home & living', 'Wohnen', 'Hogar', 'Casa', 'Dom i wnętrza', 'Casa', 'Hem & inredning', 'Bolig', 'Hjem & interiør') },
  { slug: 'gaming', color: '#5B2C6F', titles: t('Gaming', 'Jeux vidéo', 'Gaming', 'Gaming', 'Videojuegos', 'Videogiochi', 'Gry', 'Games', 'Gaming', 'Gaming', 'Gaming') },
  { slug: 'beauty', color: '#C2185B', titles: t('Beauty', 'Beauté', 'Beauty', 'Beauty', 'Belleza', 'Bellezza', 'Uroda', 'Beleza', 'Skönhet', 'Skønhed', 'Skjønnhet') },
  { slug: 'kids', color: '#F39C12', titles: t('Kinderen', 'Enfants', 'Kids', 'Kinder', 'Niños', 'Bambini', 'Dzieci', 'Crianças', 'Barn', 'Børn', 'Barn') },
  { slug: 'food-and-drinks', color: '#6E2C00', titles: t('Eten & drinken', 'Gastronomie', 'Food & drink', 'Essen & Trinken', 'Comida y bebida', 'Cibo e bevande', 'Jedzenie i napoje', 'Comida e bebida', 'Mat & dryck', 'Mad & drikke', 'Mat & drikke') },
  { slug: 'charity', color: '#117A65', titles: t('Goede doelen', 'Bonnes causes', 'Charity', 'Spenden', 'Solidaridad', 'Beneficenza', 'Cele charytatywne', 'Solidariedade', 'Välgörenhet', 'Velgørenhed', 'Veldedighet') },
]

export const TYPE_SLUGS = ['digital', 'physical', 'choice', 'business'] as const
export type TypeSlug = (typeof TYPE_SLUGS)[number]

export const TYPE_TERMS: readonly TermDefinition<TypeSlug>[] = [
  { slug: 'digital', color: '#2980B9', titles: t('Digitaal', 'Numérique', 'Digital', 'Digital', 'Digital', 'Digitale', 'Cyfrowa', 'Digital', 'Digitalt', 'Digitalt', 'Digitalt') },
  { slug: 'physical', color: '#27AE60', titles: t('Fysiek', 'Physique', 'Physical', 'Physisch', 'Física', 'Fisica', 'Fizyczna', 'Física', 'Fysiskt', 'Fysisk', 'Fysisk') },
  { slug: 'choice', color: '#E67E22', titles: t('Keuzecadeaukaart', 'Carte au choix', 'Choice gift card', 'Auswahlgutschein', 'Tarjeta a elegir', 'Carta a scelta', 'Karta do wyboru', 'Cartão à escolha', 'Valfritt presentkort', 'Valgfrit gavekort', 'Valgfritt gavekort') },
  { slug: 'business', color: '#34495E', titles: t('Zakelijk', 'Entreprises', 'Business', 'Business', 'Empresas', 'Aziende', 'Dla firm', 'Empresas', 'Företag', 'Erhverv', 'Bedrift') },
]

export const PROMOTION_SLUGS = ['free-shipping', 'bonus-value', 'new', 'popular'] as const
export type PromotionSlug = (typeof PROMOTION_SLUGS)[number]

export const PROMOTION_TERMS: readonly TermDefinition<PromotionSlug>[] = [
  { slug: 'free-shipping', color: '#1ABC9C', titles: t('Gratis verzending', 'Livraison gratuite', 'Free shipping', 'Kostenloser Versand', 'Envío gratis', 'Spedizione gratuita', 'Darmowa wysyłka', 'Envio grátis', 'Fri frakt', 'Gratis fragt', 'Gratis frakt') },
  { slug: 'bonus-value', color: '#9B59B6', titles: t('Extra waarde', 'Valeur bonus', 'Bonus value', 'Bonuswert', 'Valor extra', 'Valore extra', 'Dodatkowa wartość', 'Valor extra', 'Bonusvärde', 'Bonusværdi', 'Bonusverdi') },
  { slug: 'new', color: '#2E7D32', titles: t('Nieuw', 'Nouveautés', 'New', 'Neu', 'Novedades', 'Novità', 'Nowości', 'Novidades', 'Nyheter', 'Nyheder', 'Nyheter') },
  { slug: 'popular', color: '#E65100', titles: t('Populair', 'Populaires', 'Popular', 'Beliebt', 'Populares', 'Più amati', 'Popularne', 'Populares', 'Populära', 'Populære', 'Populære') },
]

export const VOCABULARY_TERMS: ReadonlyArray<{ vocabulary: Vocabulary; terms: readonly TermDefinition<string>[] }> = [
  { vocabulary: VOCABULARIES.categories, terms: CATEGORY_TERMS },
  { vocabulary: VOCABULARIES.types, terms: TYPE_TERMS },
  { vocabulary: VOCABULARIES.promotions, terms: PROMOTION_TERMS },
]

/** Categories whose brands are visited in person, so they get location pages. */
export const LOCATION_CATEGORIES: ReadonlySet<CategorySlug> = new Set(['restaurants', 'experiences', 'wellness', 'cinema'])
