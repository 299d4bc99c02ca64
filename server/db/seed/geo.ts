/**
 * Real city centres per storefront country (approximate coordinates), with the region, a postcode
 * pattern in the country's format and typical street names, for plausible seed locations.
 * Postcode patterns: `#` is a digit, `@` an upper-case letter, anything else literal. Pure data.
 */

export interface City {
  locality: string
  administrativeArea: string
  lat: number
  lon: number
  postcode: string
  /** Street names of this city when the country's list does not fit it (a French-speaking city, say). */
  streets?: readonly string[]
}

export interface CountryGeo {
  cities: readonly City[]
  /** Street names found in most cities of the country. */
  streets: readonly string[]
  /** How a street and house number combine. */
  address: 'street-number' | 'number-street' | 'street-comma-number'
}

const c = (
  locality: string, administrativeArea: string, lat: number, lon: number, postcode: string, streets?: readonly string[],
): City => ({ locality, administrativeArea, lat, lon, postcode, ...(streets ? { streets } : {}) })

export const GEO: Readonly<Record<string, CountryGeo>> = {
  NL: {
    address: 'street-number',
    streets: ['Kerkstraat', 'Molenweg', 'Stationsplein', 'Marktstraat', 'Lindenlaan', 'Havenkade', 'Nieuwe Gracht'],
    cities: [
      c('Amsterdam', 'Noord-Holland', 52.3728, 4.8936, '10## @@'),
      c('Rotterdam', 'Zuid-Holland', 51.9225, 4.4792, '30## @@'),
      c('Utrecht', 'Utrecht', 52.0907, 5.1214, '35## @@'),
      c('Den Haag', 'Zuid-Holland', 52.0705, 4.3007, '25## @@'),
      c('Eindhoven', 'Noord-Brabant', 51.4416, 5.4697, '56## @@'),
      c('Groningen', 'Groningen', 53.2194, 6.5665, '97## @@'),
    ],
  },
  BE: {
    address: 'street-number',
    streets: ['Kerkstraat', 'Stationsstraat', 'Grote Markt', 'Nieuwstraat', 'Kapelstraat', 'Molenstraat'],
    cities: [
      c('Gent', 'Oost-Vlaanderen', 51.0543, 3.7174, '90#0'),
      c('Antwerpen', 'Antwerpen', 51.2194, 4.4025, '20#0'),
      c('Brussel', 'Brussels Hoofdstedelijk Gewest', 50.8467, 4.3525, '10#0'),
      c('Leuven', 'Vlaams-Brabant', 50.8798, 4.7005, '300#'),
      c('Brugge', 'West-Vlaanderen', 51.2093, 3.2247, '800#'),
      c('Liège', 'Liège', 50.6326, 5.5797, '40#0', ['Rue de la Cathédrale', 'Place du Marché', 'Rue Saint-Gilles', 'Boulevard de la Sauvenière']),
    ],
  },
  DE: {
    address: 'street-number',
    streets: ['Hauptstraße', 'Bahnhofstraße', 'Marktplatz', 'Schillerstraße', 'Lindenallee', 'Gartenweg', 'Rosenstraße'],
    cities: [
      c('Berlin', 'Berlin', 52.52, 13.405, '10###'),
      c('München', 'Bayern', 48.1372, 11.5755, '80###'),
      c('Hamburg', 'Hamburg', 53.5511, 9.9937, '20###'),
      c('Köln', 'Nordrhein-Westfalen', 50.9375, 6.9603, '50###'),
      c('Frankfurt am Main', 'Hessen', 50.1109, 8.6821, '60###'),
      c('Leipzig', 'Sachsen', 51.3397, 12.3731, '04###'),
    ],
  },
  AT: {
    address: 'street-number',
    streets: ['Hauptplatz', 'Hauptstraße', 'Bahnhofstraße', 'Kirchengasse', 'Schulgasse', 'Rathausplatz'],
    cities: [
      c('Wien', 'Wien', 48.2082, 16.3738, '1##0'),
      c('Graz', 'Steiermark', 47.0707, 15.4395, '80#0'),
      c('Linz', 'Oberösterreich', 48.3069, 14.2858, '40#0'),
      c('Salzburg', 'Salzburg', 47.8095, 13.055, '50#0'),
      c('Innsbruck', 'Tirol', 47.2692, 11.4041, '60#0'),
    ],
  },
  CH: {
    address: 'street-number',
    streets: ['Bahnhofstrasse', 'Marktgasse', 'Seestrasse', 'Kirchgasse', 'Hauptstrasse', 'Poststrasse'],
    cities: [
      c('Zürich', 'Zürich', 47.3769, 8.5417, '80##'),
      c('Bern', 'Bern', 46.948, 7.4474, '30##'),
      c('Basel', 'Basel-Stadt', 47.5596, 7.5886, '40##'),
      c('Lausanne', 'Vaud', 46.5197, 6.6323, '10##', ['Rue Centrale', 'Avenue de la Gare', 'Rue du Marché', 'Place de la Riponne']),
      c('Luzern', 'Luzern', 47.0502, 8.3093, '60##'),
    ],
  },
  FR: {
    address: 'number-street',
    streets: ['rue de la République', 'avenue Victor Hugo', 'rue du Commerce', 'place de la Mairie', 'boulevard Pasteur', 'rue des Lilas'],
    cities: [
      c('Paris', 'Île-de-France', 48.8566, 2.3522, '7500#'),
      c('Lyon', 'Auvergne-Rhône-Alpes', 45.764, 4.8357, '6900#'),
      c('Marseille', "Provence-Alpes-Côte d'Azur", 43.2965, 5.3698, '130##'),
      c('Bordeaux', 'Nouvelle-Aquitaine', 44.8378, -0.5792, '330##'),
      c('Lille', 'Hauts-de-France', 50.6292, 3.0573, '590##'),
      c('Nantes', 'Pays de la Loire', 47.2184, -1.5536, '440##'),
    ],
  },
  ES: {
    address: 'street-comma-number',
    streets: ['Calle Mayor', 'Calle Real', 'Avenida de la Constitución', 'Calle del Carmen', 'Plaza Mayor', 'Calle San Francisco'],
    cities: [
      c('Madrid', 'Comunidad de Madrid', 40.4168, -3.7038, '280##'),
      c('Barcelona', 'Cataluña', 41.3874, 2.1686, '080##'),
      c('Valencia', 'Comunidad Valenciana', 39.4699, -0.3763, '460##'),
      c('Sevilla', 'Andalucía', 37.3891, -5.9845, '410##'),
      c('Bilbao', 'País Vasco', 43.263, -2.935, '480##'),
    ],
  },
  IT: {
    address: 'street-comma-number',
    streets: ['Via Roma', 'Corso Italia', 'Via Garibaldi', 'Piazza del Duomo', 'Via Mazzini', 'Via Dante'],
    cities: [
      c('Milano', 'Lombardia', 45.4642, 9.19, '201##'),
      c('Roma', 'Lazio', 41.9028, 12.4964, '001##'),
      c('Napoli', 'Campania', 40.8518, 14.2681, '801##'),
      c('Torino', 'Piemonte', 45.0703, 7.6869, '101##'),
      c('Firenze', 'Toscana', 43.7696, 11.2558, '501##'),
      c('Bologna', 'Emilia-Romagna', 44.4949, 11.3426, '401##'),
    ],
  },
  PT: {
    address: 'street-comma-number',
    streets: ['Rua Direita', 'Rua do Comércio', 'Avenida da República', 'Rua de Santo António', 'Praça da República', 'Rua 25 de Abril'],
    cities: [
      c('Lisboa', 'Lisboa', 38.7223, -9.1393, '1###-###'),
      c('Porto', 'Porto', 41.1579, -8.6291, '40##-###'),
      c('Braga', 'Braga', 41.5454, -8.4265, '47##-###'),
      c('Coimbra', 'Coimbra', 40.2033, -8.4103, '30##-###'),
      c('Faro', 'Faro', 37.0194, -7.9304, '80##-###'),
    ],
  },
  PL: {
    address: 'street-number',
    streets: ['ul. Długa', 'ul. Polna', 'ul. Lipowa', 'ul. Kościuszki', 'ul. Mickiewicza', 'ul. Słowackiego'],
    cities: [
      c('Warszawa', 'mazowieckie', 52.2297, 21.0122, '00-###'),
      c('Kraków', 'małopolskie', 50.0647, 19.945, '31-###'),
      c('Wrocław', 'dolnośląskie', 51.1079, 17.0385, '50-###'),
      c('Gdańsk', 'pomorskie', 54.352, 18.6466, '80-###'),
      c('Poznań', 'wielkopolskie', 52.4064, 16.9252, '61-###'),
    ],
  },
  DK: {
    address: 'street-number',
    streets: ['Vestergade', 'Østergade', 'Algade', 'Søndergade', 'Nørregade', 'Torvet'],
    cities: [
      c('København', 'Region Hovedstaden', 55.6761, 12.5683, '1###'),
      c('Aarhus', 'Region Midtjylland', 56.1629, 10.2039, '80#0'),
      c('Odense', 'Region Syddanmark', 55.4038, 10.4024, '50#0'),
      c('Aalborg', 'Region Nordjylland', 57.0488, 9.9217, '90#0'),
    ],
  },
  NO: {
    address: 'street-number',
    streets: ['Storgata', 'Kirkegata', 'Torggata', 'Dronningens gate', 'Kongens gate', 'Jernbanegata'],
    cities: [
      c('Oslo', 'Oslo', 59.9139, 10.7522, '01##'),
      c('Bergen', 'Vestland', 60.3913, 5.3221, '50##'),
      c('Trondheim', 'Trøndelag', 63.4305, 10.3951, '70##'),
      c('Stavanger', 'Rogaland', 58.97, 5.7331, '40##'),
    ],
  },
  SE: {
    address: 'street-number',
    streets: ['Drottninggatan', 'Storgatan', 'Kungsgatan', 'Järnvägsgatan', 'Vasagatan', 'Kyrkogatan'],
    cities: [
      c('Stockholm', 'Stockholms län', 59.3293, 18.0686, '11# ##'),
      c('Göteborg', 'Västra Götalands län', 57.7089, 11.9746, '41# ##'),
      c('Malmö', 'Skåne län', 55.605, 13.0038, '21# ##'),
      c('Uppsala', 'Uppsala län', 59.8586, 17.6389, '75# ##'),
    ],
  },
  GB: {
    address: 'number-street',
    streets: ['High Street', 'Market Street', 'Church Lane', 'Station Road', 'King Street', 'Victoria Road'],
    cities: [
      c('London', 'Greater London', 51.5074, -0.1278, 'EC#@ #@@'),
      c('Manchester', 'Greater Manchester', 53.4808, -2.2426, 'M# #@@'),
      c('Birmingham', 'West Midlands', 52.4862, -1.8904, 'B# #@@'),
      c('Edinburgh', 'City of Edinburgh', 55.9533, -3.1883, 'EH# #@@'),
      c('Bristol', 'Bristol', 51.4545, -2.5879, 'BS# #@@'),
      c('Leeds', 'West Yorkshire', 53.8008, -1.5491, 'LS# #@@'),
    ],
  },
  IE: {
    address: 'number-street',
    streets: ['Main Street', 'Church Street', 'Bridge Street', 'Castle Street', 'Mill Street', "O'Connell Street"],
    cities: [
      c('Dublin', 'County Dublin', 53.3498, -6.2603, 'D0# @#@#'),
      c('Cork', 'County Cork', 51.8985, -8.4756, 'T12 @#@#'),
      c('Galway', 'County Galway', 53.2707, -9.0568, 'H91 @#@#'),
      c('Limerick', 'County Limerick', 52.6638, -8.6267, 'V94 @#@#'),
    ],
  },
  US: {
    address: 'number-street',
    streets: ['Main Street', 'Broadway', 'Market Street', 'Elm Street', 'Park Avenue', 'Maple Avenue'],
    cities: [
      c('New York', 'NY', 40.7128, -74.006, '100##'),
      c('Chicago', 'IL', 41.8781, -87.6298, '606##'),
      c('San Francisco', 'CA', 37.7749, -122.4194, '941##'),
      c('Austin', 'TX', 30.2672, -97.7431, '787##'),
      c('Seattle', 'WA', 47.6062, -122.3321, '981##'),
      c('Boston', 'MA', 42.3601, -71.0589, '021##'),
    ],
  },
  CA: {
    address: 'number-street',
    streets: ['Main Street', 'King Street', 'Queen Street', 'Church Street', 'Park Avenue', 'Victoria Street'],
    cities: [
      c('Toronto', 'Ontario', 43.6532, -79.3832, 'M5@ #@#'),
      c('Montréal', 'Québec', 45.5017, -73.5673, 'H2@ #@#', ['Rue Sainte-Catherine', 'Boulevard Saint-Laurent', 'Rue Saint-Denis', 'Avenue du Parc']),
      c('Vancouver', 'British Columbia', 49.2827, -123.1207, 'V6@ #@#'),
      c('Calgary', 'Alberta', 51.0447, -114.0719, 'T2@ #@#'),
      c('Ottawa', 'Ontario', 45.4215, -75.6972, 'K1@ #@#'),
    ],
  },
  AU: {
    address: 'number-street',
    streets: ['George Street', 'King Street', 'Queen Street', 'Elizabeth Street', 'Victoria Street', 'William Street'],
    cities: [
      c('Sydney', 'New South Wales', -33.8688, 151.2093, '20##'),
      c('Melbourne', 'Victoria', -37.8136, 144.9631, '30##'),
      c('Brisbane', 'Queensland', -27.4698, 153.0251, '40##'),
      c('Perth', 'Western Australia', -31.9505, 115.8605, '60##'),
      c('Adelaide', 'South Australia', -34.9285, 138.6007, '50##'),
    ],
  },
  NZ: {
    address: 'number-street',
    streets: ['Queen Street', 'George Street', 'Victoria Street', 'High Street', 'Princes Street', 'King Street'],
    cities: [
      c('Auckland', 'Auckland', -36.8485, 174.7633, '10##'),
      c('Wellington', 'Wellington', -41.2865, 174.7762, '60##'),
      c('Christchurch', 'Canterbury', -43.5321, 172.6362, '80##'),
      c('Dunedin', 'Otago', -45.8788, 170.5028, '90##'),
    ],
  },
  BR: {
    address: 'street-comma-number',
    streets: ['Rua das Flores', 'Avenida Brasil', 'Rua XV de Novembro', 'Rua Sete de Setembro', 'Avenida Getúlio Vargas', 'Rua Tiradentes'],
    cities: [
      c('São Paulo', 'São Paulo', -23.5505, -46.6333, '01###-###'),
      c('Rio de Janeiro', 'Rio de Janeiro', -22.9068, -43.1729, '20###-###'),
      c('Belo Horizonte', 'Minas Gerais', -19.9167, -43.9345, '30###-###'),
      c('Curitiba', 'Paraná', -25.4284, -49.2733, '80###-###'),
      c('Porto Alegre', 'Rio Grande do Sul', -30.0346, -51.2177, '90###-###'),
      c('Salvador', 'Bahia', -12.9777, -38.5016, '40###-###'),
    ],
  },
  MX: {
    address: 'street-number',
    streets: ['Avenida Juárez', 'Calle Hidalgo', 'Calle Morelos', 'Avenida Independencia', 'Calle Zaragoza', 'Avenida Revolución'],
    cities: [
      c('Ciudad de México', 'CDMX', 19.4326, -99.1332, '06###'),
      c('Guadalajara', 'Jalisco', 20.6597, -103.3496, '44###'),
      c('Monterrey', 'Nuevo León', 25.6866, -100.3161, '64###'),
      c('Puebla', 'Puebla', 19.0414, -98.2063, '72###'),
      c('Mérida', 'Yucatán', 20.9674, -89.5926, '97###'),
    ],
  },
  AE: {
    address: 'street-comma-number',
    streets: ['Sheikh Zayed Road', 'Corniche Road', 'Al Khaleej Street', 'Al Wahda Street', 'Sheikh Khalifa Street', 'Al Ittihad Road'],
    // The UAE has no postcodes in everyday use; the registry writes 00000 as well.
    cities: [
      c('Dubai', 'Dubai', 25.2048, 55.2708, '00000'),
      c('Abu Dhabi', 'Abu Dhabi', 24.4539, 54.3773, '00000'),
      c('Sharjah', 'Sharjah', 25.3463, 55.4209, '00000'),
    ],
  },
}

export function geoOf(country: string): CountryGeo {
  const geo = GEO[country]
  if (!geo) throw new Error(`No seed geography for country ${country}`)
  return geo
}
