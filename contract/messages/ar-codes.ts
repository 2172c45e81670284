import type { Catalogue } from './message'

/**
 * The server's messages in Egyptian Arabic, by code: the same codes and placeholders as the English catalogue
 * (./en.ts). Values that are words (a status, a level's name) are rendered by the terms in ./terms-ar.ts.
 */
export const MESSAGES_AR_CODES: Catalogue = {
  // ---- The API itself
  'request.unexpected': 'حصل خطأ مش متوقع. جرّب تاني.',
  'request.notFound': 'مش موجود: {method} {path}',
  'request.tooDeep': 'بيانات الطلب متداخلة أكتر من اللازم (أكتر من {depth} مستويات)',
  'request.invalidValue': 'القيمة مش صحيحة',

  // ---- Sign-in and session
  'auth.required': 'لازم تسجّل دخول الأول',
  'auth.sessionEnded': 'الجلسة خلصت. سجّل دخول تاني من فضلك.',
  'auth.invalid': 'رقم المستخدم أو كلمة السر غلط',
  'auth.tooManyAttempts.one': 'محاولات دخول غلط كتير. جرّب تاني بعد {minutes} دقيقة.',
  'auth.tooManyAttempts.many': 'محاولات دخول غلط كتير. جرّب تاني بعد {minutes} دقايق.',

  // ---- Access
  'access.module': 'مالكش صلاحية على {module}',
  'access.action': 'مش مسموح لك تعمل {action}',
  'access.site': 'الفرع {site} مش من فروعك',

  // ---- The user's own preferences
  'user.notFound': 'مفيش مستخدم رقم {id}',

  // ---- Lookups: clubs and sites
  'lookup.unknownCode': 'كود القائمة {code} مش معروف',
  'lookup.nameTaken': 'فيه {kind} اسمه "{name}" موجود أصلاً',
  'lookup.alreadyExists': 'موجود أصلاً',
  'site.addNeedsEverySite.one': 'إضافة فرع محتاجة كل الفروع: {sites} مش من فروعك',
  'site.addNeedsEverySite.many': 'إضافة فرع محتاجة كل الفروع: {sites} مش من فروعك',
  'club.notFound': 'مفيش نادي رقم {id}',
  'club.renameNeedsEverySite.one': 'النوادي للأكاديمية كلها، فتغيير اسم نادي محتاج كل الفروع: {sites} مش من فروعك',
  'club.renameNeedsEverySite.many': 'النوادي للأكاديمية كلها، فتغيير اسم نادي محتاج كل الفروع: {sites} مش من فروعك',
  // ---- Coaches
  'coach.notFound': 'مفيش مدرب رقم {id}',
  'coach.notActive': 'المدرب {coach} موقوف',
  'coach.wrongType': 'المدرب {coach} {type}، مش {wanted}',
  'coach.notOfSite': 'المدرب رقم {id} مش من مدربين {site}',
  'coach.alreadyTeaches': 'المدرب {coach} بيدرّب {group} أصلاً أيام {days} من {start} لـ {end}',
  'coach.substitutes': 'المدرب {coach} بديل في {group} يوم {date} من {start} لـ {end}',
  'coach.stillTeaches': '{coach} (مدرب رقم {id}) لسه بيدرّب {groups}: أنهيها أو ادّيها لمدرب تاني قبل {what}',
  'coach.field.chooseType': 'اختار {type}',
  'coach.field.chooseOfSite': 'اختار مدرب من الفرع ده',
  'coach.field.busy': 'المدرب ده مشغول في الوقت ده',
  'coach.field.notActive': 'المدرب ده موقوف',
  'coach.field.stillTeaches': 'المدرب ده لسه بيدرّب مجموعات شغالة',
  // ---- Pre-teams
  'preteam.notFound': 'مفيش بري تيم رقم {id}',
  'preteam.notFoundAtSite': 'مفيش بري تيم رقم {id} في الفرع ده',
  'preteam.alreadyAtSite': 'البري تيم رقم {id} في {site} أصلاً',
  'preteam.ended': 'البري تيم رقم {id} ({level}) خلص يوم {date}',
  'preteam.notALevel': '{level} مش مستوى: اختار مستوى من القائمة',
  'preteam.noneForSite': 'مفيش فرق بري تيم في الفرع ده',
  'preteam.field.chooseLevel': 'اختار مستوى من القائمة',
  'preteam.field.alreadyAtSite': 'البري تيم في الفرع ده أصلاً',
  'preteam.field.ended': 'البري تيم ده خلص',
  'preteam.schoolLevel': '{level} مستوى مدرسة: البري تيم بياخد مستوى بري تيم (من PTeam A لـ PTeam D)',
  'preteam.field.choosePreTeamLevel': 'اختار مستوى بري تيم',
  'preteam.levelWithSwimmers':
    'البري تيم رقم {id} فيه سباحين مستوى {level} مشتركين: {swimmers}. أنهي اشتراكاتهم أو انقلهم لبري تيم بالمستوى الجديد قبل ما تغيّر مستواه',
  'preteam.field.levelWithSwimmers': 'فيه سباحين من المستوى القديم مشتركين',
  // ---- Schools
  'school.preteamLevel': '{level} مستوى بري تيم: المدرسة بتاخد مستوى مدرسة',
  'school.field.chooseSchoolLevel': 'اختار مستوى مدرسة',
  'attendance.notOnSchoolDay': '{date} يوم {day}: المدرسة رقم {id} أيامها {days}',
  'attendance.beforeStart': 'المدرسة رقم {id} بدأت يوم {start}: مكانش ليها حصة يوم {date}',
  'attendance.afterEnd': 'المدرسة رقم {id} خلصت يوم {end}: مكانش ليها حصة يوم {date}',
  'attendance.notYet': 'حصة يوم {date} لسه مجاتش: الحضور بيتسجل للنهارده والحصص اللي قبله',
  'attendance.field.notASession': 'مش حصة من حصص المدرسة دي',
  'attendance.field.notYet': 'اختار النهارده أو حصة قبله',
  // ---- The money desk and reports
  'site.notFound': 'مفيش فرع رقم {site}',
  'price.copyFromNotFound': 'مفيش فرع رقم {site} ننسخ منه الأسعار',
  'cashup.notYet': 'تقفيل خزنة {site} ليوم {date} مينفعش قبل ما اليوم ييجي',
  'cashup.field.afterToday': '{date} بعد النهارده ({today})',
  'cashup.alreadyClosed': 'خزنة {site} ليوم {date} متقفلة أصلاً',
  'cashup.field.alreadyClosed': 'متقفلة أصلاً',
  'cashup.notClosed': 'خزنة {site} ليوم {date} مش متقفلة: مفيش حاجة تتفتح تاني',
  'cashup.field.notClosed': 'مش متقفلة',
  'cashup.closedNoPayment': 'خزنة {site} ليوم {date} متقفلة: مينفعش يتسجل دفع في اليوم ده لحد ما تتفتح تاني',
  'cashup.closed': 'خزنة {site} ليوم {date} متقفلة',
  'academy.settingsNeedEverySite.one':
    'إعدادات الأكاديمية بتسري على كل الفروع، فتغييرها محتاج كل الفروع: {sites} مش من فروعك',
  'academy.settingsNeedEverySite.many':
    'إعدادات الأكاديمية بتسري على كل الفروع، فتغييرها محتاج كل الفروع: {sites} مش من فروعك',
  'report.range': 'to مينفعش يكون قبل from، والمدة {months} شهر بالكتير',
  // ---- A user's sites and a title's privileges (issue 27)
  'userSites.notYours.one': 'تقدر تدّي بس الفروع اللي معاك: {sites} مش من فروعك',
  'userSites.notYours.many': 'تقدر تدّي بس الفروع اللي معاك: {sites} مش من فروعك',
  'userSites.field.notYours': 'اختار من فروعك بس',
  'userSites.field.unknown': 'مفيش فرع رقم {site}',
  'userSites.ownSite': 'مينفعش تشيل {site} من نفسك: مش هتقدر ترجّعه',
  'userSites.field.ownSite': 'مينفعش تشيل فرع من نفسك',
  'privilege.unknownAction': 'الصلاحية {action} مش معروفة',
  'privilege.unknownUserType': 'نوع المستخدم {type} مش معروف',
  'privilege.field.chooseAction': 'اختار صلاحية من القائمة',
  'privilege.field.chooseTitle': 'اختار وظيفة من القائمة',
  'privilege.notGranted': '{title} مالهاش صلاحية {action}: مفيش حاجة تتشال',
  'privilege.fixedOwnTitle': '{action} ثابتة لـ {title}: دي وظيفتك إنت، ومش هتقدر ترجّعها',
  'privilege.notHeld': 'تقدر تشيل بس الصلاحيات اللي عندك، مش {action}',
}
