/**
 * The legal entities that sell on the storefronts: one per country, which issues the invoices and
 * credit notes of every storefront of that country (Cadorama, Kadolino and Giftswap alike) from its
 * own gapless number sequences (docs/invoicing.md). The registry gives each storefront its seller.
 *
 * Fictional companies: names, registration and tax numbers are made up, but each keeps its
 * country's format (and check digits where a test checks them: the Belgian enterprise number, every
 * IBAN), so invoices and transfer instructions look as they will with the real data.
 */
import type { Seller } from './types'

type SellerData = Omit<Seller, 'address'>

export const SELLERS = {
  AE: { legalName: 'Kadoworks Middle East FZ-LLC', vatNumber: '100012345600003', companyNumber: 'DMCC-123456', iban: 'AE070331234567890123456', bic: 'EBILAEAD', timeZone: 'Asia/Dubai' },
  AT: { legalName: 'Kadoworks Österreich GmbH', vatNumber: 'ATU12345675', companyNumber: 'FN 512345 z', iban: 'AT611904300234573201', bic: 'BKAUATWW', timeZone: 'Europe/Vienna' },
  AU: { legalName: 'Kadoworks Australia Pty Ltd', vatNumber: 'ABN 51 824 753 556', companyNumber: 'ACN 824 753 556', iban: null, bic: null, timeZone: 'Australia/Sydney' },
  BE: { legalName: 'Kadoworks Belgium BV', vatNumber: 'BE0765123429', companyNumber: '0765.123.429', iban: 'BE21001234567803', bic: 'GEBABEBB', timeZone: 'Europe/Brussels' },
  BR: { legalName: 'Kadoworks Brasil Ltda.', vatNumber: null, companyNumber: 'CNPJ 12.345.678/0001-95', iban: 'BR9700360305000010009795493P1', bic: 'CEFXBRSP', timeZone: 'America/Sao_Paulo' },
  CA: { legalName: 'Kadoworks Canada Inc.', vatNumber: 'GST/HST 812345678 RT0001', companyNumber: 'BN 812345678', iban: null, bic: null, timeZone: 'America/Toronto' },
  CH: { legalName: 'Kadoworks Schweiz AG', vatNumber: 'CHE-123.456.788 MWST', companyNumber: 'CHE-123.456.788', iban: 'CH800076201162385295', bic: 'POFICHBE', timeZone: 'Europe/Zurich' },
  DE: { legalName: 'Kadoworks Deutschland GmbH', vatNumber: 'DE812345671', companyNumber: 'HRB 212345 B, Amtsgericht Charlottenburg', iban: 'DE77100100100123456789', bic: 'PBNKDEFF', timeZone: 'Europe/Berlin' },
  DK: { legalName: 'Kadoworks Danmark ApS', vatNumber: 'DK12345674', companyNumber: 'CVR 12345674', iban: 'DK5000400440116243', bic: 'DABADKKK', timeZone: 'Europe/Copenhagen' },
  ES: { legalName: 'Kadoworks España S.L.', vatNumber: 'ESB12345674', companyNumber: 'B12345674', iban: 'ES9121000418450200051332', bic: 'CAIXESBB', timeZone: 'Europe/Madrid' },
  FR: { legalName: 'Kadoworks France SAS', vatNumber: 'FR44881234567', companyNumber: 'RCS Paris 881 234 567', iban: 'FR1420041010050500013M02606', bic: 'PSSTFRPP', timeZone: 'Europe/Paris' },
  GB: { legalName: 'Kadoworks UK Ltd', vatNumber: 'GB123456782', companyNumber: 'Company No. 12345678', iban: 'GB72KADO60161331926819', bic: 'KADOGB2L', timeZone: 'Europe/London' },
  IE: { legalName: 'Kadoworks Ireland Ltd', vatNumber: 'IE1234567FA', companyNumber: 'CRO 712345', iban: 'IE74KADO93115212345678', bic: 'KADOIE2D', timeZone: 'Europe/Dublin' },
  IT: { legalName: 'Kadoworks Italia S.r.l.', vatNumber: 'IT12345678903', companyNumber: 'REA MI-2612345', iban: 'IT60X0542811101000000123456', bic: 'BPMOIT22', timeZone: 'Europe/Rome' },
  MX: { legalName: 'Kadoworks México, S.A. de C.V.', vatNumber: 'RFC KME200101AB1', companyNumber: 'RFC KME200101AB1', iban: null, bic: null, timeZone: 'America/Mexico_City' },
  NL: { legalName: 'Kadoworks Nederland B.V.', vatNumber: 'NL812345678B01', companyNumber: 'KvK 81234567', iban: 'NL41KADO0123456789', bic: 'KADONL2A', timeZone: 'Europe/Amsterdam' },
  NO: { legalName: 'Kadoworks Norge AS', vatNumber: 'NO 912 345 678 MVA', companyNumber: 'Org.nr. 912 345 678', iban: 'NO9386011117947', bic: 'DNBANOKK', timeZone: 'Europe/Oslo' },
  NZ: { legalName: 'Kadoworks NZ Limited', vatNumber: 'GST 123-456-789', companyNumber: 'NZBN 9429041234567', iban: null, bic: null, timeZone: 'Pacific/Auckland' },
  PL: { legalName: 'Kadoworks Polska sp. z o.o.', vatNumber: 'PL5261234567', companyNumber: 'KRS 0000812345', iban: 'PL61109010140000071219812874', bic: 'WBKPPLPP', timeZone: 'Europe/Warsaw' },
  PT: { legalName: 'Kadoworks Portugal, Lda.', vatNumber: 'PT512345678', companyNumber: 'NIPC 512345678', iban: 'PT50000201231234567890154', bic: 'CGDIPTPL', timeZone: 'Europe/Lisbon' },
  SE: { legalName: 'Kadoworks Sverige AB', vatNumber: 'SE556123456701', companyNumber: 'Org.nr 556123-4567', iban: 'SE4550000000058398257466', bic: 'ESSESESS', timeZone: 'Europe/Stockholm' },
  US: { legalName: 'Kadoworks Inc.', vatNumber: null, companyNumber: 'EIN 12-3456789', iban: null, bic: null, timeZone: 'America/New_York' },
} as const satisfies Record<string, SellerData>
