import { describe, expect, it } from 'vitest'
import type { Smartlist, SmartlistItem } from '../../../src/api/schemas/smartlists'
import {
  applyToFavorites,
  applyToLists,
  changedIds,
  type ListChange,
  withServerList,
} from '../../../src/features/lists/list-changes'

const LIST = '6f1c2a8e-1b5d-4c1e-9a3f-2d7e8b9c0a11'
const ITEM = '0b6a4f1e-7c2d-4e5f-8a9b-1c2d3e4f5a6b'
const lists: Smartlist[] = [
  {
    id: LIST,
    name: 'Sabato',
    changedAt: '2026-11-24T10:00:00.000Z',
    owner: true,
    shared: false,
    items: [
      {
        id: ITEM,
        productId: null,
        name: 'Pane',
        imageUrl: null,
        quantity: 1,
        checked: false,
        changedAt: '2026-11-24T10:00:00.000Z',
        changedBy: null,
      },
    ],
  },
]

describe('a change to the lists, as the screen shows it before the server has it', () => {
  it('creates and renames a list', () => {
    const made = applyToLists([], {
      kind: 'put-list',
      userId: 1,
      listId: LIST,
      name: 'Sabato',
      changedAt: 't',
    })
    expect(made).toEqual([
      { id: LIST, name: 'Sabato', items: [], changedAt: 't', owner: true, shared: false },
    ])
    expect(
      applyToLists(lists, { kind: 'put-list', userId: 1, listId: LIST, name: 'Domenica', changedAt: 'u' })[0],
    ).toMatchObject({ name: 'Domenica', items: lists[0]?.items })
  })

  it('adds, changes and removes an item; removes a list', () => {
    const other = '9c8b7a6f-5e4d-4c3b-8a2f-1e0d9c8b7a6f'
    const added = applyToLists(lists, {
      kind: 'put-item',
      userId: 1,
      listId: LIST,
      itemId: other,
      productId: 12,
      name: 'Latte',
      imageUrl: '/media/products/12.svg',
      quantity: 2,
      checked: false,
      changedAt: 'v',
    })
    expect(added[0]?.items.map((i) => `${i.name}:${i.quantity}`)).toEqual(['Pane:1', 'Latte:2'])
    const ticked = applyToLists(added, {
      kind: 'put-item',
      userId: 1,
      listId: LIST,
      itemId: ITEM,
      productId: null,
      name: 'Pane',
      imageUrl: null,
      quantity: 1,
      checked: true,
      changedAt: 'w',
    })
    expect(ticked[0]?.items.find((i) => i.id === ITEM)?.checked).toBe(true)
    expect(ticked[0]?.items).toHaveLength(2)
    const removed = applyToLists(ticked, {
      kind: 'delete-item',
      userId: 1,
      listId: LIST,
      itemId: ITEM,
      changedAt: 'x',
    })
    expect(removed[0]?.items.map((i) => i.name)).toEqual(['Latte'])
    expect(applyToLists(removed, { kind: 'delete-list', userId: 1, listId: LIST })).toEqual([])
  })

  it('stars once and unstars, newest first', () => {
    const product = {
      productId: 5,
      ean: '8001200000050',
      name: 'Mele',
      brand: 'Alpimare',
      ownBrand: true,
      imageUrl: '/m.svg',
    }
    const starred = applyToFavorites([], { kind: 'star', userId: 1, product, starredAt: 's' })
    expect(starred).toEqual([{ ...product, starredAt: 's' }])
    expect(applyToFavorites(starred, { kind: 'star', userId: 1, product, starredAt: 't' })).toHaveLength(1)
    expect(applyToFavorites(starred, { kind: 'unstar', userId: 1, productId: 5 })).toEqual([])
  })

  it('names what it concerns, for the marks of what waits', () => {
    expect(
      changedIds({ kind: 'delete-item', userId: 1, listId: LIST, itemId: ITEM, changedAt: 'x' }),
    ).toEqual([LIST, ITEM])
    expect(changedIds({ kind: 'unstar', userId: 1, productId: 5 })).toEqual(['product-5'])
  })
})

describe('a list heard from the server (a shared list changed by another member)', () => {
  const fromServer: Smartlist = {
    ...(lists[0] as Smartlist),
    shared: true,
    items: [
      { ...((lists[0] as Smartlist).items[0] as SmartlistItem), checked: true, changedBy: 'Bruno' },
      {
        id: 'c1d2e3f4-0000-4000-8000-000000000001',
        productId: null,
        name: 'Latte',
        imageUrl: null,
        quantity: 1,
        checked: false,
        changedAt: '2026-11-24T10:05:00.000Z',
        changedBy: 'Bruno',
      },
    ],
  }

  it('replaces the one held, or is added', () => {
    expect(withServerList(lists, fromServer, [])).toEqual([fromServer])
    expect(withServerList([], fromServer, [])).toEqual([fromServer])
  })

  it("keeps this device's changes still waiting on top of it", () => {
    const waiting: ListChange[] = [
      {
        kind: 'put-item',
        userId: 1,
        listId: LIST,
        itemId: ITEM,
        productId: null,
        name: 'Pane',
        imageUrl: null,
        quantity: 3,
        checked: false,
        changedAt: '2026-11-24T10:06:00.000Z',
      },
      { kind: 'delete-item', userId: 1, listId: 'another-list', itemId: ITEM, changedAt: 'x' },
    ]
    const [shown] = withServerList(lists, fromServer, waiting)
    expect(shown?.items.map((i) => `${i.name}:${i.quantity}:${i.checked}:${i.changedBy}`)).toEqual([
      'Pane:3:false:null',
      'Latte:1:false:Bruno',
    ])
    expect(shown?.shared).toBe(true)
  })
})
