'use client'
import { useCallback, useEffect, useMemo, useState } from 'react'
import dynamic from 'next/dynamic'
import { useTranslations } from 'next-intl'
import styled from 'styled-components'
import type { Shopper } from '@/graphql/shopper'
import { media } from '../theme/theme'
import { LocationMap, type MapLocation, type MapView } from './location-map'
import { boundsOf, inBounds, parseBounds, toUrlBounds, withBounds, type MapBounds } from './map-bounds'
import type { PlaceSuggestion } from './place-search'

export interface ExplorerLocation extends MapLocation {
  administrativeArea: string
  countryCode: string
}

// The place search brings Apollo; it loads after the page, on these pages only.
const PlaceSearch = dynamic(() => import('./place-search'), { ssr: false })

const LIST_ID = 'locations-list'

/**
 * The locations overview's list and map (docs/rules/catalogue.md). The list is in the server HTML (every location,
 * crawlable); after hydration the URL's rectangle (latmax, latmin, lonmax, lonmin) narrows it, and
 * moving the map rewrites that rectangle (replaceState), so a shared address shows the same area.
 * The query string is read here and never on the server, which keeps the page cacheable.
 */
export function LocationsExplorer({ shopper, productSlug, productTitle, locations }: {
  shopper: Shopper
  productSlug: string
  productTitle: string
  locations: readonly ExplorerLocation[]
}) {
  const t = useTranslations('locations')
  const [bounds, setBounds] = useState<MapBounds | null>(null)
  const [view, setView] = useState<MapView>({ bounds: null, key: 0 })

  useEffect(() => {
    const fromUrl = parseBounds(window.location.search)
    if (!fromUrl) return
    /* eslint-disable react-hooks/set-state-in-effect -- the address is only readable after hydration */
    setBounds(fromUrl)
    setView((current) => ({ bounds: fromUrl, key: current.key + 1 }))
    /* eslint-enable react-hooks/set-state-in-effect */
  }, [])

  const applyBounds = useCallback((next: MapBounds | null, fitMap: boolean) => {
    setBounds(next)
    const { pathname, search, hash } = window.location
    const query = withBounds(search, next).toString()
    window.history.replaceState(window.history.state, '', `${pathname}${query ? `?${query}` : ''}${hash}`)
    if (fitMap) setView((current) => ({ bounds: next, key: current.key + 1 }))
  }, [])

  const onUserMove = useCallback((visible: MapBounds) => applyBounds(toUrlBounds(visible), false), [applyBounds])

  const onPick = useCallback((place: PlaceSuggestion) => {
    const matches = locations.filter((location) => location.countryCode === place.countryCode
      && location.administrativeArea === place.administrativeArea
      && (place.locality === null || place.locality === undefined || location.locality === place.locality))
    const around = boundsOf(matches)
    if (around) applyBounds(toUrlBounds(around), true)
  }, [locations, applyBounds])

  const visible = useMemo(() => (bounds ? locations.filter((location) => inBounds(location, bounds)) : locations), [bounds, locations])

  return (
    <Layout>
      <MapColumn>
        <PlaceSearch shopper={shopper} productSlug={productSlug} onPick={onPick} />
        <SkipLink href={`#${LIST_ID}`}>{t('skipMap')}</SkipLink>
        <LocationMap locations={locations} view={view} onUserMove={onUserMove} label={t('mapLabel', { title: productTitle })} />
      </MapColumn>
      <section aria-labelledby={`${LIST_ID}-heading`}>
        <h2 id={`${LIST_ID}-heading`}>{t('listHeading')}</h2>
        <Summary aria-live="polite">
          {bounds ? t('countInArea', { shown: visible.length, total: locations.length }) : t('count', { count: locations.length })}
          {bounds && <button type="button" onClick={() => applyBounds(null, true)}>{t('showAll')}</button>}
        </Summary>
        {bounds && visible.length === 0 && <p>{t('noneInArea')}</p>}
        <List id={LIST_ID} tabIndex={-1} data-testid="locations-list">
          {visible.map((location) => (
            <li key={location.id}>
              <h3><a href={location.path}>{location.name}</a></h3>
              <p>{location.street}<br />{location.postCode} {location.locality}</p>
            </li>
          ))}
        </List>
      </section>
    </Layout>
  )
}

const Layout = styled.div`
  display: grid;
  gap: 24px;
  ${media.desktopSmall} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: start;
  }
  h2 { font-size: 1.3rem; margin: 0 0 8px; }
`
const MapColumn = styled.div`
  display: grid;
  gap: 12px;
  ${media.desktopSmall} { position: sticky; top: 16px; }
`
const SkipLink = styled.a`
  position: absolute;
  left: -9999px;
  &:focus { position: static; }
`
const Summary = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 16px;
  align-items: center;
  margin: 0 0 16px;
  color: ${({ theme }) => theme.colors.muted};
  button {
    font: inherit;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.text};
    background: none;
    border: 0;
    padding: 8px 0;
    text-decoration: underline;
    cursor: pointer;
  }
`
const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
  li {
    padding: 12px 16px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
  }
  h3 { margin: 0 0 4px; font-size: 1.05rem; }
  p { margin: 0; color: ${({ theme }) => theme.colors.muted}; }
`
