/**
 * Turns matching places into the place search's suggestions (docs/rules/catalogue.md location suggestion): one per
 * locality, plus one per area whose own name matches. Pure, unit-tested.
 */
import { foldText } from './place-text'

export interface Place {
  countryCode: string
  administrativeArea: string
  locality: string
  postCode: string
}

export interface LocationSuggestion {
  label: string
  countryCode: string
  administrativeArea: string
  /** Null for a whole area. */
  locality: string | null
}

interface Ranked extends LocationSuggestion {
  /** 0: the name (or a postcode) starts with the text; 1: it contains it. */
  rank: number
  /** Localities before areas. */
  kind: number
}

export function toSuggestions(places: readonly Place[], text: string): LocationSuggestion[] {
  const folded = foldText(text)
  const byKey = new Map<string, Ranked>()
  const add = (key: string, item: Ranked) => {
    const known = byKey.get(key)
    if (!known || item.rank < known.rank) byKey.set(key, item)
  }
  for (const place of places) {
    const { countryCode, administrativeArea, locality } = place
    const localityRank = matchRank(foldText(locality), folded, place.postCode.toLowerCase())
    if (localityRank !== null) {
      const label = foldText(locality) === foldText(administrativeArea) ? locality : `${locality}, ${administrativeArea}`
      add(`L|${countryCode}|${administrativeArea}|${locality}`, { label, countryCode, administrativeArea, locality, rank: localityRank, kind: 0 })
    }
    const areaRank = matchRank(foldText(administrativeArea), folded, null)
    if (areaRank !== null) {
      add(`A|${countryCode}|${administrativeArea}`, { label: administrativeArea, countryCode, administrativeArea, locality: null, rank: areaRank, kind: 1 })
    }
  }
  const items = [...byKey.values()]
  // An area named like one of its localities (Antwerpen, Antwerpen) would read as a duplicate.
  const localityLabels = new Set(items.filter((item) => item.kind === 0).map((item) => `${item.countryCode}|${foldText(item.label)}`))
  return items
    .filter((item) => item.kind === 0 || !localityLabels.has(`${item.countryCode}|${foldText(item.label)}`))
    .sort((a, b) => a.rank - b.rank || a.kind - b.kind || a.label.localeCompare(b.label) || a.countryCode.localeCompare(b.countryCode))
    .map(({ label, countryCode, administrativeArea, locality }) => ({ label, countryCode, administrativeArea, locality }))
}

function matchRank(name: string, text: string, postCode: string | null): number | null {
  if (name.startsWith(text) || (postCode !== null && postCode.startsWith(text))) return 0
  if (name.includes(text)) return 1
  return null
}
