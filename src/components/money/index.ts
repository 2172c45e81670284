export { DEFAULT_CURRENCY, formatMoney, plainAmount } from './formatMoney'
export { useMoney } from './useMoney'
export { DayClosedNotice, useCashupTodayQuery, useDayClosed } from './cashupToday'
