/**
 * The words of a vocabulary one typo away from a query word — one letter inserted, deleted, replaced,
 * or two neighbours swapped (Damerau–Levenshtein distance 1) — without comparing the query with every
 * word. Built once per vocabulary (SymSpell's idea): each word is filed under itself and under every
 * string it leaves with one letter deleted. A query word looks itself and its own one-letter deletions
 * up; two words one edit apart always meet under one of those keys. Two that meet may still be two
 * edits apart ("abcd" and "bcda" both leave "bcd"), so each candidate is confirmed.
 */
export class TypoNeighbours {
  /** A key (a word, or a word less one letter) → the indexes of the vocabulary's words filed under it. */
  private readonly filed = new Map<string, number[]>()

  /** `words`: the vocabulary; only those `forgiving` says are filed (the others are only found whole). */
  constructor(
    private readonly words: readonly string[],
    forgiving: (index: number) => boolean,
  ) {
    words.forEach((word, index) => {
      if (!forgiving(index)) return
      for (const key of withOneDeleted(word)) this.file(key, index)
      this.file(word, index)
    })
  }

  /** The indexes of the words one typo away from `word` (not `word` itself), in vocabulary order. */
  near(word: string): number[] {
    const found = new Set<number>()
    for (const key of [word, ...withOneDeleted(word)])
      for (const index of this.filed.get(key) ?? []) {
        const candidate = this.words[index] as string
        if (candidate !== word && oneEditApart(word, candidate)) found.add(index)
      }
    return [...found].sort((a, b) => a - b)
  }

  private file(key: string, index: number): void {
    const list = this.filed.get(key)
    if (!list) this.filed.set(key, [index])
    else if (list[list.length - 1] !== index) list.push(index)
  }
}

/** The distinct strings `word` leaves with one of its letters deleted. */
function withOneDeleted(word: string): Set<string> {
  const keys = new Set<string>()
  for (let i = 0; i < word.length; i++) keys.add(word.slice(0, i) + word.slice(i + 1))
  return keys
}

/**
 * Whether two different words are one edit apart: an insertion or deletion, a substitution, or two
 * adjacent letters swapped. Linear: everything after the first difference must line up.
 */
export function oneEditApart(a: string, b: string): boolean {
  if (a === b) return false
  const [long, short] = a.length >= b.length ? [a, b] : [b, a]
  if (long.length - short.length > 1) return false
  let i = 0
  while (i < short.length && long[i] === short[i]) i++
  if (long.length !== short.length) return long.slice(i + 1) === short.slice(i)
  if (long.slice(i + 1) === short.slice(i + 1)) return true
  return long[i] === short[i + 1] && long[i + 1] === short[i] && long.slice(i + 2) === short.slice(i + 2)
}
