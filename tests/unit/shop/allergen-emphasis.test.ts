import { describe, expect, it } from 'vitest'
import { emphasisedIngredient } from '../../../src/features/shop/food-label/allergen-emphasis'

const strong = (name: string, tagged = true) =>
  emphasisedIngredient(name, tagged)
    .filter((piece) => piece.strong)
    .map((piece) => piece.text)

describe("a label's allergen emphasis", () => {
  it('emphasises the allergen words of a compound ingredient, not all of it', () => {
    const name = 'salsa di noci (noci, olio di semi di girasole, latte, pane)'
    expect(strong(name)).toEqual(['noci', 'noci', 'latte', 'pane'])
    expect(
      emphasisedIngredient(name, true)
        .map((p) => p.text)
        .join(''),
    ).toBe(name)
    expect(strong('walnut sauce (walnuts, sunflower oil, milk, bread)')).toEqual(['walnuts', 'milk', 'bread'])
  })

  it('emphasises a simple tagged ingredient whole, an untagged one not at all, and never less than the tag', () => {
    expect(strong('Farina di grano tenero tipo 00')).toEqual(['Farina di grano tenero tipo 00'])
    expect(strong('sale (marino)', false)).toEqual([])
    expect(strong('preparato (aromi, sale)')).toEqual(['preparato (aromi, sale)'])
  })
})
