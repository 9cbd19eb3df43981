/** /orders/12?placed=true: the order's page right after the checkout placed it (says so once). */
export interface OrderSearchParams {
  placed?: boolean
}

/** The route's validateSearch: kept free of imports, as it ships in the entry chunk. */
export function orderSearch(search: Record<string, unknown>): OrderSearchParams {
  return { placed: search.placed === true || search.placed === 'true' ? true : undefined }
}
