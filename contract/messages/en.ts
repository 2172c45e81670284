/**
 * The server's messages in English, by code: the spec's texts verbatim (what a client sending no Accept-Language
 * gets, and what the tests assert). This catalogue decides which codes exist and the values each names (`{name}`);
 * every other language's catalogue (./ar-codes.ts) has the same codes with the same placeholders
 * (server/test/i18n/catalogues.test.ts). Adding a message: add its code here and in every other catalogue, then
 * throw it by its code: badRequest(message('school.full', { id })). See ./message.ts.
 */
export const MESSAGES_EN = {
  // ---- The API itself
  'request.unexpected': 'An unexpected error occurred. Please try again.',
  'request.notFound': 'Not found: {method} {path}',
  'request.tooDeep': 'The request body is nested too deeply (more than {depth} levels)',
  'request.invalidValue': 'Invalid value',

  // ---- Sign-in and session
  'auth.required': 'Authentication required',
  'auth.sessionEnded': 'Your session has ended. Please sign in again.',
  'auth.invalid': 'Invalid user ID or password',
  'auth.tooManyAttempts.one': 'Too many failed sign-in attempts. Try again in {minutes} minute.',
  'auth.tooManyAttempts.many': 'Too many failed sign-in attempts. Try again in {minutes} minutes.',

  // ---- Access
  'access.module': 'You do not have access to {module}',
  'access.action': 'You are not allowed to {action}',
  'access.site': 'Site {site} is not one of your sites',

  // ---- The user's own preferences
  'user.notFound': 'User {id} not found',

  // ---- Lookups: clubs and sites
  'lookup.unknownCode': 'Unknown lookup code {code}',
  'lookup.nameTaken': 'A {kind} named "{name}" already exists',
  'lookup.alreadyExists': 'Already exists',
  'site.addNeedsEverySite.one': 'Adding a site needs every site: {sites} is not yours',
  'site.addNeedsEverySite.many': 'Adding a site needs every site: {sites} are not yours',
  'club.notFound': 'Club {id} not found',
  'club.renameNeedsEverySite.one': 'Clubs are academy-wide, so renaming one needs every site: {sites} is not yours',
  'club.renameNeedsEverySite.many': 'Clubs are academy-wide, so renaming one needs every site: {sites} are not yours',
  // ---- Coaches
  'coach.notFound': 'Coach {id} not found',
  'coach.notActive': 'Coach {coach} is not active',
  'coach.wrongType': 'Coach {coach} is a {type}, not a {wanted}',
  'coach.notOfSite': 'Coach {id} is not a coach of {site}',
  'coach.alreadyTeaches': 'Coach {coach} already teaches {group} on {days} from {start} to {end}',
  'coach.substitutes': 'Coach {coach} substitutes at {group} on {date} from {start} to {end}',
  'coach.stillTeaches':
    '{coach} (coach {id}) still teaches {groups}: end them or give them another coach before {what}',
  'coach.field.chooseType': 'Choose a {type}',
  'coach.field.chooseOfSite': 'Choose a coach of this site',
  'coach.field.busy': 'This coach is busy at that time',
  'coach.field.notActive': 'This coach is not active',
  'coach.field.stillTeaches': 'This coach still teaches active groups',
  // ---- Pre-teams
  'preteam.notFound': 'Pre-team {id} not found',
  'preteam.notFoundAtSite': 'Pre-team {id} not found at this site',
  'preteam.alreadyAtSite': 'Pre-team {id} is already at {site}',
  'preteam.ended': 'Pre-team {id} ({level}) ended on {date}',
  'preteam.notALevel': '{level} is not a level: choose a level from the list',
  'preteam.noneForSite': 'No pre-teams found for this site',
  'preteam.field.chooseLevel': 'Choose a level from the list',
  'preteam.field.alreadyAtSite': 'The pre-team is already at this site',
  'preteam.field.ended': 'This pre-team has ended',
  'preteam.schoolLevel': '{level} is a school level: a pre-team takes a pre-team level (PTeam A to PTeam D)',
  'preteam.field.choosePreTeamLevel': 'Choose a pre-team level',
  'preteam.levelWithSwimmers':
    'Pre-team {id} has swimmers of {level} enrolled: {swimmers}. End their enrolments or move them to a pre-team of the new level before changing its level',
  'preteam.field.levelWithSwimmers': 'Swimmers of the old level are enrolled',
  // ---- Schools
  'school.preteamLevel': '{level} is a pre-team level: a school takes a school level',
  'school.field.chooseSchoolLevel': 'Choose a school level',
  'attendance.notOnSchoolDay': '{date} is a {day}: school {id} meets on {days}',
  'attendance.beforeStart': 'School {id} started on {start}: it had no session on {date}',
  'attendance.afterEnd': 'School {id} ended on {end}: it had no session on {date}',
  'attendance.notYet': 'The session of {date} has not come yet: attendance is taken for today and earlier sessions',
  'attendance.field.notASession': 'Not a session of this school',
  'attendance.field.notYet': 'Choose today or an earlier session',
  // ---- The money desk and reports
  'site.notFound': 'Site {site} not found',
  'price.copyFromNotFound': 'There is no site {site} to copy prices from',
  'cashup.notYet': 'The cash-up of {site} for {date} cannot be closed before the day has come',
  'cashup.field.afterToday': '{date} is after today ({today})',
  'cashup.alreadyClosed': 'The cash-up of {site} for {date} is already closed',
  'cashup.field.alreadyClosed': 'Already closed',
  'cashup.notClosed': 'The cash-up of {site} for {date} is not closed: there is nothing to reopen',
  'cashup.field.notClosed': 'Not closed',
  'cashup.closedNoPayment':
    'The cash-up of {site} for {date} is closed: no payment can be recorded on that day until it is reopened',
  'cashup.closed': 'The cash-up of {site} for {date} is closed',
  'academy.settingsNeedEverySite.one':
    "The academy's settings apply at every site, so changing them needs every site: {sites} is not yours",
  'academy.settingsNeedEverySite.many':
    "The academy's settings apply at every site, so changing them needs every site: {sites} are not yours",
  'report.range': 'to must not be before from, and the range at most {months} months',
  // ---- A user's sites and a title's privileges (issue 27)
  'userSites.notYours.one': 'You can give only sites you have yourself: {sites} is not yours',
  'userSites.notYours.many': 'You can give only sites you have yourself: {sites} are not yours',
  'userSites.field.notYours': 'Choose only your own sites',
  'userSites.field.unknown': 'There is no site {site}',
  'userSites.ownSite': 'You cannot take {site} from yourself: you could not give it back',
  'userSites.field.ownSite': 'You cannot take a site from yourself',
  'privilege.unknownAction': 'Unknown action {action}',
  'privilege.unknownUserType': 'Unknown user type {type}',
  'privilege.field.chooseAction': 'Choose an action from the list',
  'privilege.field.chooseTitle': 'Choose a title from the list',
  'privilege.notGranted': '{title} does not have {action}: there is nothing to revoke',
  'privilege.fixedOwnTitle': '{action} is fixed for {title}: it is your own title, and you could not grant it back',
  'privilege.notHeld': 'You can revoke only privileges you hold yourself, not {action}',
} as const satisfies Record<string, string>
