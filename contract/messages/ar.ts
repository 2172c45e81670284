import type { LOGIN_MESSAGES } from '../auth-messages'
import { DAYS, LEVELS, PRODUCTS } from '../lookup-tables'
import { TERMS_AR } from './terms-ar'
import { makeTranslator, type PlaceholderShapes } from './translate'

/**
 * Egyptian Arabic for the English texts that are not message codes yet: the contract's rules (what a form shows, and
 * the server's validation reply sends as its words) and the data texts the server writes in English (a group's
 * description, an invoice's item, a ledger's entry), which the SPA shows through this catalog (src/i18n/arabic.ts).
 * Everything else the server says is a message by its code, in ./en.ts and ./ar-codes.ts (issue 26).
 *
 * This catalog maps each English TEMPLATE to its Arabic one; `{name}` placeholders stand for what the text names (a
 * swimmer, a school number, a date). A text is translated by finding the template it was made from; a placeholder's
 * value is translated too when it is itself a known term or text ("Coaches management", "Saturday"), else kept
 * (names, numbers).
 *
 * Adding a contract rule or a data text: write it in English as before, then add its template here, e.g.
 *   'Full name is required': 'الاسم بالكامل مطلوب'
 * server/test/i18n/server-messages.test.ts scans the contract's rules and the server's data texts and fails for any
 * without an entry here. A server message is a code instead.
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
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]
const DAY_NAME = `(?:${alternatives(DAYS.map((day) => day.description))})`

/** What the placeholders naming a level, a school type or product, and days hold (see translate.ts). */
export const SHAPES_AR: PlaceholderShapes = {
  level: { pattern: alternatives([...LEVELS.map((level) => level.description), 'Unknown level']) },
  schoolType: { pattern: alternatives([...PRODUCTS.map((product) => product.description), 'Unknown']), only: true },
  product: { pattern: alternatives(PRODUCTS.map((product) => product.description)) },
  days: { pattern: `${DAY_NAME}(?:, ${DAY_NAME})*` },
  weekday: { pattern: DAY_NAME, only: true },
  dayOfMonth: { pattern: '\\d{1,2}', only: true },
  monthName: { pattern: alternatives(MONTHS), only: true },
  year: { pattern: '\\d{4}', only: true },
}

/** English template → Arabic template. Keep the placeholders' names the same on both sides. */
export const MESSAGES_AR: Record<string, string> = {
  // ---- General
  'An unexpected error occurred. Please try again.': 'حصل خطأ مش متوقع. جرّب تاني.',
  'Invalid value': 'القيمة مش صحيحة',
  'Invalid input': 'البيانات مش صحيحة',
  'Must be a positive whole number': 'لازم يكون رقم صحيح موجب',
  'Must be at most 200 characters': 'لازم يكون 200 حرف بالكتير',
  'Must be at most 500 characters': 'لازم يكون 500 حرف بالكتير',
  'Enter a whole number': 'اكتب رقم صحيح',
  'Enter a valid date': 'اكتب تاريخ صحيح',
  'Enter a valid phone number': 'اكتب رقم موبايل صحيح',
  'Enter a valid email address': 'اكتب إيميل صحيح',
  '{field} must not contain control characters': '{field} مينفعش يكون فيه رموز تحكم',
  '{field} must not contain broken characters (half of a surrogate pair, or U+FFFD for bytes that were not UTF-8)':
    '{field} مينفعش يكون فيه حروف بايظة (نص زوج surrogate، أو U+FFFD مكان بايتات مش UTF-8)',
  '{field} must not contain bidirectional control characters (they reverse how the text shows)':
    '{field} مينفعش يكون فيه رموز اتجاه الكتابة (بتقلب شكل النص)',
  '{field} must not be only invisible characters': '{field} مينفعش يكون كله رموز مش باينة',
  '{field} must be an amount of at least 0 with at most two decimal places':
    '{field} لازم يكون مبلغ من 0 وطالع وبرقمين عشريين بالكتير',
  '{field} must be a date (YYYY-MM-DD)': '{field} لازم يكون تاريخ (YYYY-MM-DD)',
  '{field} must be a date from 2000-01-01 to 2099-12-31': '{field} لازم يكون تاريخ من 2000-01-01 لـ 2099-12-31',
  '{field} must be a date from 1900-01-01 to 2099-12-31': '{field} لازم يكون تاريخ من 1900-01-01 لـ 2099-12-31',
  '{field} must be a month from 2000-01 to 2099-12': '{field} لازم يكون شهر من 2000-01 لـ 2099-12',
  '{field} is required': '{field} مطلوب',
  '{field} must be a positive whole number': '{field} لازم يكون رقم صحيح موجب',
  '{field} must be a number': '{field} لازم يكون رقم',
  '{field} must be a whole number from 1': '{field} لازم يكون رقم صحيح من 1 وطالع',
  '{field} must be a site number': '{field} لازم يكون رقم فرع',
  '{field} must be a swimmer number': '{field} لازم يكون رقم سبّاح',
  '{field} must be a coach number': '{field} لازم يكون رقم مدرب',
  '{field} must be a session number': '{field} لازم يكون رقم حصة',
  '{field} must be a credit number': '{field} لازم يكون رقم رصيد تعويض',
  '{field} is not one of the listed values': '{field} مش من الاختيارات الموجودة',
  '{field} must be a time of day as HH:MM': '{field} لازم يكون ميعاد بالشكل HH:MM',
  '{field} must be one of {values}': '{field} لازم يكون واحد من: {values}',

  // ---- Sign-in and session
  'Please fill in all fields': 'من فضلك املا كل الخانات',
  'User ID must be a number': 'رقم المستخدم لازم يكون رقم',
  'Invalid user ID or password': 'رقم المستخدم أو كلمة السر غلط',
  'Login successful': 'تم الدخول بنجاح',
  'Your session has ended. Please sign in again.': 'الجلسة خلصت. سجّل دخول تاني من فضلك.',
  'Too many failed sign-in attempts. Try again in {minutes} minutes.':
    'محاولات دخول غلط كتير. جرّب تاني بعد {minutes} دقايق.',
  'Password must be at least 8 characters': 'كلمة السر لازم تكون 8 حروف على الأقل',
  'Password must be at most 128 characters': 'كلمة السر لازم تكون 128 حرف بالكتير',
  'Password cannot be only spaces': 'كلمة السر مينفعش تكون مسافات بس',
  'Password is too long': 'كلمة السر طويلة زيادة',

  // ---- The user's own preferences
  "language must be 'en', 'ar' or null": "language لازم تكون 'en' أو 'ar' أو null",
  "digits must be 'latn' or 'arab'": "digits لازم تكون 'latn' أو 'arab'",
  'Give language or digits to change': 'اكتب اللغة أو الأرقام اللي عايز تغيّرها',

  // ---- Access
  'Site {site} is not one of your sites': 'الفرع {site} مش من فروعك',

  // ---- Swimmers (contract rules)
  'Please enter a search value': 'من فضلك اكتب كلمة البحث',
  'Invalid swimmer ID. Please search by Swimmer ID to use this action.':
    'رقم السبّاح مش صحيح. دوّر برقم السبّاح عشان تستخدم الإجراء ده.',
  'Site not selected. Please select a site before performing this action.':
    'مفيش فرع مختار. اختار فرع الأول قبل ما تعمل الإجراء ده.',
  'Please fill in all required fields': 'من فضلك املا كل الخانات المطلوبة',
  'Invalid data. Please check all fields are properly filled.': 'البيانات مش صحيحة. راجع إن كل الخانات متملية صح.',
  'Full name is required': 'الاسم بالكامل مطلوب',
  'Full name must be at most 100 characters': 'الاسم بالكامل لازم يكون 100 حرف بالكتير',
  'Birth date is required': 'تاريخ الميلاد مطلوب',
  'Birth date must be a valid date': 'تاريخ الميلاد لازم يكون تاريخ صحيح',
  'Birth date must be a date (YYYY-MM-DD) in the past': 'تاريخ الميلاد لازم يكون تاريخ (YYYY-MM-DD) في الماضي',
  'Start level is required': 'مستوى البداية مطلوب',
  'Gender is required': 'النوع مطلوب',
  'Gender must be Male or Female': 'النوع لازم يكون ذكر أو أنثى',
  'Club is required': 'النادي مطلوب',
  'Primary phone is required': 'الموبايل الأساسي مطلوب',
  'Primary job is required': 'وظيفة ولي الأمر مطلوبة',
  'Email is required': 'الإيميل مطلوب',
  'Address is required': 'العنوان مطلوب',
  'Year is required': 'سنة الميلاد مطلوبة',
  'Year must be a four-digit year': 'السنة لازم تكون 4 أرقام',
  'Level is required': 'المستوى مطلوب',
  'Level must be a level code': 'المستوى لازم يكون كود مستوى',
  'Level must be a level name, such as Level 5, or its number': 'المستوى لازم يكون اسم مستوى زي Level 5 أو رقمه',
  'Coach ID must be a number': 'رقم المدرب لازم يكون رقم',
  'Parent phone is required': 'موبايل ولي الأمر مطلوب',
  'Parent email is required': 'إيميل ولي الأمر مطلوب',
  'Swimmer ID must be a number': 'رقم السبّاح لازم يكون رقم',
  'Swimmer ID is required': 'رقم السبّاح مطلوب',
  'Swimmer ID must be a positive whole number': 'رقم السبّاح لازم يكون رقم صحيح موجب',
  'Site must be one of your sites, or all for every site of yours': 'الفرع لازم يكون من فروعك، أو all لكل فروعك',
  'Freeze reason is required': 'سبب التجميد مطلوب',
  'Freeze date is required': 'تاريخ التجميد مطلوب',
  'Renewal type must be monthly, quarterly or yearly': 'نوع التجديد لازم يكون شهري أو كل 3 شهور أو سنوي',
  'Renew must be school or preteam': 'التجديد لازم يكون للمدرسة أو للبري تيم',
  'Duration must be between 1 and 12 months': 'المدة لازم تكون من 1 لـ 12 شهر',
  'A monthly renewal is 1 month': 'التجديد الشهري مدته شهر واحد',
  'Birth date must be in the year given': 'تاريخ الميلاد لازم يكون في نفس السنة المكتوبة',
  'A quarterly renewal is 3 months': 'التجديد كل 3 شهور مدته 3 شهور',
  'A yearly renewal is 12 months': 'التجديد السنوي مدته 12 شهر',
  'Duration must be at least 1 month': 'المدة لازم تكون شهر على الأقل',
  'Duration must be one of {list} months': 'المدة لازم تكون واحدة من دول: {list} شهور',
  'Duration is required': 'المدة مطلوبة',
  'New times are required': 'الأزمنة الجديدة مطلوبة',
  'Reason is required': 'السبب مطلوب',
  'New site is required': 'الفرع الجديد مطلوب',
  'School ID is required': 'رقم المدرسة مطلوب',
  'School ID must be a number': 'رقم المدرسة لازم يكون رقم',
  'Pre-team is required': 'البري تيم مطلوب',
  'Receipt number is required': 'رقم الإيصال مطلوب',
  'Receipt number is too long': 'رقم الإيصال طويل زيادة',
  'Receipt number must be at most 40 characters': 'رقم الإيصال لازم يكون 40 حرف بالكتير',
  'Date is required': 'التاريخ مطلوب',
  'Status must be present, absent or late': 'الحالة لازم تكون حاضر أو غايب أو متأخر',
  'Search value is too long': 'كلمة البحث طويلة زيادة',
  'Accepted and ignored: the coach follows from the school or pre-team the swimmer is enrolled in':
    'بيتقبل ومش بيتاخد بيه: المدرب بيتحدد من مدرسة السبّاح أو البري تيم بتاعه',
  'Accepted for compatibility and ignored: the acting user is the signed-in user':
    'بيتقبل للتوافق ومش بيتاخد بيه: المستخدم هو اللي عامل دخول',

  // ---- Swimmers (server)
  'Swimmer added successfully': 'السبّاح اتضاف',
  'Swimmer updated successfully': 'بيانات السبّاح اتعدّلت',
  'Swimmer deleted successfully': 'السبّاح اتحذف',
  'Swimmer level updated successfully': 'مستوى السبّاح اتعدّل',
  // Issue 31: skills and progress.
  'Say whether a supervisor signs off': 'قول لو المشرف لازم يعتمد',
  'Skill must be a skill number': 'المهارة لازم تكون رقم مهارة',
  'Group must be a school or pre-team number': 'المجموعة لازم تكون رقم مدرسة أو بري تيم',
  'Report card must be a report card number': 'التقرير لازم يكون رقم تقرير',
  'Rating must be not yet, emerging or mastered': 'التقييم لازم يكون لسه أو بيتحسن أو متقن',
  'Give at least one rating': 'اكتب تقييم واحد على الأقل',
  'At most 500 ratings can be saved at once': 'ممكن تحفظ 500 تقييم بس مرة واحدة',
  'English name of the skill is required': 'اسم المهارة بالإنجليزي مطلوب',
  'Arabic name of the skill is required': 'اسم المهارة بالعربي مطلوب',
  'Skill names must be at most 120 characters': 'أسماء المهارات لازم تكون 120 حرف على الأكتر',
  'A level needs at least one skill': 'المستوى لازم يبقى فيه مهارة واحدة على الأقل',
  'A level can have at most 60 skills': 'المستوى ممكن يبقى فيه 60 مهارة على الأكتر',
  'Pass rule must be all required skills mastered or a number of skills mastered':
    'شرط النجاح لازم يكون إتقان كل المهارات المطلوبة أو إتقان عدد من المهارات',
  'Skills to master must be a whole number from 1 to the number of skills':
    'عدد المهارات المطلوب إتقانها لازم يكون رقم صحيح من 1 لعدد المهارات',
  'Version must be a version number': 'النسخة لازم تكون رقم نسخة',
  'Choose a group of the next level or its waitlist': 'اختار مجموعة من المستوى اللي بعده أو قايمة انتظارها',
  'Note is required': 'الملاحظة مطلوبة',
  'Who may read the note must be staff only or the family': 'مين يقرا الملاحظة لازم يكون الموظفين بس أو العيلة',
  'Term start is required': 'بداية الترم مطلوبة',
  'Term end is required': 'نهاية الترم مطلوبة',
  'Term dates must be dates': 'تواريخ الترم لازم تكون تواريخ',
  'Term end must not be before its start': 'نهاية الترم ماينفعش تبقى قبل بدايته',
  'Months must be 1, 3, 6, 9 or 12': 'الشهور لازم تكون 1 أو 3 أو 6 أو 9 أو 12',
  'Say whether the skill is required': 'قول لو المهارة مطلوبة',
  'Swimmer site changed successfully': 'فرع السبّاح اتغيّر',
  'Swimmer added to school successfully': 'السبّاح اتضاف للمدرسة',
  'Swimmer added to pre-team successfully': 'السبّاح اتضاف للبري تيم',
  'Subscription renewed successfully': 'الاشتراك اتجدّد',
  'Attendance saved successfully': 'الغياب اتسجل',
  'Swimmer {id} not found': 'مفيش سبّاح رقم {id}',
  'Swimmer {id} is listed twice': 'السبّاح رقم {id} مكتوب مرتين',
  'Attendance can be recorded at most a week ahead: {date} is after {latest}':
    'الحضور بيتسجل لأسبوع قدام بالكتير: {date} بعد {latest}',
  '{date} is before {swimmer} {how} ({joined})': '{date} قبل {how} {swimmer} ({joined})',
  'The swimmer was changed meanwhile: {what}, try again': 'حد عدّل السبّاح في نفس الوقت: {what}، جرّب تاني',
  '{field} must be one of {values}.': '{field} لازم يكون واحد من: {values}.',
  'There is no level {asked}: the levels are {levels}': 'مفيش مستوى اسمه {asked}: المستويات هي {levels}',
  'The new level': 'المستوى الجديد',
  ' (enrolments ended {date}).': ' (الاشتراكات خلصت {date}).',

  // ---- Enrolments, renewals and payments
  'A receipt number is required when an amount is paid': 'رقم الإيصال مطلوب لما يكون فيه مبلغ مدفوع',
  '{group} has ended': '{group} خلصت',
  '{group} is full ({taken})': '{group} كاملة ({taken})',
  '{swimmer} is already in {group} until {end}: {rest}': '{swimmer} في {group} أصلاً لحد {end}: {rest}',
  '{kind} {id} not found at this site': 'مفيش {kind} رقم {id} في الفرع ده',
  'Choose a group of {what}': 'اختار مجموعة من {what}',
  'Already in {group}': 'موجود في {group} أصلاً',
  'one {kind} at a time': '{kind} واحدة بس في نفس الوقت',
  'This school is full': 'المدرسة دي كاملة',
  "{swimmer}'s freeze from {date} is cancelled": 'تجميد {swimmer} من {date} اتلغى',
  'the {level} {type} school of Coach {coach} {when}': 'مدرسة {level} {type} مع الكابتن {coach} {when}',
  'The {level} {type} school of Coach {coach} {when}': 'مدرسة {level} {type} مع الكابتن {coach} {when}',
  'the {level} squad of Coach {coach} {when}': 'مجموعة {level} مع الكابتن {coach} {when}',
  'The {level} squad of Coach {coach} {when}': 'مجموعة {level} مع الكابتن {coach} {when}',
  'Price must be more than 0': 'السعر لازم يكون أكتر من 0',
  'Price saved': 'اتحفظ السعر',
  'Price must be at most 1,000,000.00': 'السعر لازم يكون 1,000,000.00 بالكتير',
  'At most {amount}': '{amount} بالكتير',
  'Receipt number {receipt} is already used at this site': 'رقم الإيصال {receipt} مستخدم قبل كده في الفرع ده',
  'Already used at this site': 'مستخدم قبل كده في الفرع ده',
  'Payment completed successfully': 'الدفع اتسجل',
  'No invoice selected for payment': 'مفيش فاتورة مختارة للدفع',
  'Please enter Swimmer ID': 'من فضلك اكتب رقم السبّاح',
  'Please enter User ID': 'من فضلك اكتب رقم المستخدم',
  'Please enter Receipt No': 'من فضلك اكتب رقم الإيصال',
  'Receipt No must be at most 50 characters': 'رقم الإيصال لازم يكون 50 حرف بالكتير',
  'No invoices found for the given site.': 'مفيش فواتير للفرع ده.',
  'No site selected': 'مفيش فرع مختار',
  'The payment fields, either at the top level or under an `entities` key: { entities: { swimmerID, … } }':
    'بيانات الدفع، إما في أول مستوى أو تحت مفتاح `entities`: { entities: { swimmerID, … } }',

  // ---- Schools and attendance
  'Invalid School ID': 'رقم المدرسة مش صحيح',
  'The first and second day must be different': 'اليوم الأول والتاني لازم يكونوا مختلفين',
  'Capacity must be a whole number from 1 to 100': 'العدد لازم يكون رقم صحيح من 1 لـ 100',
  'Please select both Type and Level': 'من فضلك اختار النوع والمستوى الاتنين',
  'School created successfully': 'المدرسة اتعملت',
  'School updated successfully': 'المدرسة اتعدّلت',
  'School ended successfully': 'المدرسة خلصت',
  '{swimmer} is not enrolled in school {id}': '{swimmer} مش مسجل في المدرسة رقم {id}',
  'Not enrolled in this school': 'مش مسجل في المدرسة دي',
  'Recorded again since you opened it': 'اتسجل تاني من ساعة ما فتحته',
  'must be a time of day as HH:MM': 'لازم يكون ميعاد بالشكل HH:MM',
  'Please select both day and time': 'من فضلك اختار اليوم والميعاد الاتنين',
  'No swimmers found for this school': 'مفيش سبّاحين في المدرسة دي',
  'Invalid swimmer ID in attendance data': 'رقم سبّاح مش صحيح في بيانات الغياب',
  'Invalid school ID in attendance data': 'رقم مدرسة مش صحيح في بيانات الغياب',
  'Invalid user ID in attendance data': 'رقم مستخدم مش صحيح في بيانات الغياب',
  'Missing day information in attendance data': 'اليوم ناقص في بيانات الغياب',
  'Missing time information in attendance data': 'الميعاد ناقص في بيانات الغياب',
  'attend must be true or false': 'attend لازم يكون true أو false',
  'attendes must list at least one swimmer': 'attendes لازم يكون فيها سبّاح واحد على الأقل',
  'attendes may list at most 200 swimmers': 'attendes فيها 200 سبّاح بالكتير',
  'All attendance entries must be for the same school, day and time':
    'كل سطور الغياب لازم تكون لنفس المدرسة واليوم والميعاد',
  'notes may be at most 500 characters': 'الملاحظات 500 حرف بالكتير',
  'notes must be text': 'الملاحظات لازم تكون نص',
  'recordedAt must be the time the session was recorded': 'recordedAt لازم يكون وقت تسجيل الحصة',
  'schoolID is required (or SchoolID, schoolId)': 'schoolID مطلوب (أو SchoolID أو schoolId)',
  'userSite is required (or UserSite, site)': 'userSite مطلوب (أو UserSite أو site)',
  'UserSite must be a site number': 'UserSite لازم يكون رقم فرع',

  // ---- Pre-teams
  'Exactly three different days are required': 'لازم تختار تلات أيام مختلفين بالظبط',
  'Choose a day of the week, Friday to Thursday': 'اختار يوم من أيام الأسبوع، من الجمعة للخميس',
  'Enter a time as hh:mm (00:00 to 23:59)': 'اكتب الميعاد بالشكل hh:mm (من 00:00 لـ 23:59)',
  'The end time must be after the start time': 'وقت النهاية لازم يكون بعد وقت البداية',
  'endTime: The end time must be after the start time ({start} to {end})':
    'endTime: وقت النهاية لازم يكون بعد وقت البداية ({start} لـ {end})',
  'Choose a site (or all for every site of yours)': 'اختار فرع (أو all لكل فروعك)',
  'Pre-team ID not available for this action': 'رقم البري تيم مش متاح للإجراء ده',
  'Pre-team ID is required': 'رقم البري تيم مطلوب',
  'Pre-team created successfully': 'فريق البري تيم اتعمل',
  'Pre-team ended successfully': 'فريق البري تيم خلص',
  'Pre-team removed successfully': 'فريق البري تيم اتشال',
  'No pre-teams found for this site': 'مفيش فرق بري تيم في الفرع ده',
  'Search by Pre-Team ID, Full Name or Level': 'البحث برقم البري تيم أو الاسم أو المستوى',
  'Pre-team {id} not found': 'مفيش بري تيم رقم {id}',

  // ---- Coaches
  'Coach name is required': 'اسم المدرب مطلوب',
  'Name must be at most 100 characters': 'الاسم لازم يكون 100 حرف بالكتير',
  'Mobile number must be 11 digits starting with 010, 011, 012 or 015':
    'رقم الموبايل لازم يكون 11 رقم ويبدأ بـ 010 أو 011 أو 012 أو 015',
  'Coach type is required': 'نوع المدرب مطلوب',
  'Coach type must be SchoolCoach or PTeamCoach': 'نوع المدرب لازم يكون SchoolCoach أو PTeamCoach',
  'Email address is not valid': 'الإيميل مش صحيح',
  'Experience must be a whole number of years from 0 to 60': 'الخبرة لازم تكون عدد سنين صحيح من 0 لـ 60',
  'Specialization must be at most 100 characters': 'التخصص لازم يكون 100 حرف بالكتير',
  'Site must be a site number': 'الفرع لازم يكون رقم فرع',
  'Site must be a positive whole number': 'الفرع لازم يكون رقم صحيح موجب',
  'Site is required': 'الفرع مطلوب',
  'Coach ID must be a positive whole number': 'رقم المدرب لازم يكون رقم صحيح موجب',
  'Active must be true or false': 'الحالة لازم تكون true أو false',
  'Day is required': 'اليوم مطلوب',
  'Day must be a day of the week, Friday to Thursday': 'اليوم لازم يكون من أيام الأسبوع، من الجمعة للخميس',
  'Time must be a time of day as HH:MM': 'الميعاد لازم يكون بالشكل HH:MM',
  "Time slot must be a time like '17:00' or a range like '17:00-18:00'":
    "الميعاد لازم يكون وقت زي '17:00' أو فترة زي '17:00-18:00'",
  'The time slot must end after it starts': 'الفترة لازم تخلص بعد ما تبدأ',
  'Date must be a date (YYYY-MM-DD)': 'التاريخ لازم يكون بالشكل YYYY-MM-DD',
  'Give at least one field to update': 'اكتب خانة واحدة على الأقل للتعديل',
  'Coach added successfully': 'المدرب اتضاف',
  'Coach inserted successfully': 'المدرب اتضاف',
  'Coach updated successfully': 'المدرب اتعدّل',
  'Coach deleted successfully': 'المدرب اتحذف',
  'Coach {coach} already teaches {group} on {days} from {start} to {end}':
    'المدرب {coach} بيدرّب {group} أصلاً أيام {days} من {start} لـ {end}',
  'school {id}': 'مدرسة رقم {id}',
  'pre-team {id}': 'بري تيم رقم {id}',
  // The ready list's groups (issue 31): 'Level 2 school 14'.
  '{level} school {id}': 'مدرسة رقم {id} ({level})',
  '{level} pre-team {id}': 'بري تيم رقم {id} ({level})',
  'Choose a {type}': 'اختار {type}',
  'This coach is busy at that time': 'المدرب ده مشغول في الوقت ده',
  'You do not have access to Coaches management': 'مالكش صلاحية على إدارة المدربين',

  // ---- The academy's week: sessions, closures, make-ups (issue 14)
  'School {id} ({level})': 'مدرسة رقم {id} ({level})',
  '{group} on {date} at {time}': '{group} يوم {date} الساعة {time}',
  '{session} is closed: {reason}': '{session} مقفولة: {reason}',
  '{session} is cancelled': '{session} ملغية',
  'substitute set': 'المدرب البديل اتحدد',
  'substitute removed': 'المدرب البديل اتشال',
  '{swimmer} is not on the roster of {session}': '{swimmer} مش في كشف {session}',
  // One attendance record, one rule set (issue 25).
  'basedOn must be the markedAt you read, or null': 'basedOn لازم يكون وقت التسجيل اللي قريته، أو null',
  'Marked by {user} at {at}': 'سجّله {user} الساعة {at}',
  'cancelGivesMakeup must be true or false': 'cancelGivesMakeup لازم تكون true أو false',
  '{session} is full ({taken} of {capacity} seats taken)': '{session} كاملة ({taken} من {capacity} أماكن محجوزة)',
  'School {id} ({level}) on {date} at {time}': 'مدرسة رقم {id} ({level}) يوم {date} الساعة {time}',
  'Pre-team {id} ({level}) on {date} at {time}': 'بري تيم رقم {id} ({level}) يوم {date} الساعة {time}',
  'School {id} ({level}) on {date}': 'مدرسة رقم {id} ({level}) يوم {date}',
  'Pre-team {id} ({level}) on {date}': 'بري تيم رقم {id} ({level}) يوم {date}',
  // Groups and invoice items as the server describes them (money.view.ts, enrolments.view.ts, payments.service.ts):
  // the SPA shows these data texts through the same catalog (issue 25).
  '{level} {schoolType} school of Coach {coach} ({days} {start}-{end})':
    'مدرسة {level} {schoolType} مع الكابتن {coach} ({days} {start}-{end})',
  '{level} school of Coach {coach} ({days} {start}-{end})': 'مدرسة {level} مع الكابتن {coach} ({days} {start}-{end})',
  '{level} squad of Coach {coach} ({days} {start}-{end})': 'مجموعة {level} مع الكابتن {coach} ({days} {start}-{end})',
  'the {level} {schoolType} school of Coach {coach} ({days} {start}-{end})':
    'مدرسة {level} {schoolType} مع الكابتن {coach} ({days} {start}-{end})',
  'the {level} squad of Coach {coach} ({days} {start}-{end})':
    'مجموعة {level} مع الكابتن {coach} ({days} {start}-{end})',
  '{product} - 1 month': '{product} - شهر واحد',
  '{product} - 12 months': '{product} - 12 شهر',
  '{product} - {months} months': '{product} - {months} شهور',
  '{product} - {months} month': '{product} - {months} شهر',
  'Attendance can be recorded at most a week ahead: {date} is after {latest}.':
    'الحضور بيتسجل لأسبوع قدام بالكتير: {date} بعد {latest}.',
  '{date} is in the past; a closure is for today or a later day': '{date} فات؛ الإغلاق بيكون للنهارده أو يوم بعده',
  '{site} is closed on {date}': '{site} هيقفل يوم {date}',
  '{site} is open again on {date}': '{site} فاتح تاني يوم {date}',
  'Credit {status}': 'الرصيد {status}',
  '{swimmer} is booked into {session} as a make-up': '{swimmer} اتحجز في {session} كتعويض',
  'to must be on or after from': 'to لازم يكون في نفس يوم from أو بعده',
  'to may be at most 31 days after from (one call covers at most 31 days)':
    'to لازم يكون بعد from بـ 31 يوم بالكتير (الطلب الواحد بيغطي 31 يوم بالكتير)',
  'Please enter a reason': 'من فضلك اكتب السبب',
  'reason may be at most 200 characters': 'السبب 200 حرف بالكتير',
  "status must be one of 'present', 'absent', 'late', 'excused' or null":
    "status لازم تكون 'present' أو 'absent' أو 'late' أو 'excused' أو null",
  'entries must list at least one swimmer': 'entries لازم يكون فيها سبّاح واحد على الأقل',
  'entries may list at most 200 swimmers': 'entries فيها 200 سبّاح بالكتير',
  'Make-up expiry must be a whole number of weeks from 1 to 52':
    'مدة صلاحية التعويض لازم تكون عدد أسابيع صحيح من 1 لـ 52',
  'Waitlist offer days must be a whole number of days from 1 to 30':
    'أيام عرض قايمة الانتظار لازم تكون عدد أيام صحيح من 1 لـ 30',
  'must be a date (YYYY-MM-DD)': 'لازم يكون تاريخ (YYYY-MM-DD)',
  'must be a date from 2000-01-01 to 2099-12-31': 'لازم يكون تاريخ من 2000-01-01 لـ 2099-12-31',
  'must be a date from 1900-01-01 to 2099-12-31': 'لازم يكون تاريخ من 1900-01-01 لـ 2099-12-31',
  'must be a month from 2000-01 to 2099-12': 'لازم يكون شهر من 2000-01 لـ 2099-12',

  // ---- Waitlists (issue 14)
  '{swimmer} joined {group}': '{swimmer} دخل {group}',
  '{group} has free seats': '{group} فيها أماكن فاضية',
  '{swimmer} declined the place in {group}: nobody else is waiting, the place is free':
    '{swimmer} رفض المكان في {group}: مفيش حد تاني منتظر، المكان فاضي',
  'Note must be at most 500 characters': 'الملاحظة لازم تكون 500 حرف بالكتير',

  // ---- The money desk and reports (issue 15)
  'The cash-up of {site} for {date} is already closed': 'خزنة {site} ليوم {date} متقفلة أصلاً',
  '{level} squad of Coach {coach} ({when})': 'مجموعة {level} مع الكابتن {coach} ({when})',
  '{level} {type} school of Coach {coach} ({when})': 'مدرسة {level} {type} مع الكابتن {coach} ({when})',
  'Please choose a site': 'من فضلك اختار فرع',
  'site must be a positive whole number': 'site لازم يكون رقم صحيح موجب',
  'days must be a whole number from {min} to {max}': 'days لازم يكون رقم صحيح من {min} لـ {max}',
  'Please enter a date': 'من فضلك اكتب التاريخ',
  'date must be a date (YYYY-MM-DD)': 'date لازم يكون تاريخ (YYYY-MM-DD)',
  'Please enter the counted amount': 'من فضلك اكتب المبلغ اللي اتعدّ',
  'Please enter the reason for reopening the day': 'من فضلك اكتب سبب فتح اليوم تاني',
  'Reason must be at most {max} characters': 'السبب لازم يكون {max} حرف بالكتير',
  'paymentID must be a positive whole number': 'paymentID لازم يكون رقم صحيح موجب',
  'currency must be a three-letter currency code such as EGP': 'currency لازم تكون كود عملة من 3 حروف زي EGP',
  'currency must be an ISO 4217 currency code such as EGP or USD': 'currency لازم تكون كود عملة ISO 4217 زي EGP أو USD',
  "The academy's Arabic name must be 1 to 100 characters": 'اسم الأكاديمية بالعربي لازم يكون من حرف لـ ١٠٠ حرف',
  'Time zone must be a time zone name such as Africa/Cairo or Asia/Dubai':
    'المنطقة الزمنية لازم تكون اسم منطقة زمنية زي Africa/Cairo أو Asia/Dubai',
  'from must be a month (YYYY-MM)': 'from لازم يكون شهر (YYYY-MM)',
  'to must be a month (YYYY-MM)': 'to لازم يكون شهر (YYYY-MM)',
  'to must not be before from, and the range at most {months} months':
    'to مينفعش يكون قبل from، والمدة {months} شهر بالكتير',

  // ---- Schools' attendance by date
  '{date} does not fall on the day chosen': '{date} مش في اليوم اللي اخترته',
  'attendance can be recorded at most a week ahead: {date} is after {latest}':
    'الغياب بيتسجل لأسبوع قدام بالكتير: {date} بعد {latest}',
  'day must be a day of the week, Friday to Thursday': 'day لازم يكون يوم من أيام الأسبوع، من الجمعة للخميس',
  'code must be a lookup group number': 'code لازم يكون رقم مجموعة قوائم',
  'pageSize must be at most {max}': 'pageSize لازم يكون {max} بالكتير',
  'fullName is too long': 'fullName طويل زيادة',

  // ---- Settings: clubs, sites, users, titles
  'Please enter a description': 'من فضلك اكتب الوصف',
  'The Arabic name must be at most 100 characters': 'الاسم بالعربي لازم يكون 100 حرف بالكتير',
  'Description must be at most 100 characters': 'الوصف لازم يكون 100 حرف بالكتير',
  'Please enter a user ID': 'من فضلك اكتب رقم المستخدم',
  'Please enter a valid user ID (number)': 'من فضلك اكتب رقم مستخدم صحيح (رقم)',
  'Please enter a site ID': 'من فضلك اكتب رقم الفرع',
  'Please enter a valid site ID (number)': 'من فضلك اكتب رقم فرع صحيح (رقم)',
  'Please enter a full name': 'من فضلك اكتب الاسم بالكامل',
  'Please select a user type': 'من فضلك اختار نوع المستخدم',
  'Please enter a password': 'من فضلك اكتب كلمة السر',
  'No user type selected': 'مفيش نوع مستخدم مختار',
  'Please select at least one action': 'من فضلك اختار صلاحية واحدة على الأقل',
  'actionId must be a positive whole number': 'actionId لازم يكون رقم صحيح موجب',
  'At most 1000 privileges at once': '1000 صلاحية بالكتير في المرة الواحدة',
  'Site inserted successfully': 'الفرع اتضاف',
  'Club updated successfully': 'اسم النادي اتعدّل',
  'Site updated successfully': 'اسم الفرع اتعدّل',
  'User created successfully': 'المستخدم اتضاف',
  'User updated successfully': 'المستخدم اتعدّل',
  'Privileges added successfully': 'الصلاحيات اتضافت',
  'A {kind} named "{name}" already exists': 'فيه {kind} اسمه "{name}" موجود أصلاً',
  'Already exists': 'موجود أصلاً',
  'User {id} not found': 'مفيش مستخدم رقم {id}',
  'No users found for site {site}': 'مفيش مستخدمين للفرع {site}',
  // Issue 27: a user's sites as a list.
  'A user needs at least one site': 'المستخدم لازم يكون ليه فرع واحد على الأقل',
  "User's sites saved": 'فروع المستخدم اتحفظت',
  'Privilege revoked successfully': 'الصلاحية اتشالت',
  'At most 1000 sites at once': '1000 فرع بالكتير مرة واحدة',
  // Ending one school enrolment (issue 14).
  'Last day must be a date (YYYY-MM-DD)': 'آخر يوم لازم يكون تاريخ (YYYY-MM-DD)',
  'swimmerId must be a positive whole number': 'رقم السبّاح لازم يكون رقم صحيح موجب',
  '{swimmer} is not enrolled in {group}': '{swimmer} مش مسجل في {group}',
  'Choose a day before {date}': 'اختار يوم قبل {date}',
  "{swimmer}'s enrolment in {group} ends on {date}": 'اشتراك {swimmer} في {group} بيخلص يوم {date}',
  // Every swimmer of a site, page by page (issue 27).
  'Sort by must be swimmer ID, full name, birth date or level':
    'الترتيب لازم يكون برقم السبّاح أو الاسم بالكامل أو تاريخ الميلاد أو المستوى',
  'Order must be ascending or descending': 'الترتيب لازم يكون تصاعدي أو تنازلي',
  'Rows per page must be 10, 25, 50 or 100': 'عدد الصفوف في الصفحة لازم يكون 10 أو 25 أو 50 أو 100',
  'The page asked for is not valid: go back to the first page': 'الصفحة المطلوبة مش صحيحة: ابدأ تاني من أول صفحة',
  // Families (issue 28): the contract's rules.
  'Family must be a family number': 'العيلة لازم تكون رقم عيلة',
  'Guardian must be a guardian number': 'وليّ الأمر لازم يكون رقم وليّ أمر',
  'Swimmer must be a swimmer number': 'السبّاح لازم يكون رقم سبّاح',
  'Contact must be a contact number': 'جهة الاتصال لازم تكون رقم جهة اتصال',
  'Relation is required': 'صلة القرابة مطلوبة',
  'Relation must be at most 40 characters': 'صلة القرابة لازم متزيدش عن 40 حرف',
  'Phone is required': 'رقم الموبايل مطلوب',
  'Phone is not a valid phone number': 'رقم الموبايل ده مش رقم صحيح',
  'E-mail is not a valid e-mail address': 'الإيميل ده مش إيميل صحيح',
  'Preferred channel must be WhatsApp, SMS or e-mail': 'وسيلة التواصل لازم تكون واتساب أو رسالة SMS أو إيميل',
  'Channel must be WhatsApp, SMS or e-mail': 'الوسيلة لازم تكون واتساب أو رسالة SMS أو إيميل',
  'Purpose must be service messages or marketing': 'الغرض لازم يكون رسايل الخدمة أو التسويق',
  'Say whether consent is granted or withdrawn': 'قول الموافقة اتدّت ولا اتسحبت',
  'How must be in person, by phone, on a paper form or by message':
    'الطريقة لازم تكون حضوري أو بالتليفون أو على ورقة أو برسالة',
  'Language must be Arabic or English': 'اللغة لازم تكون عربي أو إنجليزي',
  'Notes must be at most 1000 characters': 'الملاحظات لازم متزيدش عن 1000 حرف',
  'Medical notes must be at most 1000 characters each': 'كل ملاحظة طبية لازم متزيدش عن 1000 حرف',
  "Doctor's note must be none, required or on file": 'تقرير الدكتور لازم يكون مش مطلوب أو مطلوب أو موجود عندنا',
  'Kind must be emergency contact or allowed to pick up': 'النوع لازم يكون رقم طوارئ أو مسموح له يستلم',
  'Say whether photos are allowed': 'قول التصوير مسموح ولا لأ',
  // Messages to families (issue 29): the contract's rules and the server's sentences.
  'Message must be a message number': 'الرسالة لازم تكون رقم رسالة',
  'Status must be prepared, queued, sending, sent, delivered, read, failed or unknown':
    'الحالة لازم تكون متجهزة أو مستنية أو بتتبعت أو اتبعتت أو وصلت أو اتقرت أو فشلت أو مش معروفة',
  'Event must be session.cancelled, site.closed, makeup.credited, makeup.booked, waitlist.offered, subscription.ending, invoice.overdue, broadcast, report-card.ready or level.passed':
    'الحدث لازم يكون session.cancelled أو site.closed أو makeup.credited أو makeup.booked أو waitlist.offered أو subscription.ending أو invoice.overdue أو broadcast أو report-card.ready أو level.passed',
  'Audience must be site, school, pre-team, level or owing':
    'الجمهور لازم يكون الفرع أو مدرسة أو بري تيم أو مستوى أو اللي عليهم فلوس',
  'Choose the school, pre-team or level': 'اختار المدرسة أو البري تيم أو المستوى',
  'Write the message in Arabic and in English': 'اكتب الرسالة بالعربي وبالإنجليزي',
  'Channel must be whatsapp-link, whatsapp or email': 'الوسيلة لازم تكون whatsapp-link أو whatsapp أو email',
  'Before must be a message number': 'قبل لازم تكون رقم رسالة',
  'Limit must be a whole number from 1 to 200': 'العدد لازم يكون رقم صحيح من 1 لـ 200',
  'Subscription reminder days must be a whole number of days from 0 to 60':
    'أيام التذكير بنهاية الاشتراك لازم تكون رقم صحيح من 0 لـ 60',
  'Overdue reminder days must be a whole number of days from 0 to 90':
    'أيام التذكير بالمبلغ المتأخر لازم تكون رقم صحيح من 0 لـ 90',
  'Template must be a template number': 'القالب لازم يكون رقم قالب',
  'Text is required': 'النص مطلوب',
  'Text must be at most 1000 characters': 'النص لازم ميزيدش عن 1000 حرف',
  'Subject must be at most 200 characters': 'العنوان لازم ميزيدش عن 200 حرف',
  'The {event} template ({channel}, {language}) is saved': 'قالب {event} ({channel}، {language}) اتحفظ',
  'Send from must be a time of day (HH:MM)': 'وقت بداية الإرسال لازم يكون ساعة من اليوم (HH:MM)',
  'Send until must be a time of day (HH:MM)': 'وقت نهاية الإرسال لازم يكون ساعة من اليوم (HH:MM)',
  // Billing (issue 30).
  'Payment {receipt} is void': 'الدفعة {receipt} اتلغت',
  'Payment {receipt}': 'دفعة {receipt}',
  'Payment {receipt} void: {reason}': 'الدفعة {receipt} اتلغت: {reason}',
  'Refund of {amount} on payment {receipt}: {reason}': 'استرداد {amount} من الدفعة {receipt}: {reason}',
  'Months must be 1, 3, 6 or 12': 'الشهور لازم تكون 1 أو 3 أو 6 أو 12',
  'Renewal run {id}: {count} to renew': 'دورة التجديد رقم {id}: {count} هيتجددوا',
  'Days must be a whole number from 1 to 60': 'الأيام لازم تكون رقم صحيح من 1 لـ 60',
  'Run must be a run number': 'الدورة لازم تكون رقم دورة',
  'Exclude must be a list of swimmer numbers': 'الاستبعاد لازم يكون قايمة أرقام سبّاحين',
  'Give 2 to 12 instalments': 'اكتب من 2 لـ 12 قسط',
  'Due date must be a date (YYYY-MM-DD)': 'تاريخ الاستحقاق لازم يكون تاريخ (YYYY-MM-DD)',
  'Receipt No must be at most 40 characters': 'رقم الإيصال لازم ميزيدش عن 40 حرف',
  'Kind must be sibling, multiGroup, prepay, clubMember, staff or hardship':
    'النوع لازم يكون sibling أو multiGroup أو prepay أو clubMember أو staff أو hardship',
  'Percent must be more than 0 and at most 100, with at most two decimal places':
    'النسبة لازم تكون أكتر من 0 ولحد 100، وبرقمين عشريين بالكتير',
  'A sibling discount needs the child it starts from: 2 for the second child, 3 for the third and more':
    'خصم الإخوات محتاج يبدأ من أنهي طفل: 2 للتاني، 3 للتالت وبعده',
  'A prepay discount needs the months paid ahead: 3, 6 or 12':
    'خصم الدفع المقدم محتاج عدد الشهور المدفوعة مقدماً: 3 أو 6 أو 12',
  'A club member discount needs the club': 'خصم أعضاء النادي محتاج النادي',
  'Rule must be a rule number': 'القاعدة لازم تكون رقم قاعدة',
  'Send the list of discount rules': 'ابعت قايمة قواعد الخصم',
  'Please choose a swimmer': 'من فضلك اختار سبّاح',
  'Please choose a product': 'من فضلك اختار المنتج',
  'Please choose the months': 'من فضلك اختار عدد الشهور',
  'Method must be cash, card, InstaPay, wallet or bank transfer':
    'طريقة الدفع لازم تكون كاش أو كارت أو إنستاباي أو محفظة أو تحويل بنكي',
  'Reference must be at most 100 characters': 'الرقم المرجعي لازم ميزيدش عن 100 حرف',
  'Please enter the reason': 'من فضلك اكتب السبب',
  'familyID must be a positive whole number': 'رقم العيلة لازم يكون رقم صحيح موجب',
  'invoiceID must be a positive whole number': 'رقم الفاتورة لازم يكون رقم صحيح موجب',
}

const arabic = makeTranslator(MESSAGES_AR, TERMS_AR, SHAPES_AR)
/** An English message in Arabic, or undefined when the catalog has no template for it. */
export const findArabic = arabic.find
/** An English message in Arabic (unknown messages, and those already in Arabic, pass through). */
export const translateMessage = arabic.translate
