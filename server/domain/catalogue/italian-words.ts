/**
 * Words as a shopper types them, for the catalogue search: case and accents do not matter (caffe,
 * Caffè), nor do the endings of number and gender (pomodoro, Pomodori; mela, Mele; albicocca,
 * Albicocche). A light stemmer, not a dictionary: trailing vowels go (keeping at least three
 * letters), and the h that keeps a c or g hard before e and i goes with them.
 */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
}

export function stem(word: string): string {
  let stemmed = word
  while (stemmed.length > 3 && /[aeiou]$/.test(stemmed)) stemmed = stemmed.slice(0, -1)
  if (stemmed.length > 3 && /[cg]h$/.test(stemmed)) stemmed = stemmed.slice(0, -1)
  return stemmed
}

/** The stems of a text's words (letters and digits), in order. */
export function stems(text: string): string[] {
  return fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map(stem)
}
