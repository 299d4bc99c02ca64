/**
 * The countries an address may be in (docs/rules/validation.md, the ISO two-letter list): every officially
 * assigned ISO 3166-1 alpha-2 code except the six territories without inhabitants or post (AQ
 * Antarctica, BV Bouvet Island, GS South Georgia, HM Heard and McDonald Islands, TF French Southern
 * Territories, UM US Minor Outlying Islands), where no card could be delivered. One list for every
 * country picker and for the API, so an address that one form accepts every other form accepts too.
 */
export const COUNTRY_CODES: readonly string[] = `
  AD AE AF AG AI AL AM AO AR AS AT AU AW AX AZ
  BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BW BY BZ
  CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ
  DE DJ DK DM DO DZ
  EC EE EG EH ER ES ET
  FI FJ FK FM FO FR
  GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GT GU GW GY
  HK HN HR HT HU
  ID IE IL IM IN IO IQ IR IS IT
  JE JM JO JP
  KE KG KH KI KM KN KP KR KW KY KZ
  LA LB LC LI LK LR LS LT LU LV LY
  MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ
  NA NC NE NF NG NI NL NO NP NR NU NZ
  OM
  PA PE PF PG PH PK PL PM PN PR PS PT PW PY
  QA
  RE RO RS RU RW
  SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ
  TC TD TG TH TJ TK TL TM TN TO TR TT TV TW TZ
  UA UG US UY UZ
  VA VC VE VG VI VN VU
  WF WS
  YE YT
  ZA ZM ZW
`.trim().split(/\s+/)

const KNOWN: ReadonlySet<string> = new Set(COUNTRY_CODES)

/** Whether an (upper-case) code names a country of the list; `UK` is read as GB, as by the postcode and phone rules. */
export function isKnownCountry(code: string): boolean {
  return KNOWN.has(code) || code === 'UK'
}
