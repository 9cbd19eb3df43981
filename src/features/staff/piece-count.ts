import type { StaffOrderLine } from '../../api/schemas/staff'

/**
 * Counting the pieces of a line ordered by several (docs/ordering.md "The staff's screens"): each
 * scan of its EAN adds one piece, up to the pieces ordered, where the line is picked by itself; the
 * picker may stop before ("Solo questi") or take the rest at once ("Completa"). A tap on the line
 * starts from the pieces ordered: the picker lowers the count only when the shelf had fewer.
 */
export interface PieceCount {
  line: StaffOrderLine
  /** The code that picked the line (its EAN), sent with the count. */
  code: string
  /** Pieces counted so far, 0 to the line's quantity. */
  count: number
}

/** How a count began: a scan or typed EAN counts one piece; a tap takes the line's quantity. */
export type PickedBy = 'scan' | 'tap'

/** Whether a pick of this line needs a count at all: one piece (or a weighed line) is picked at once. */
export const needsCount = (line: StaffOrderLine) => line.unit === 'PIECE' && line.quantity > 1

/**
 * The count a pick starts: a tap, the pieces ordered; a scan, one piece, or one more than an
 * earlier pick found (the picker came back for the rest).
 */
export function startCount(line: StaffOrderLine, code: string, by: PickedBy): PieceCount {
  if (by === 'tap') return { line, code, count: line.quantity }
  const before = line.picked && line.picked.quantity < line.quantity ? line.picked.quantity : 0
  return { line, code, count: Math.min(line.quantity, before + 1) }
}

/** One piece more (another scan, or the + step), never beyond the pieces ordered. */
export const onePieceMore = (count: PieceCount): PieceCount => ({
  ...count,
  count: Math.min(count.line.quantity, count.count + 1),
})

/** One piece less (the − step), down to none: nothing on the shelf. */
export const onePieceLess = (count: PieceCount): PieceCount => ({
  ...count,
  count: Math.max(0, count.count - 1),
})

/** Every piece ordered is counted: the line is picked without a further step. */
export const isComplete = (count: PieceCount) => count.count >= count.line.quantity
