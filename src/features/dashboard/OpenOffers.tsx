import { useState } from 'react'
import { Alert, Button, Card, CardContent, List, ListItem, ListItemText, Stack, Typography } from '@mui/material'
import { useSnackbar } from 'notistack'
import { declineOfferResponse, waitlistOffersResponse } from '@contract/waitlists'
import type { DeclineOfferResponse, WaitlistOffer } from '@contract/waitlists'
import type { Site } from '@contract/common'
import { baseApi } from '@/api/baseApi'
import { failureText } from '@/api/errors'
import { changeOf, onSuccess, provideList } from '@/api/tags'
import { AcceptOfferDialog } from '@/components/waitlist/AcceptOfferDialog'
import { useFormat } from '@/i18n/format'
import { dataText } from '@/i18n/i18n'
import { useDashboardT } from './i18n'
import { useSiteName } from '@/session/useSession'

// The site's open waitlist offers (issue 14): GET /api/waitlist/offers?site and decline; accepting is shared
// (src/components/waitlist/AcceptOfferDialog).
const offersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    siteOffers: build.query<WaitlistOffer[], number>({
      query: (site) => ({ url: '/waitlist/offers', params: { site } }),
      responseSchema: waitlistOffersResponse,
      providesTags: provideList('Waitlist', (offer: WaitlistOffer) => offer.entryID),
    }),
    declineSiteOffer: build.mutation<DeclineOfferResponse, number>({
      query: (entryID) => ({ url: `/waitlist/${entryID}/decline`, method: 'POST', body: {} }),
      responseSchema: declineOfferResponse,
      invalidatesTags: onSuccess(() => changeOf('Waitlist')),
    }),
  }),
})

/**
 * The open offers of the chosen site, the soonest to expire first, each with Accept (an enrolment with its invoice)
 * and Decline (the next one waiting gets the seat) for those who may enrol swimmers.
 */
export function OpenOffers({ site, mayChange }: { site: Site; mayChange: boolean }) {
  const siteName = useSiteName()
  const t = useDashboardT()
  const format = useFormat()
  const { enqueueSnackbar } = useSnackbar()
  const offers = offersApi.useSiteOffersQuery(site.id)
  const [decline, declining] = offersApi.useDeclineSiteOfferMutation()
  const [accepting, setAccepting] = useState<WaitlistOffer>()

  const declineOffer = async (offer: WaitlistOffer) => {
    try {
      const answer = await decline(offer.entryID).unwrap()
      enqueueSnackbar(answer.message, { variant: 'success' })
    } catch (error) {
      enqueueSnackbar(failureText(error, t('offers.declineFailed')), { variant: 'error' })
    }
  }

  return (
    <Card component="section" aria-labelledby="open-offers-title" sx={{ mb: 4 }}>
      <CardContent>
        <Typography id="open-offers-title" component="h2" variant="h2" gutterBottom>
          {t('offers.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('offers.intro')}
        </Typography>
        {offers.isLoading && <Typography role="status">{t('offers.loading')}</Typography>}
        {offers.isError && <Alert severity="error">{failureText(offers.error, t('offers.failed'))}</Alert>}
        {offers.isSuccess && offers.data.length === 0 && <Typography>{t('offers.none')}</Typography>}
        {offers.isSuccess && offers.data.length > 0 && (
          <List aria-label={t('offers.listLabel', { site: siteName(site) })}>
            {offers.data.map((offer) => (
              <ListItem key={offer.entryID} divider disableGutters sx={{ flexWrap: 'wrap', gap: 1 }}>
                <ListItemText
                  sx={{ flex: '1 1 320px' }}
                  primary={`${offer.fullName} (${format.digitsOf(offer.swimmerID)})`}
                  secondary={
                    <>
                      {t('offers.school', {
                        id: offer.schoolID,
                        level: dataText(offer.levelName),
                        days: dataText(offer.days.join(', ')),
                        start: format.time(offer.startTime),
                        end: format.time(offer.endTime),
                        coach: offer.coachName,
                      })}
                      <br />
                      {t('offers.until', {
                        offered: format.date(offer.offeredOn),
                        expires: format.date(offer.offerExpiresOn),
                      })}
                    </>
                  }
                />
                {mayChange && (
                  <Stack direction="row" spacing={1}>
                    <Button
                      size="small"
                      variant="contained"
                      aria-label={t('offers.acceptLabel', { name: offer.fullName })}
                      onClick={() => setAccepting(offer)}
                    >
                      {t('offers.accept')}
                    </Button>
                    <Button
                      size="small"
                      variant="outlined"
                      disabled={declining.isLoading}
                      aria-label={t('offers.declineLabel', { name: offer.fullName })}
                      onClick={() => void declineOffer(offer)}
                    >
                      {t('offers.decline')}
                    </Button>
                  </Stack>
                )}
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
      {accepting && (
        <AcceptOfferDialog
          entryID={accepting.entryID}
          site={site.id}
          texts={{
            title: t('offers.acceptTitle', { name: accepting.fullName, id: accepting.schoolID }),
            submit: t('offers.acceptSubmit'),
            months: t('offers.months'),
            amountPaid: t('offers.amountPaid'),
            amountHint: t('offers.amountHint'),
            receiptNo: t('offers.receiptNo'),
            failed: t('offers.acceptFailed'),
            price: (amount, item) => t('offers.price', { amount, item }),
          }}
          onClose={() => setAccepting(undefined)}
        />
      )}
    </Card>
  )
}
