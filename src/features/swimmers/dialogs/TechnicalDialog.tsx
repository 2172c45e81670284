import { dataText } from '@/i18n/i18n'
import { composedText } from '@/i18n/dataTexts'
import { useMoney } from '@/components/money'
import type { TechnicalData } from '@contract/swimmers'
import { RawData } from '@/components/RawData'
import { useReadableDates } from '@/components/readable/dates'
import { LineList, ReadableSection } from '@/components/readable/ReadableSection'
import { ReadableTabs } from '@/components/readable/ReadableTabs'
import { useSwimmersT, type SwimmersT } from './i18n'
import { useSwimmerTechnicalQuery } from '../swimmersApi'
import { useCodeNames, type CodeNames } from '../useCodeNames'
import { ReadOnlyDialog } from './ReadOnlyDialog'
import type { SwimmerDialogProps } from './types'
import { useLoadFailure } from './useLoadFailure'

const INVOICE_STATUSES = ['paid', 'open', 'partial', 'cancelled'] as const
const ATTENDANCE = ['present', 'absent', 'late'] as const

const known = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value)

/** Everything recorded about the swimmer, section by section, each line a sentence. */
function TechnicalSummary({ data, t, names }: { data: TechnicalData; t: SwimmersT; names: CodeNames }) {
  const { day: formatDay, dateTime: formatDateTime } = useReadableDates()
  // In the academy's currency (a setting), as every amount is shown.
  const { money } = useMoney()
  const invoiceStatus = (status: string) =>
    known(INVOICE_STATUSES, status) ? t(`technical.invoiceStatus.${status}`) : status
  const attendance = (status: string) =>
    known(ATTENDANCE, status) ? t(`technical.attendanceStatus.${status}`) : status
  const withNotes = (line: string, notes: string | null) => (notes ? t('technical.notes', { line, notes }) : line)
  const section = (key: keyof TechnicalData & string, count: number) => ({
    id: `technical-${key}`,
    title: t(`technical.sections.${key}` as 'technical.sections.levels', { count }),
    empty: count === 0,
    emptyText: t('technical.none'),
  })

  return (
    <>
      <ReadableSection {...section('levels', data.levels.length)}>
        <LineList>
          {data.levels.map((entry, index) => (
            <li key={index}>
              {t('technical.level', {
                level: dataText(entry.levelName),
                date: formatDay(entry.changedAt),
                site: names.site(entry.site),
              })}
            </li>
          ))}
        </LineList>
      </ReadableSection>
      <ReadableSection {...section('times', data.times.length)}>
        <LineList>
          {data.times.map((entry, index) => (
            <li key={index}>
              {t('technical.time', {
                times: entry.times,
                reason: entry.reason,
                when: formatDateTime(entry.recordedAt),
                site: names.site(entry.site),
                by: entry.recordedBy,
              })}
            </li>
          ))}
        </LineList>
      </ReadableSection>
      <ReadableSection {...section('freezes', data.freezes.length)}>
        <LineList>
          {data.freezes.map((entry, index) => (
            <li key={index}>
              {entry.endedAt
                ? t('technical.freezeEnded', {
                    from: formatDay(entry.freezeDate),
                    to: formatDay(entry.endedAt),
                    reason: entry.reason,
                    site: names.site(entry.site),
                  })
                : t('technical.freezeRunning', {
                    from: formatDay(entry.freezeDate),
                    reason: entry.reason,
                    site: names.site(entry.site),
                  })}
            </li>
          ))}
        </LineList>
      </ReadableSection>
      <ReadableSection {...section('subscriptions', data.subscriptions.length)}>
        <LineList>
          {data.subscriptions.map((entry, index) => (
            <li key={index}>
              {t('technical.subscription', {
                type: entry.renewalType,
                count: entry.months,
                from: formatDay(entry.startDate),
                to: formatDay(entry.endDate),
                site: names.site(entry.site),
              })}
            </li>
          ))}
        </LineList>
      </ReadableSection>
      <ReadableSection {...section('enrolments', data.enrolments.length)}>
        <LineList>
          {data.enrolments.map((entry, index) => (
            <li key={index}>
              {t(`technical.enrolment_${entry.kind}`, {
                group: entry.groupID,
                count: entry.months,
                from: formatDay(entry.startDate),
                to: formatDay(entry.endDate),
                invoice: entry.invoiceID === null ? '' : t('technical.enrolmentInvoice', { invoice: entry.invoiceID }),
                site: names.site(entry.site),
              })}
            </li>
          ))}
        </LineList>
      </ReadableSection>
      <ReadableSection {...section('invoices', data.invoices.length)}>
        <LineList>
          {data.invoices.map((invoice) => (
            <li key={invoice.invoiceID}>
              {t('technical.invoice', {
                invoice: invoice.invoiceID,
                item: composedText(invoice.itemName, invoice.itemText),
                amount: money(invoice.amount),
                paid: money(invoice.amountPaid),
                status: invoiceStatus(invoice.status),
                date: formatDay(invoice.createdAt),
                site: names.site(invoice.site),
              })}
              {invoice.payments.length > 0 && (
                <LineList label={t('technical.payments', { invoice: invoice.invoiceID })}>
                  {invoice.payments.map((payment, index) => (
                    <li key={index}>
                      {t('technical.payment', {
                        receipt: payment.recieptNo,
                        amount: money(payment.amountPaid),
                        when: formatDateTime(payment.paidAt),
                      })}
                    </li>
                  ))}
                </LineList>
              )}
            </li>
          ))}
        </LineList>
      </ReadableSection>
      <ReadableSection {...section('attendance', data.attendance.length)}>
        <LineList>
          {data.attendance.map((entry, index) => (
            <li key={index}>
              {t('technical.attendance', {
                date: formatDay(entry.date),
                status: attendance(entry.status),
                site: names.site(entry.site),
              })}
            </li>
          ))}
        </LineList>
      </ReadableSection>
      <ReadableSection {...section('schoolAttendance', data.schoolAttendance.length)}>
        <LineList>
          {data.schoolAttendance.map((entry, index) => (
            <li key={index}>
              {withNotes(
                t(entry.attended ? 'technical.schoolAttended' : 'technical.schoolAbsent', {
                  school: entry.schoolID,
                  date: formatDay(entry.date),
                }),
                entry.notes,
              )}
            </li>
          ))}
        </LineList>
      </ReadableSection>
    </>
  )
}

/**
 * 'Technical Tab Data': everything recorded about the swimmer as labelled sections in words; the spec's raw dump
 * (shown as text, never as HTML) one tab away.
 */
export function TechnicalDialog({ swimmer, onClose }: SwimmerDialogProps) {
  const t = useSwimmersT()
  const names = useCodeNames()
  const { data, isLoading, isError, error } = useSwimmerTechnicalQuery(swimmer.swimmerID)
  useLoadFailure(isError, error, t('toast.technicalFailed'), onClose)
  return (
    <ReadOnlyDialog
      id="technical-tab"
      title={`${t('dialogs.technical')} · ${swimmer.fullName}`}
      loading={isLoading}
      onClose={onClose}
    >
      {data && (
        <ReadableTabs
          id="technical-tab"
          label={t('technical.views')}
          readableLabel={t('technical.readableTab')}
          rawLabel={t('technical.rawTab')}
          raw={<RawData data={data} label={t('technical.data', { id: swimmer.swimmerID })} />}
        >
          <TechnicalSummary data={data} t={t} names={names} />
        </ReadableTabs>
      )}
    </ReadOnlyDialog>
  )
}
