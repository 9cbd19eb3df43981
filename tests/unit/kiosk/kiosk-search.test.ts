import { describe, expect, it } from 'vitest'
import { kioskSearch } from '../../../src/features/kiosk/kiosk-search'

describe('the kiosk query', () => {
  it('keeps the store id as text, whether the router read a number or a string', () => {
    expect(kioskSearch({ storeId: 21 })).toEqual({ storeId: '21' })
    expect(kioskSearch({ storeId: 'TO-03' })).toEqual({ storeId: 'TO-03' })
  })
  it('ignores anything else', () => {
    expect(kioskSearch({})).toEqual({})
    expect(kioskSearch({ storeId: { x: 1 } })).toEqual({})
    expect(kioskSearch({ storeId: null })).toEqual({})
  })
})
