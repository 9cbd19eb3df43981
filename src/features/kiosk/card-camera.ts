import { isValidCardCode } from '../../api/card-code'

/**
 * A frame's code is a card's when it has a card's pattern and check digit; a product's is not.
 * (Reading the camera's frames is src/ui/camera/frame-reader.ts, the staff's picking's too.)
 */
export const cardCodeIn = (read: string | null): string | null =>
  read !== null && isValidCardCode(read) ? read : null
