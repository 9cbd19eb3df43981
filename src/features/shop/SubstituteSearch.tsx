import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { ApiError } from '../../api/errors'
import type { Product } from '../../api/schemas/catalogue'
import { formatCents } from '../../ui/format/money'
import { QueryState } from '../../ui/query-state/QueryState'
import { useDebouncedValue } from '../../ui/use-debounced-value'
import { brandName } from './brand-name'
import { shopQueries } from './shop-queries'

/** The named substitute as the choice keeps it: its id, and its name to show. */
export interface ChosenSubstitute {
  id: number
  name: string
}

/** How long the search waits after the last key, as the catalogue's search box does not (it has Enter). */
const SEARCH_DELAY_MS = 400

interface SubstituteSearchProps {
  storeId: number
  /** The line's own product: never its own substitute (the server's code 54). */
  productId: number
  chosen: ChosenSubstitute | null
  onChoose: (product: ChosenSubstitute) => void
}

/**
 * A small search in the store's catalogue (the catalogue's own call and cache) for the product the
 * store should give instead: the same department's products before anything is typed, then what the
 * text finds, each with its name, brand and price, as radio buttons (arrow keys move between them).
 */
export function SubstituteSearch({ storeId, productId, chosen, onChoose }: SubstituteSearchProps) {
  const { t } = useLingui()
  const inputId = useId()
  const hintId = useId()
  const [text, setText] = useState('')
  const q = useDebouncedValue(text.trim(), SEARCH_DELAY_MS)
  // The line's product's department, for a first list of likely substitutes.
  const own = useQuery(shopQueries.product(storeId, productId))
  const department = q === '' ? (own.data?.department ?? '') : ''
  const results = useQuery({
    ...shopQueries.products(storeId, {
      q,
      department,
      leaflet: 0,
      promo: false,
      brand: '',
      without: [],
      sort: 'relevance',
      p: 0,
    }),
    enabled: q !== '' || !own.isPending,
  })
  const products = (results.data?.data ?? []).filter((p) => p.id !== productId)
  return (
    <div className="shop-substitute">
      <div className="field">
        <label className="field__label" htmlFor={inputId}>
          <Trans>Cerca il prodotto sostitutivo</Trans>
        </label>
        <input
          id={inputId}
          className="field__input"
          type="search"
          autoComplete="off"
          enterKeyHint="search"
          maxLength={100}
          aria-describedby={hintId}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <p id={hintId} className="field__hint">
          {q === '' ? (
            <Trans>Tra i prodotti di questo negozio; per ora quelli dello stesso reparto.</Trans>
          ) : (
            <Trans>Tra i prodotti di questo negozio.</Trans>
          )}
        </p>
      </div>
      {chosen && (
        <p className="shop-substitute__chosen">
          <Trans>
            Scelto: <strong>{chosen.name}</strong>
          </Trans>
        </p>
      )}
      <QueryState
        query={results}
        isEmpty={() => products.length === 0}
        loading={<Trans>Ricerca dei prodotti…</Trans>}
        offline={<Trans>Sei offline: la ricerca dei prodotti ha bisogno della rete.</Trans>}
        failed={
          results.error instanceof ApiError ? (
            results.error.message
          ) : (
            <Trans>Non è stato possibile cercare i prodotti.</Trans>
          )
        }
        empty={<Trans>Nessun prodotto trovato.</Trans>}
      />
      {products.length > 0 && (
        <fieldset className="shop-substitute__results" aria-busy={results.isFetching || undefined}>
          <legend className="visually-hidden">{t`Prodotti trovati`}</legend>
          <p className="visually-hidden" role="status">
            <Plural value={products.length} one="# prodotto trovato" other="# prodotti trovati" />
          </p>
          {products.map((product) => (
            <SubstituteOption
              key={product.id}
              product={product}
              checked={chosen?.id === product.id}
              onChoose={() => onChoose({ id: product.id, name: product.name })}
            />
          ))}
        </fieldset>
      )}
    </div>
  )
}

function SubstituteOption({
  product,
  checked,
  onChoose,
}: {
  product: Product
  checked: boolean
  onChoose: () => void
}) {
  const { i18n } = useLingui()
  const price = formatCents(i18n, product.promoPriceCents ?? product.priceCents)
  return (
    <label className="shop-substitute__option">
      <input type="radio" name="substitute" value={product.id} checked={checked} onChange={onChoose} />
      <span className="shop-substitute__text">
        <span className="shop-substitute__name">{product.name}</span>
        <span className="shop-substitute__detail">
          {brandName(i18n, product.brand)} ·{' '}
          {product.unit === 'KG' ? <Trans>{price} al kg</Trans> : <Trans>{price} al pezzo</Trans>}
        </span>
      </span>
    </label>
  )
}
