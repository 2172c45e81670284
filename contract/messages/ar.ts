import type { LOGIN_MESSAGES } from '../auth-messages'
import { DAYS, LEVELS, PRODUCTS } from '../lookup-tables'
import { TERMS_AR } from './terms-ar'
import { makeTranslator, type PlaceholderShapes } from './translate'

/**
 * Egyptian Arabic for the data texts the server writes in English (a group's description, an invoice's item as it
 * was posted, a ledger's entry), which the SPA shows through this catalog (dataText in src/i18n/i18n.ts, with the
 * Arabic chunk: src/i18n/arabic.ts). Everything the server says is a message by its code, and so is every rule of
 * the contract (./en.ts, ./ar-codes.ts, ./rule.ts: issue 26); these texts are data, stored or composed in English.
 *
 * This catalog maps each English TEMPLATE to its Arabic one; `{name}` placeholders stand for what the text names (a
 * level, a coach, a date). A text is translated by finding the template it was made from; a placeholder's value is
 * translated too when it is itself a known term or text (a level's name, "Saturday"), else kept (names, numbers).
 *
 * Adding a data text: write it in English as before, then add its template here. server/test/i18n/server-messages
 * .test.ts scans the server's data texts and fails for any without an entry here. A message is a code instead.
 */

export const LOGIN_MESSAGES_AR: Record<keyof typeof LOGIN_MESSAGES, string> = {
  fillAll: 'من فضلك املا كل الخانات',
  userIdNumber: 'رقم المستخدم لازم يكون رقم',
  success: 'تم الدخول بنجاح',
  invalid: 'رقم المستخدم أو كلمة السر غلط',
}

const alternatives = (names: readonly string[]) =>
  [...names]
    .sort((a, b) => b.length - a.length)
    .map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|')
const DAY_NAME = `(?:${alternatives(DAYS.map((day) => day.description))})`

/** What the placeholders naming a level, a school type or product, and days hold (see translate.ts). */
export const SHAPES_AR: PlaceholderShapes = {
  level: { pattern: alternatives([...LEVELS.map((level) => level.description), 'Unknown level']) },
  schoolType: { pattern: alternatives([...PRODUCTS.map((product) => product.description), 'Unknown']), only: true },
  product: { pattern: alternatives(PRODUCTS.map((product) => product.description)) },
  days: { pattern: `${DAY_NAME}(?:, ${DAY_NAME})*` },
}

/** English template → Arabic template. Keep the placeholders' names the same on both sides. */
export const MESSAGES_AR: Record<string, string> = {
  // Groups as the server describes them (money.view.ts, enrolments.view.ts): a group's name in a due list, on a
  // receipt, in a swimmer's records.
  '{level} {schoolType} school of Coach {coach} ({days} {start}-{end})':
    'مدرسة {level} {schoolType} مع الكابتن {coach} ({days} {start}-{end})',
  '{level} school of Coach {coach} ({days} {start}-{end})': 'مدرسة {level} مع الكابتن {coach} ({days} {start}-{end})',
  '{level} squad of Coach {coach} ({days} {start}-{end})': 'مجموعة {level} مع الكابتن {coach} ({days} {start}-{end})',
  'the {level} {schoolType} school of Coach {coach} ({days} {start}-{end})':
    'مدرسة {level} {schoolType} مع الكابتن {coach} ({days} {start}-{end})',
  'the {level} squad of Coach {coach} ({days} {start}-{end})':
    'مجموعة {level} مع الكابتن {coach} ({days} {start}-{end})',
  '{level} {type} school of Coach {coach} ({when})': 'مدرسة {level} {type} مع الكابتن {coach} ({when})',
  '{level} squad of Coach {coach} ({when})': 'مجموعة {level} مع الكابتن {coach} ({when})',
  'the {level} {type} school of Coach {coach} {when}': 'مدرسة {level} {type} مع الكابتن {coach} {when}',
  'The {level} {type} school of Coach {coach} {when}': 'مدرسة {level} {type} مع الكابتن {coach} {when}',
  'the {level} squad of Coach {coach} {when}': 'مجموعة {level} مع الكابتن {coach} {when}',
  'The {level} squad of Coach {coach} {when}': 'مجموعة {level} مع الكابتن {coach} {when}',
  'school {id}': 'مدرسة رقم {id}',
  'pre-team {id}': 'بري تيم رقم {id}',
  '{level} school {id}': 'مدرسة رقم {id} ({level})',
  '{level} pre-team {id}': 'بري تيم رقم {id} ({level})',
  'School {id} ({level})': 'مدرسة رقم {id} ({level})',
  '{group} on {date} at {time}': '{group} يوم {date} الساعة {time}',
  'School {id} ({level}) on {date} at {time}': 'مدرسة رقم {id} ({level}) يوم {date} الساعة {time}',
  'Pre-team {id} ({level}) on {date} at {time}': 'بري تيم رقم {id} ({level}) يوم {date} الساعة {time}',
  'School {id} ({level}) on {date}': 'مدرسة رقم {id} ({level}) يوم {date}',
  'Pre-team {id} ({level}) on {date}': 'بري تيم رقم {id} ({level}) يوم {date}',
  // An invoice's item as it was posted (payments.service.ts), never edited.
  '{product} - 1 month': '{product} - شهر واحد',
  '{product} - 12 months': '{product} - 12 شهر',
  '{product} - {months} months': '{product} - {months} شهور',
  '{product} - {months} month': '{product} - {months} شهر',
  // A family's ledger (ledger.service.ts).
  'Payment {receipt}': 'دفعة {receipt}',
  'Payment {receipt} void: {reason}': 'الدفعة {receipt} اتلغت: {reason}',
  'Refund of {amount} on payment {receipt}: {reason}': 'استرداد {amount} من الدفعة {receipt}: {reason}',
  'Credit {status}': 'الرصيد {status}',
}

const arabic = makeTranslator(MESSAGES_AR, TERMS_AR, SHAPES_AR)
/** An English message in Arabic, or undefined when the catalog has no template for it. */
export const findArabic = arabic.find
/** An English message in Arabic (unknown messages, and those already in Arabic, pass through). */
export const translateMessage = arabic.translate
