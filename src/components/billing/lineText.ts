import type { InvoiceLine } from '@contract/billing'
import { useFormat } from '@/i18n/format'
import { composedText } from '@/i18n/dataTexts'
import { useBillingT } from './i18n'

/**
 * An invoice line in the reader's language (issue 30): a discount from its rule's kind and figures (the server's text
 * is English), the price line's item as the data texts word it; a line without its rule keeps the server's words.
 */
export function useLineText() {
  const t = useBillingT()
  const format = useFormat()
  return (line: Pick<InvoiceLine, 'kind' | 'text' | 'words' | 'rule'>): string => {
    const rule = line.rule
    if (line.kind !== 'discount' || !rule) return composedText(line.text, line.words)
    const rank = rule.fromRank ?? 2
    return t(`rule.${rule.kind}`, {
      percent: format.number(rule.percent / 100, { style: 'percent', maximumFractionDigits: 2 }),
      rank: rank === 2 || rank === 3 ? t(`rank.${rank}`) : t('rank.other', { rank: format.digitsOf(rank) }),
      months: format.digitsOf(rule.minMonths ?? 0),
      club: rule.clubName ?? '',
    })
  }
}
