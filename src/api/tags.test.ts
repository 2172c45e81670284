import { http, HttpResponse } from 'msw'
import { makeStore } from '@/app/store'
import { paymentApi } from '@/components/payment'
import { coachesApi } from '@/features/coaches/coachesApi'
import { freeCoachesApi } from '@/features/freeCoaches/freeCoachesApi'
import { preteamApi } from '@/features/preteam/preteamApi'
import { schoolsApi } from '@/features/schools/schoolsApi'
import { settingsApi } from '@/features/settings/settingsApi'
import { swimmersApi } from '@/features/swimmers/swimmersApi'
import { server } from '@/testing/msw/server'
import { changeOf, idTag, listTag, onSuccess, provideList } from './tags'

describe('the tag helpers', () => {
  it('give lists a list tag and rows an id tag, numbers compared as numbers', () => {
    expect(provideList('Coach', (row: { id: number }) => row.id)([{ id: 4 }])).toEqual([
      { type: 'Coach', id: 'LIST' },
      { type: 'Coach', id: 4 },
    ])
    expect(idTag('Swimmer', '17')).toEqual(idTag('Swimmer', 17))
  })

  it('make a change stale the lists of the types it affects', () => {
    expect(changeOf('Coach', 4)).toEqual([
      listTag('Coach'),
      idTag('Coach', 4),
      listTag('School'),
      listTag('PreTeam'),
      listTag('Timetable'),
    ])
    expect(onSuccess(() => changeOf('Invoice'))(undefined, { status: 400 }, undefined)).toEqual([])
  })
})

/** Counts the calls of each coach picker; answers what each expects. */
function countPickerCalls() {
  const calls = { schools: 0, preTeams: 0, settings: 0, coaches: 0, free: 0 }
  server.use(
    http.get('/api/schools/coach-options/:site', () => {
      calls.schools += 1
      return HttpResponse.json([])
    }),
    http.get('/api/preteam/coaches', () => {
      calls.preTeams += 1
      return HttpResponse.json([])
    }),
    http.get('/api/Coaches/site/:site', () => {
      calls.settings += 1
      return HttpResponse.json([])
    }),
    http.get('/api/coaches', () => {
      calls.coaches += 1
      return HttpResponse.json([])
    }),
    http.get('/api/Coaches/free-coaches', () => {
      calls.free += 1
      return HttpResponse.json([])
    }),
    http.post('/api/coaches/add', () => HttpResponse.json({ message: 'Coach added', coachID: 40 })),
    http.delete('/api/coaches/:id', () => HttpResponse.json({ message: 'Coach deleted' })),
  )
  return calls
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50))

describe('a coach added or deleted on the coaches screen', () => {
  it('refreshes the coach pickers of schools, pre-teams and settings, and the free-coach finder', async () => {
    const calls = countPickerCalls()
    const store = makeStore()
    const subscriptions = [
      store.dispatch(schoolsApi.endpoints.schoolCoachOptions.initiate(62)),
      store.dispatch(preteamApi.endpoints.preTeamCoaches.initiate(62)),
      store.dispatch(settingsApi.endpoints.settingsCoaches.initiate(62)),
      store.dispatch(coachesApi.endpoints.coaches.initiate(62)),
      store.dispatch(
        freeCoachesApi.endpoints.findFreeCoaches.initiate({
          type: 1,
          startTime: '10:00',
          firstDay: 215,
          secondDay: 216,
          site: 62,
        } as never),
      ),
    ]
    await Promise.all(subscriptions)
    expect(calls).toEqual({ schools: 1, preTeams: 1, settings: 1, coaches: 1, free: 1 })

    await store.dispatch(coachesApi.endpoints.addCoach.initiate({} as never))
    await settle()
    expect(calls).toEqual({ schools: 2, preTeams: 2, settings: 2, coaches: 2, free: 2 })

    await store.dispatch(coachesApi.endpoints.deleteCoach.initiate(40))
    await settle()
    expect(calls).toEqual({ schools: 3, preTeams: 3, settings: 3, coaches: 3, free: 3 })
    subscriptions.forEach((subscription) => subscription.unsubscribe())
  })
})

describe('a payment completed at the invoices desk', () => {
  it("refreshes that swimmer's action list (a paid renewal makes Renew available again)", async () => {
    let actionCalls = 0
    server.use(
      http.post('/api/swimmers/search-actions', () => {
        actionCalls += 1
        return HttpResponse.json([{ actionName: 'SubscriptionRenwal' }])
      }),
      http.post('/api/Payment/complete', () =>
        HttpResponse.json({
          message: 'Payment completed',
          paymentID: 9,
          invoiceID: 5,
          status: 'paid',
          amountDue: 0,
          method: 'cash',
          paymentStatus: 'confirmed',
        }),
      ),
    )
    const store = makeStore()
    const actions = store.dispatch(
      swimmersApi.endpoints.swimmerActions.initiate({ swimmerID: 17, userSite: 62 } as never),
    )
    await actions
    expect(actionCalls).toBe(1)

    await store.dispatch(paymentApi.endpoints.completePayment.initiate({ entities: { swimmerID: 17 } } as never))
    await settle()
    expect(actionCalls).toBe(2)
    actions.unsubscribe()
  })
})
