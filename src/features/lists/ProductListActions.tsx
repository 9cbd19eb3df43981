import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate, useRouter } from '@tanstack/react-router'
import { useId, useState } from 'react'
import type { Product } from '../../api/schemas/catalogue'
import { SMARTLIST_NAME_MAX } from '../../api/schemas/smartlists'
import { ConfirmDialog } from '../../ui/ConfirmDialog'
import { feedback } from '../../ui/feedback/feedback'
import { checkListName } from './list-name'
import { useFavorites, useListChanges, useListsOnDevice, useSmartlists } from './use-lists'
import './lists.css'

const NEW_LIST = 'new'

type ListedProduct = Pick<Product, 'id' | 'ean' | 'name' | 'brand' | 'ownBrand' | 'imageUrl'>

/**
 * A product's star and "Aggiungi alla lista", on the catalogue's cards and the product's page. Work
 * offline like the lists. A visitor is sent to the login first and comes back to the same page.
 */
export function ProductListActions({ product }: { product: ListedProduct }) {
  const { userId, ready } = useListsOnDevice()
  const navigate = useNavigate()
  const router = useRouter()
  const toLogin = () => void navigate({ to: '/login', search: { redirect: router.state.location.href } })
  if (userId === null) return <VisitorActions name={product.name} onLogin={toLogin} />
  if (!ready) return null
  return (
    <div className="lists-actions">
      <Star userId={userId} product={product} />
      <AddToList userId={userId} product={product} />
    </div>
  )
}

function VisitorActions({ name, onLogin }: { name: string; onLogin: () => void }) {
  const { t } = useLingui()
  return (
    <div className="lists-actions">
      <button
        type="button"
        className="lists-star"
        aria-pressed={false}
        aria-label={t`Preferito: ${name}`}
        onClick={onLogin}
      >
        <span aria-hidden="true">☆</span>
      </button>
      <button type="button" className="button button--secondary lists-add" onClick={onLogin}>
        <Trans>Aggiungi alla lista</Trans>
      </button>
    </div>
  )
}

function Star({ userId, product }: { userId: number; product: ListedProduct }) {
  const { t } = useLingui()
  const favorites = useFavorites(userId, true)
  const changes = useListChanges(userId)
  const starred = favorites.data?.some((favorite) => favorite.productId === product.id) ?? false
  const name = product.name
  return (
    <button
      type="button"
      className={starred ? 'lists-star lists-star--on' : 'lists-star'}
      aria-pressed={starred}
      aria-label={t`Preferito: ${name}`}
      onClick={() =>
        starred
          ? changes.unstar(product.id)
          : changes.star({
              productId: product.id,
              ean: product.ean,
              name: product.name,
              brand: product.brand,
              ownBrand: product.ownBrand,
              imageUrl: product.imageUrl,
            })
      }
    >
      <span aria-hidden="true">{starred ? '★' : '☆'}</span>
    </button>
  )
}

function AddToList({ userId, product }: { userId: number; product: ListedProduct }) {
  const { t } = useLingui()
  const lists = useSmartlists(userId, true)
  const changes = useListChanges(userId)
  const [open, setOpen] = useState(false)
  const [chosen, setChosen] = useState('')
  const [newName, setNewName] = useState('')
  const [error, setError] = useState<string | null>(null)
  const groupId = useId()
  const all = lists.data ?? []
  const name = product.name

  const start = () => {
    setChosen(all[0]?.id ?? NEW_LIST)
    setNewName('')
    setError(null)
    setOpen(true)
  }
  const add = () => {
    let listId = chosen
    let listName = all.find((list) => list.id === chosen)?.name ?? ''
    if (chosen === NEW_LIST) {
      const checked = checkListName(newName)
      if ('error' in checked) {
        setError(checked.error)
        return
      }
      listName = checked.text
      listId = changes.createList(listName)
    }
    if (!listId) return
    changes.addItem(listId, { productId: product.id, name: product.name, imageUrl: product.imageUrl })
    setOpen(false)
    feedback.toast('success', t`${name} è nella lista «${listName}».`)
  }

  return (
    <>
      <button
        type="button"
        className="button button--secondary lists-add"
        aria-label={t`Aggiungi alla lista: ${name}`}
        onClick={start}
      >
        <Trans>Aggiungi alla lista</Trans>
      </button>
      <ConfirmDialog
        open={open}
        title={<Trans>Aggiungi «{name}» a una lista</Trans>}
        confirmLabel={<Trans>Aggiungi</Trans>}
        onConfirm={add}
        onCancel={() => setOpen(false)}
      >
        <fieldset className="lists-choice">
          <legend>
            <Trans>Lista</Trans>
          </legend>
          {all.map((list) => (
            <label key={list.id} className="lists-choice__option">
              <input
                type="radio"
                name={groupId}
                value={list.id}
                checked={chosen === list.id}
                onChange={() => setChosen(list.id)}
              />
              {list.name}
            </label>
          ))}
          <label className="lists-choice__option">
            <input
              type="radio"
              name={groupId}
              value={NEW_LIST}
              checked={chosen === NEW_LIST}
              onChange={() => setChosen(NEW_LIST)}
            />
            <Trans>Una nuova lista</Trans>
          </label>
          {chosen === NEW_LIST && (
            <div className="field">
              <label htmlFor={`${groupId}-name`} className="field__label">
                <Trans>Nome della nuova lista</Trans>
              </label>
              <input
                id={`${groupId}-name`}
                className="field__input"
                value={newName}
                maxLength={SMARTLIST_NAME_MAX}
                autoComplete="off"
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${groupId}-error` : undefined}
                onChange={(event) => setNewName(event.target.value)}
              />
              {error && (
                <p className="field__error" id={`${groupId}-error`} role="alert">
                  {error}
                </p>
              )}
            </div>
          )}
        </fieldset>
      </ConfirmDialog>
    </>
  )
}
