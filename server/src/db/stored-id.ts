/**
 * Ids are 32-bit integer columns; the contract accepts longer numbers, which PostgreSQL would refuse to compare
 * with an error. No row has such an id, so it is answered as "no such row" without asking.
 */
const INT_MAX = 2_147_483_647
export const isStoredId = (id: number): boolean => Number.isSafeInteger(id) && id > 0 && id <= INT_MAX
