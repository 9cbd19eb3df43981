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

/** A text's words (letters and digits), folded, in order. */
export function foldedWords(text: string): string[] {
  return fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
}

/** The stems of a text's words, in order. */
export function stems(text: string): string[] {
  return foldedWords(text).map(stem)
}

/**
 * The words a search forgives one typo in: four letters or more, and no digits (1000 and 1500 are
 * different packs, not a slip of the finger). Shorter words have too many neighbours one letter away.
 */
export function forgivesTypo(word: string): boolean {
  return word.length >= 4 && !/\p{N}/u.test(word)
}
