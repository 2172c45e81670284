import type { WaitlistOffer } from '@contract/waitlists'

/** An open waitlist offer at Smart Way, as GET /api/waitlist/offers answers it (for the dashboard's tests). */
export const OFFER: WaitlistOffer = {
  entryID: 5,
  swimmerID: 31,
  fullName: 'Laila Samir',
  schoolID: 40,
  levelName: 'Level 3',
  days: ['Saturday', 'Tuesday'],
  startTime: '17:00',
  endTime: '18:00',
  coachName: 'Omar Hassan',
  offeredOn: '2026-11-23',
  offerExpiresOn: '2026-11-26',
}
