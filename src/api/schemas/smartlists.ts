import * as v from 'valibot'
import { Cart } from './cart'
import { Product } from './catalogue'
import { int32, intParam, maybe, rowId } from './common'

/**
 * Shopping lists and favorites (docs/ordering.md "Smartlists and favorites: offline first"). Lists and
 * their items get their ids on the device (UUIDs), so a change made offline names its target before
 * the server has seen it, and replaying it twice changes nothing.
 */

const uuid = v.pipe(v.string(), v.uuid('identificativo non valido'))
const changedAt = v.pipe(v.string(), v.isoTimestamp('data non valida'))

export const SMARTLIST_NAME_MAX = 60
export const SMARTLIST_TEXT_MAX = 200
export const SMARTLIST_ITEM_QUANTITY_MAX = 99

export const SmartlistItem = v.object({
  id: v.string(),
  /** A catalogue product; null for free text ("qualcosa per la torta"). */
  productId: maybe(v.number()),
  /** The product's name, or the free text. */
  name: v.string(),
  /** The product's picture; null for free text. */
  imageUrl: maybe(v.string()),
  quantity: v.number(),
  checked: v.boolean(),
  /** When the device made this change: the later change of an item wins. */
  changedAt: v.string(),
  /** The first name of whoever made the last change (a shared list's member); null if unknown. */
  changedBy: maybe(v.string()),
})
export type SmartlistItem = v.InferOutput<typeof SmartlistItem>

export const Smartlist = v.object({
  id: v.string(),
  name: v.string(),
  items: v.array(SmartlistItem),
  changedAt: v.string(),
  /** Whether the caller owns the list (else the caller is a member it was shared with). */
  owner: v.boolean(),
  /** Whether the list has members besides its owner, or a sharing link turned on. */
  shared: v.boolean(),
})
export type Smartlist = v.InferOutput<typeof Smartlist>

/** POST /cli/smartlists/{listId}/share: the link that lets others join (docs/lists-sharing.md). */
export const ShareLink = v.object({
  token: v.string(),
  /** The join page with the token: `/app/lists/join?token=…`. */
  url: v.string(),
  /** When the link stops working (7 days after it was made). */
  expiresAt: v.string(),
})
export type ShareLink = v.InferOutput<typeof ShareLink>

export const SHARE_TOKEN_MAX = 100

/** POST /cli/smartlists/join */
export const JoinRequest = v.object({
  token: v.pipe(v.string(), v.trim(), v.nonEmpty('Campo obbligatorio'), v.maxLength(SHARE_TOKEN_MAX)),
})
export type JoinRequest = v.InferInput<typeof JoinRequest>

/** A member of a list, the owner among them: a first name, never an e-mail. */
export const SmartlistMember = v.object({
  id: v.number(),
  firstName: v.string(),
  owner: v.boolean(),
  joinedAt: v.string(),
})
export type SmartlistMember = v.InferOutput<typeof SmartlistMember>

export const SmartlistMemberParams = v.object({ listId: uuid, memberId: intParam })

/** The stream's `list-removed`: the list is gone for the customer (deleted, or the member removed). */
export const SmartlistRemoved = v.object({ id: v.string() })
export type SmartlistRemoved = v.InferOutput<typeof SmartlistRemoved>

export const SmartlistParams = v.object({ listId: uuid })
export const SmartlistItemParams = v.object({ listId: uuid, itemId: uuid })

/** PUT /cli/smartlists/{listId}: creates the list, or renames it (the later change wins). */
export const SmartlistChange = v.object({
  name: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('Campo obbligatorio'),
    v.maxLength(SMARTLIST_NAME_MAX, `Al massimo ${SMARTLIST_NAME_MAX} caratteri`),
  ),
  changedAt,
})
export type SmartlistChange = v.InferInput<typeof SmartlistChange>

/** PUT /cli/smartlists/{listId}/items/{itemId}: a product or a free text, never both, never neither. */
export const SmartlistItemChange = v.pipe(
  v.object({
    productId: v.optional(v.nullable(rowId)),
    text: v.optional(
      v.nullable(
        v.pipe(
          v.string(),
          v.trim(),
          v.maxLength(SMARTLIST_TEXT_MAX, `Al massimo ${SMARTLIST_TEXT_MAX} caratteri`),
        ),
      ),
    ),
    quantity: int32(1, SMARTLIST_ITEM_QUANTITY_MAX),
    checked: v.boolean(),
    changedAt,
  }),
  v.check(
    (item) => (item.productId != null) !== (item.text != null && item.text !== ''),
    'un prodotto oppure un testo',
  ),
)
export type SmartlistItemChange = v.InferInput<typeof SmartlistItemChange>

/** DELETE …/items/{itemId}?changedAt=: a removal older than the item's last change loses to it. */
export const SmartlistRemoval = v.object({ changedAt })

/** POST /cli/smartlists/{listId}/to-cart */
export const ToCartRequest = v.object({ storeId: rowId })

/** How many of the store's products are offered for an item it does not sell as such. */
export const MATCHES_MAX = 5

/**
 * What the chosen store does not sell as such, of a list or a past order: left out of the cart, with
 * the store's products that its name finds, best first (a free text "Uova" → the eggs the store
 * sells), for the customer to confirm one or change it; none: the store has nothing like it.
 */
export const MissingItem = v.object({
  productId: maybe(v.number()),
  name: v.string(),
  /** How many the list (or the order) asked for. */
  quantity: v.number(),
  matches: v.array(Product),
})
export type MissingItem = v.InferOutput<typeof MissingItem>

/** The answer of "add the list to the cart" and "order again". */
export const CartFill = v.object({ cart: Cart, missing: v.array(MissingItem) })
export type CartFill = v.InferOutput<typeof CartFill>

/** A starred product: what it is, not a store's price (a favorite holds in every store). */
export const Favorite = v.object({
  productId: v.number(),
  ean: v.string(),
  name: v.string(),
  brand: v.string(),
  ownBrand: v.boolean(),
  imageUrl: v.string(),
  starredAt: v.string(),
})
export type Favorite = v.InferOutput<typeof Favorite>

export const FavoriteParams = v.object({ productId: intParam })
