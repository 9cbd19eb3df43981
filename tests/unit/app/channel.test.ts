import { describe, expect, it } from 'vitest'
import { channelOf } from '../../../src/app/channel'

const at = (pathname: string, search: Record<string, unknown> = {}, state?: unknown) =>
  channelOf({ pathname, search, state })

// sessionStorage is emptied after each test (tests/unit/setup.ts): each starts as a new tab.
describe('the channel, decided once for the tab', () => {
  it('is the web by default', () => {
    expect(at('/')).toBe('web')
    expect(at('/card')).toBe('web')
  })

  it("is the app's web view from ?origin or navigation state, and stays so on the app's own links", () => {
    expect(at('/', { origin: 'Android' })).toBe('Android')
    expect(at('/stores')).toBe('Android')
    sessionStorage.clear()
    expect(at('/signup', {}, { origin: 'iOS' })).toBe('iOS')
    expect(at('/signup')).toBe('iOS')
  })

  it('ignores an origin that is not one of the apps', () => {
    expect(at('/', { origin: 'Windows' })).toBe('web')
  })

  it('is the kiosk under /totem, and stays the kiosk when a link leads out of it', () => {
    expect(at('/totem/login')).toBe('totem')
    expect(at('/tac')).toBe('totem')
    expect(at('/', { origin: 'Android' })).toBe('totem')
  })
})
