import { describe, expect, it } from 'vitest'
import { placeLabels } from '../../../src/features/stores/town-labels'

const view = { width: 300, height: 200 }
const label = (x: number, y: number, width = 60) => ({ x, y, width, height: 14 })

describe("the base map's town labels", () => {
  it('shows labels in priority order and hides one that would overlap an earlier one', () => {
    expect(placeLabels([label(10, 10), label(40, 12), label(10, 40)], view)).toEqual([true, false, true])
  })

  it('hides a label that would leave the box or cover a control', () => {
    const zoomButtons = { x: 260, y: 10, width: 30, height: 60 }
    expect(placeLabels([label(270, 100), label(-5, 50), label(220, 20)], view, [zoomButtons])).toEqual([
      false,
      false,
      false,
    ])
    expect(placeLabels([label(150, 20)], view, [zoomButtons])).toEqual([true])
  })
})
