import * as rule from '../../api/rules'

/** The kiosk's year list spans 100 years. */
export const YEAR_LIST_LENGTH = 100

/**
 * The years of the list, newest first. Only adults get the card, so the list starts at the year of
 * those turning 18 this year rather than with 18 years nobody may choose.
 */
export function yearList(now: Date = new Date()): number[] {
  const newest = now.getFullYear() - rule.ADULT_AGE
  return Array.from({ length: YEAR_LIST_LENGTH }, (_, i) => newest - i)
}
