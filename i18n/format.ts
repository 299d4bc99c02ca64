/** Money formatting in one place: `locale` is language-COUNTRY (e.g. nl-BE), amounts in major units. */
const formatters = new Map<string, Intl.NumberFormat>()

export function formatMoney(money: { currency: string; value: number }, locale: string): string {
  const key = `${locale}|${money.currency}|${Number.isInteger(money.value) ? 0 : 2}`
  let formatter = formatters.get(key)
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: money.currency,
      minimumFractionDigits: Number.isInteger(money.value) ? 0 : 2,
      maximumFractionDigits: 2,
    })
    formatters.set(key, formatter)
  }
  return formatter.format(money.value)
}
