import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const css = (path: string) => readFileSync(`src/${path}`, 'utf8')

/** The CSS rule whose selector list ends with `selector` (e.g. ".coupon--expired"). */
function rule(source: string, selector: string): string {
  const at = source.indexOf(`${selector} {`)
  if (at < 0) throw new Error(`no rule ${selector}`)
  return source.slice(at, source.indexOf('}', at))
}

function luminance(hex: string): number {
  const linear = (i: number) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * linear(1) + 0.7152 * linear(3) + 0.0722 * linear(5)
}

describe('a used or expired coupon', () => {
  it('keeps its muted text at 4.5:1 at least: greyed by its background, not faded by an opacity', () => {
    const greyed = rule(css('features/coupons/coupons.css'), '.coupon--expired')
    expect(greyed).not.toMatch(/opacity/)
    const background = /background:\s*(#[0-9a-f]{6})/i.exec(greyed)?.[1]
    const muted = /--muted:\s*(#[0-9a-f]{6})/i.exec(css('styles.css'))?.[1]
    if (!background || !muted) throw new Error('colours not found')
    const light = Math.max(luminance(background), luminance(muted))
    const dark = Math.min(luminance(background), luminance(muted))
    expect((light + 0.05) / (dark + 0.05)).toBeGreaterThanOrEqual(4.5)
  })
})
