import type { DataTextCode } from './data-texts'

/**
 * The texts made of data in Egyptian Arabic (./data-texts.ts): the same codes and placeholders as the English ones
 * (server/test/i18n/catalogues.test.ts). Part of the server's Arabic catalogue (./ar-codes.ts) and of the SPA's Arabic
 * chunk (src/i18n/arabic.ts). Values that are words (a level's name, a day) are rendered by the terms (./terms-ar.ts).
 */
export const DATA_TEXTS_AR: Readonly<Record<DataTextCode, string>> = {
  // ---- Values inside messages: a group, a session, a list
  'group.school': 'مدرسة {level} {schoolType} مع الكابتن {coach} ({days} {start}-{end})',
  'group.schoolStart': 'مدرسة {level} {schoolType} مع الكابتن {coach} ({days} {start}-{end})',
  'group.squad': 'مجموعة {level} مع الكابتن {coach} ({days} {start}-{end})',
  'group.squadStart': 'مجموعة {level} مع الكابتن {coach} ({days} {start}-{end})',
  'group.preteamShort': 'بري تيم رقم {id} ({level})',
  'session.at': '{group} يوم {date} الساعة {time}',
  'session.on': '{group} يوم {date}',
  'list.pair': '{first} و{last}',
  'list.more': '{first}، {rest}',
  'list.and': '{first} و{last}',
  'item.oneMonth': '{product} - شهر واحد',
  'item.twelveMonths': '{product} - 12 شهر',
  'item.months': '{product} - {months} شهور',
  'date.long': '{weekday} {day} {month} {year}',
  'group.coach': 'الكابتن {coach}',
  'group.numbered.preteam': 'بري تيم رقم {id}',
  'group.numbered.school': 'مدرسة رقم {id}',
  'group.named.preteam': 'بري تيم رقم {id} ({level})',
  'group.named.school': 'مدرسة رقم {id} ({level})',

  // ---- Data texts: a group as the money desk and the receipt name it, the ready list's short names
  'group.text.school': 'مدرسة {level} {schoolType} مع الكابتن {coach} ({days} {start}-{end})',
  'group.text.schoolUntyped': 'مدرسة {level} مع الكابتن {coach} ({days} {start}-{end})',
  'group.text.squad': 'مجموعة {level} مع الكابتن {coach} ({days} {start}-{end})',
  'group.levelNumbered.school': 'مدرسة رقم {id} ({level})',
  'group.levelNumbered.preteam': 'بري تيم رقم {id} ({level})',
  'group.sessionLine': '{level} · {start}–{end} · {coach}',
  // ---- A family's ledger
  'ledger.invoiceCancelled': '{item} (اتلغت)',
  'ledger.payment': 'دفعة {receipt}',
  'ledger.paymentVoid': 'الدفعة {receipt} اتلغت: {reason}',
  'ledger.refund': 'استرداد {amount} من الدفعة {receipt}: {reason}',
  'ledger.creditUsed': 'رصيد {amount} اتستخدم في الفاتورة {invoice}',
}
