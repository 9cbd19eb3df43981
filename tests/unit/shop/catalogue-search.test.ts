import { describe, expect, it } from 'vitest'
import { catalogueSearch, storeChoiceSearch } from '../../../src/features/shop/catalogue-search'

describe("the catalogue's address", () => {
  it('keeps a text, a department, a page past the first and a leaflet; refuses the rest', () => {
    expect(catalogueSearch({ q: ' pane ', department: 'BAKERY', page: '3', leaflet: '7' })).toEqual({
      q: 'pane',
      department: 'BAKERY',
      page: 3,
      leaflet: 7,
    })
    expect(catalogueSearch({ q: '', department: 'bakery', page: '1', leaflet: '0' })).toEqual({
      q: undefined,
      department: undefined,
      page: undefined,
      leaflet: undefined,
    })
    expect(catalogueSearch({ leaflet: 'x7', page: -2 })).toMatchObject({
      leaflet: undefined,
      page: undefined,
    })
  })

  it('carries a leaflet through the store choice', () => {
    expect(storeChoiceSearch({ leaflet: 12 })).toEqual({ leaflet: 12 })
    expect(storeChoiceSearch({ leaflet: 'abc' })).toEqual({ leaflet: undefined })
  })
})
