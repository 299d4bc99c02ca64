'use client'
/**
 * The store-switch modal "Select your country and language" (docs/rules/storefronts.md and docs/rules/validation.md). Loaded lazily by
 * StoreSwitchModalHost (store-switch-button.tsx) the first time it opens, and mounted only while open,
 * so every opening starts from the current storefront and language.
 *
 * Country select (searchable, sorted by the localized country name), language select (disabled with one
 * option), read-only currency; Cancel and "To apply". The form validates on every change (`mode: 'all'`)
 * and "To apply" stays disabled until it is valid. Applying sets the language, closes the modal and
 * navigates by full page load (another storefront, or another language of this one, renders a new
 * document with its own messages, theme and store data).
 */
import { useMemo } from 'react'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { useTranslations } from 'next-intl'
import styled from 'styled-components'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Modal } from '@/components/ui/modal'
import { Select, type SelectOption } from '@/components/ui/select'
import { LANGUAGES, type CountryCombination, type Language } from '@/config/storefronts/types'
import { useLanguageStore } from '@/stores/language-store'
import { useModalStore } from '@/stores/modal-store'
import { countryName, findCountry, languageName, type StoreSwitchConfig } from './countries'
import { STORE_SWITCH_MODAL_ID } from './store-switch-modal-id'
import {
  initialValues,
  isLanguageSelectDisabled,
  languagesFor,
  onCountryChange,
  onLanguageChange,
  storeSwitchSchema,
  targetUrl,
  type StoreSwitchValues,
} from './store-switch-rules'
import { fieldResolver } from '@/components/forms/field-resolver'
import { useFieldErrorText } from '@/components/forms/field-errors'

export interface StoreSwitchModalProps extends Omit<StoreSwitchConfig, 'shopper'> {
  /** One entry per country of the current brand family (see countriesCombinations). */
  combinations: CountryCombination[]
}

const FORM_ID = 'store-switch-form'
const FIELDS = ['country', 'language', 'currency'] as const

function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value)
}

export function StoreSwitchModal({ combinations, currentCountry, currentLanguage, languages, defaultLanguage }: StoreSwitchModalProps) {
  const t = useTranslations('chrome')
  const tCommon = useTranslations('common')
  const errorText = useFieldErrorText({ namespaces: ['chrome.storeSwitch'] })
  const closeModal = useModalStore((state) => state.closeModal)
  const setLanguage = useLanguageStore((state) => state.setLanguage)

  const {
    control,
    getValues,
    setValue,
    handleSubmit,
    formState: { isValid, errors, isSubmitting },
  } = useForm<StoreSwitchValues>({
    mode: 'all',
    resolver: fieldResolver(storeSwitchSchema),
    defaultValues: initialValues(combinations, currentCountry, currentLanguage),
  })
  const [countryCode, currency] = useWatch({ control, name: ['country', 'currency'] })
  const country = findCountry(combinations, countryCode)

  // docs/rules/validation.md: country codes sorted alphabetically by their name in the page language.
  const countryOptions = useMemo((): SelectOption<string>[] => {
    const collator = new Intl.Collator(currentLanguage)
    return combinations
      .map((combination) => ({ id: combination.country, label: countryName(combination.country, currentLanguage) }))
      .sort((a, b) => collator.compare(a.label, b.label))
  }, [combinations, currentLanguage])

  const languageOptions: SelectOption<string>[] = languagesFor(country).map((language) => ({
    id: language.languageCode,
    label: languageName(language.languageCode),
  }))

  function replaceValues(next: StoreSwitchValues) {
    for (const field of FIELDS) {
      setValue(field, next[field], { shouldValidate: true, shouldDirty: true, shouldTouch: true })
    }
  }


  function apply(values: StoreSwitchValues) {
    const url = targetUrl({
      currentCountry,
      currentUrlPath: window.location.pathname,
      chosen: values,
      combinations,
      languages,
      defaultLanguage,
    })
    if (!url) return
    if (isLanguage(values.language)) setLanguage(values.language)
    closeModal(STORE_SWITCH_MODAL_ID)
    // A full page load on purpose (docs/rules/storefronts.md): the target has its own storefront, messages and caches.
    window.location.assign(url)
  }

  return (
    <Modal
      id={STORE_SWITCH_MODAL_ID}
      title={t('storeSwitch.modalTitle')}
      closeLabel={t('modal.close')}
      closeOnEscape
      size="small"
      footer={
        <Actions>
          <Button variant="secondary" onClick={() => closeModal(STORE_SWITCH_MODAL_ID)}>
            {t('storeSwitch.cancel')}
          </Button>
          <Button type="submit" form={FORM_ID} variant="primary" disabled={!isValid} loading={isSubmitting}>
            {t('storeSwitch.apply')}
          </Button>
        </Actions>
      }
    >
      <Form id={FORM_ID} noValidate onSubmit={(event) => void handleSubmit(apply)(event)}>
        <Controller
          control={control}
          name="country"
          render={({ field, fieldState }) => (
            <Select
              label={t('storeSwitch.country')}
              options={countryOptions}
              value={field.value}
              onChange={(id) => replaceValues(onCountryChange(getValues(), findCountry(combinations, id)))}
              placeholder={t('storeSwitch.searchCountry')}
              searchable
              noOptionsText={tCommon('noOptions')}
              error={errorText(fieldState.error)}
            />
          )}
        />
        <Controller
          control={control}
          name="language"
          render={({ field, fieldState }) => (
            <Select
              label={t('storeSwitch.language')}
              options={languageOptions}
              value={field.value}
              onChange={(id) => replaceValues(onLanguageChange(getValues(), country, id))}
              placeholder={tCommon('selectPlaceholder')}
              noOptionsText={tCommon('noOptions')}
              disabled={isLanguageSelectDisabled(country)}
              error={errorText(fieldState.error)}
            />
          )}
        />
        <Input
          label={t('storeSwitch.currency')}
          value={currency}
          readOnly
          aria-readonly="true"
          error={errorText(errors.currency)}
        />
      </Form>
    </Modal>
  )
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 16px;
`

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 12px;
`
