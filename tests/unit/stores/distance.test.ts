import { describe, expect, it } from 'vitest'
import { distanceKm, formatDistance } from '../../../src/features/stores/distance'

describe('formatDistance', () => {
  it('writes km the Italian way, with one decimal', () => {
    expect(formatDistance(1.3)).toBe('1,3 km')
    expect(formatDistance(1.26)).toBe('1,3 km')
    expect(formatDistance(0.04)).toBe('0,0 km')
    expect(formatDistance(12)).toBe('12,0 km')
  })

  it('drops the decimal from 100 km on; Italian groups thousands from five digits', () => {
    expect(formatDistance(127.46)).toBe('127 km')
    expect(formatDistance(1234.5)).toBe('1235 km')
    expect(formatDistance(12345.6)).toBe('12.346 km')
  })

  it('follows the active language when asked', () => {
    expect(formatDistance(1.3, 'en')).toBe('1.3 km')
  })

  it('never shows a negative distance', () => {
    expect(formatDistance(-1)).toBe('0,0 km')
  })
})

describe('distanceKm', () => {
  it('measures Torino Porta Nuova to Genova Brignole as about 124 km as the crow flies', () => {
    const km = distanceKm({ latitude: 45.0621, longitude: 7.6781 }, { latitude: 44.4066, longitude: 8.9462 })
    expect(km).toBeGreaterThan(120)
    expect(km).toBeLessThan(128)
  })

  it('is zero for the same point and symmetric', () => {
    const a = { latitude: 45.07, longitude: 7.69 }
    const b = { latitude: 45.46, longitude: 9.19 }
    expect(distanceKm(a, a)).toBe(0)
    expect(distanceKm(a, b)).toBeCloseTo(distanceKm(b, a), 9)
  })
})
