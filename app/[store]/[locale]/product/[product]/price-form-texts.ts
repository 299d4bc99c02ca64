import 'server-only'
import { getTranslations } from 'next-intl/server'
import type { PriceFormTexts } from '@/components/product/price-form'
import { MESSAGE_RANGE, QUANTITY_RANGE, giftPackingPrice, type VariationOption } from '@/components/product/price-form-model'
import { WRAPPERS } from '@/config/charges'
import type { Language } from '@/config/storefronts/types'
import type { ProductDetailsFragment } from '@/graphql/generated/operations'
import { formatMoney } from '@/i18n/format'
import { PRICE_MESSAGES, type PriceMessageKey } from '@/validation/price'

/**
 * The price form's texts, translated here so the client receives strings rather than a message
 * namespace: the range texts need each variation's own min and max.
 */
export async function priceFormTexts(
  product: Pick<ProductDetailsFragment, 'productType'>,
  options: readonly VariationOption[],
  language: Language,
  locale: string,
): Promise<PriceFormTexts> {
  const t = await getTranslations({ locale: language })
  const money = (currency: string, value: number) => formatMoney({ currency, value }, locale)
  const isBlankPack = product.productType === 'GIFTCARD_BLANK'
  const isDonation = product.productType === 'DONATION'
  const [only] = options
  const singleAmount = options.length === 1 && only && only.amounts.length === 1 && !only.custom ? only.amounts[0] : undefined

  const customAmount: PriceFormTexts['customAmount'] = {}
  for (const option of options) {
    if (!option.custom) continue
    const range = { min: money(option.currency, option.custom.min), max: money(option.currency, option.custom.max) }
    const errors: Record<PriceMessageKey, string> = {
      [PRICE_MESSAGES.required]: t('validation.required'),
      [PRICE_MESSAGES.range]: t('validation.priceRange', range),
      [PRICE_MESSAGES.noDecimals]: t('validation.priceNoDecimals'),
    }
    const label = isDonation ? t('product.donationAmount') : t('product.customAmountIn', { currency: currencySymbol(option.currency, locale) })
    customAmount[option.type] = { label, hint: t('product.customAmountHint', range), errors }
  }

  return {
    variationLegend: t('product.chooseType'),
    variations: {
      digital: { label: t('product.digital'), delivery: t('product.digitalDelivery') },
      physical: { label: t('product.physical'), delivery: t('product.physicalDelivery') },
    },
    amountLegend: t('product.chooseAmount'),
    otherAmount: t('product.customAmount'),
    customAmount,
    singlePrice: singleAmount === undefined || !only ? null
      : isBlankPack ? t('product.pricePerPack', { price: money(only.currency, singleAmount) })
        : `${t('common.price')}: ${money(only.currency, singleAmount)}`,
    quantity: isBlankPack ? t('product.packQuantity') : t('product.quantity'),
    quantityError: t('product.quantityRange', QUANTITY_RANGE),
    total: t('product.total'),
    totalInvalid: t('product.totalInvalid'),
    basket: {
      addToBasket: t('product.addToBasket'),
      wrapperLegend: t('checkout.basket.wrapperLegend'),
      noWrapper: t('checkout.basket.noWrapper'),
      // Keys are the wrapper ids of config/charges, so they are looked up rather than typed.
      wrapperNames: Object.fromEntries(WRAPPERS.map(({ id }) => [id, t.has(`cart.wrappers.${id}` as never) ? t(`cart.wrappers.${id}` as never) : id])),
      wrapperChoice: {
        title: t('checkout.basket.wrapperChoose'),
        choose: t('checkout.basket.wrapperChoose'),
        change: t('checkout.basket.wrapperChange'),
        confirm: t('checkout.basket.wrapperConfirm'),
      },
      free: t('checkout.basket.free'),
      giftPacking: t('checkout.basket.giftPackingOption', { price: money(only?.currency ?? 'EUR', giftPackingPrice(only?.currency ?? 'EUR')) }),
      messageLabel: t('checkout.basket.messageLabel'),
      messageHint: t('checkout.basket.messageHint'),
      messageErrors: {
        noteEmpty: t('validation.noteEmpty'),
        noteLength: t('validation.noteLength', MESSAGE_RANGE),
        noteEmoji: t('validation.noteEmoji'),
        invalidCharacters: t('validation.invalidCharacters'),
      },
      added: {
        title: t('checkout.basket.addedTitle'),
        continueShopping: t('checkout.basket.continueShopping'),
        toBasket: t('checkout.basket.toBasket'),
      },
    },
  }
}

/** "€", "£", "kr": what shoppers see in front of an amount, for the custom amount's label. */
function currencySymbol(currency: string, locale: string): string {
  const parts = new Intl.NumberFormat(locale, { style: 'currency', currency }).formatToParts(0)
  return parts.find((part) => part.type === 'currency')?.value ?? currency
}
