import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { Route, Routes } from 'react-router-dom'
import type { FamilyDetails } from '@contract/families'
import { applyLanguage } from '@/i18n/languages'
import { ledgerEntry } from '@/testing/billingFixture'
import { SMART_WAY } from '@/testing/fixtures'
import { server } from '@/testing/msw/server'
import { renderWithProviders, signIn } from '@/testing/test-utils'
import { FamiliesPage } from './FamiliesPage'
import { FamilyPage } from './FamilyPage'

jest.setTimeout(60_000)

const ALL = ['Mod_SW:ViewFamilies', 'Mod_SW:ManageFamilies', 'Mod_SW:ViewMedical']

const FAMILY: FamilyDetails = {
  familyID: 120,
  guardians: [
    {
      guardianID: 120,
      fullName: 'Hoda Samir',
      relation: 'Mother',
      phones: ['+201012345678'],
      email: 'hoda@example.com',
      isPayer: true,
      isPrimary: true,
      preferredChannel: 'whatsapp',
      language: 'ar',
      notes: '',
      consents: [
        {
          channel: 'whatsapp',
          purpose: 'service',
          granted: true,
          how: 'in-person',
          recordedBy: 'Karim Cashier',
          recordedAt: '2026-11-20T10:00:00.000Z',
        },
      ],
      otherFamilies: [],
    },
  ],
  swimmers: [
    { swimmerID: 120, fullName: 'Youssef Adel', site: 61, siteName: 'Smart Way', visible: true },
    { swimmerID: 121, fullName: 'Malak Adel', site: 62, siteName: 'Club 13', visible: false },
  ],
  balance: { amountDue: 500, amountDueCents: 50000 },
  notes: 'Father collects on Thursdays',
  contacts: [],
  medical: {
    '120': {
      conditions: 'Asthma',
      allergies: '',
      instructions: 'Inhaler in the bag',
      doctorNote: 'on-file',
      updatedAt: null,
    },
  },
  photoConsent: { '120': false },
  openInvoices: [
    {
      invoiceID: 9,
      swimmerID: 120,
      site: 61,
      itemName: 'Baby Class - 1 month',
      itemText: { code: 'item.oneMonth', params: { product: 'Baby Class' } },
      createdAt: '2026-11-20T10:00:00.000Z',
      amountCents: 100000,
      paidCents: 50000,
      dueCents: 50000,
    },
  ],
  payments: [
    {
      paymentID: 4,
      invoiceID: 9,
      swimmerID: 120,
      site: 61,
      amountCents: 50000,
      receiptNo: 'R-77',
      createdAt: '2026-11-20T10:05:00.000Z',
    },
  ],
}

function familyServer(privileges: string[] = ALL, family: FamilyDetails = FAMILY) {
  const sent: { guardians: unknown[]; consents: unknown[]; medical: unknown[] } = {
    guardians: [],
    consents: [],
    medical: [],
  }
  server.use(
    http.get('/api/settings/access', () => HttpResponse.json({ actions: [], privileges })),
    http.get('/api/settings/academy', () => HttpResponse.json({ currency: 'EGP' })),
    http.get('/api/families/:id', () => HttpResponse.json(family)),
    http.post('/api/families/:id/guardians', async ({ request }) => {
      sent.guardians.push(await request.json())
      return HttpResponse.json({
        guardianID: 300,
        familyID: 120,
        phoneAlsoIn: [{ phone: '+201198765432', familyID: 77 }],
      })
    }),
    http.post('/api/guardians/:id/consents', async ({ request }) => {
      sent.consents.push(await request.json())
      return HttpResponse.json({ guardianID: 120, consents: [] })
    }),
    http.put('/api/swimmers/:id/medical', async ({ request }) => {
      sent.medical.push(await request.json())
      return HttpResponse.json({
        swimmerID: 120,
        medical: { conditions: '', allergies: '', instructions: '', doctorNote: 'none', updatedAt: null },
        alert: false,
      })
    }),
  )
  return sent
}

function renderFamily(route = '/families/120') {
  signIn({ site: SMART_WAY })
  return renderWithProviders(
    <Routes>
      <Route path="/families" element={<FamiliesPage />} />
      <Route path="/families/:familyID" element={<FamilyPage />} />
    </Routes>,
    { route, userEventOptions: { delay: null } },
  )
}

describe('the family page', () => {
  it('shows the guardians with numbers and consents, the siblings across sites, medical notes and the balance', async () => {
    familyServer()
    renderFamily()
    expect(await screen.findByRole('heading', { level: 1, name: 'Family 120' })).toBeInTheDocument()
    const guardians = await screen.findByRole('region', { name: 'Guardians' })
    expect(within(guardians).getByText('Hoda Samir')).toBeInTheDocument()
    expect(within(guardians).getByText('+20 10 12345678')).toBeInTheDocument()
    expect(within(guardians).getByText('Primary contact')).toBeInTheDocument()
    expect(within(guardians).getByText(/WhatsApp, service messages: granted/)).toBeInTheDocument()
    const swimmers = screen.getByRole('region', { name: 'Swimmers' })
    expect(within(swimmers).getByText('Malak Adel')).toBeInTheDocument()
    expect(within(swimmers).getByText('At a site you do not work at')).toBeInTheDocument()
    const medical = within(swimmers).getByRole('group', { name: 'Medical note of Youssef Adel' })
    expect(within(medical).getByText('Conditions: Asthma')).toBeInTheDocument()
    expect(within(medical).getByText("Doctor's note: on file")).toBeInTheDocument()
    const balance = screen.getByRole('region', { name: 'Balance across the academy' })
    expect(within(balance).getByText('Owed: EGP 500.00')).toBeInTheDocument()
    expect(within(balance).getByRole('table', { name: 'Open invoices' })).toHaveTextContent('Baby Class - 1 month')
    expect(within(balance).getByRole('table', { name: 'Payments' })).toHaveTextContent('R-77')
  })

  it('adds a guardian by a number in Arabic digits and says where else the number is', async () => {
    const sent = familyServer()
    const { user } = renderFamily()
    await user.click(await screen.findByRole('button', { name: 'Add guardian' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add a guardian to family 120' })
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await within(dialog).findByText('Full name is required')).toBeInTheDocument()
    await user.type(within(dialog).getByLabelText(/^Full name/), 'Adel Youssef')
    await user.type(within(dialog).getByLabelText(/^Relation/), 'Father')
    await user.type(within(dialog).getByLabelText(/^Phone/), '١٢٣')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await within(dialog).findByText('Phone is not a valid phone number')).toBeInTheDocument()
    await user.clear(within(dialog).getByLabelText(/^Phone/))
    await user.type(within(dialog).getByLabelText(/^Phone/), '٠١١ ٩٨٧٦ ٥٤٣٢')
    await user.selectOptions(within(dialog).getByLabelText('Preferred channel'), 'SMS')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(sent.guardians).toHaveLength(1))
    expect(sent.guardians[0]).toMatchObject({
      fullName: 'Adel Youssef',
      relation: 'Father',
      phone: '٠١١ ٩٨٧٦ ٥٤٣٢',
      preferredChannel: 'sms',
      email: null,
    })
    const warning = await screen.findByRole('alert')
    expect(warning).toHaveTextContent('The number +20 11 98765432 is also in family 77.')
    expect(within(warning).getByRole('link', { name: '77' })).toHaveAttribute('href', '/families/77')
  })

  it('records a consent withdrawn, for the channel and purpose chosen', async () => {
    const sent = familyServer()
    const { user } = renderFamily()
    await user.click(await screen.findByRole('button', { name: 'Record consent of Hoda Samir' }))
    const dialog = await screen.findByRole('dialog', { name: 'Record consent of Hoda Samir' })
    await user.selectOptions(within(dialog).getByLabelText('Purpose'), 'marketing')
    await user.selectOptions(within(dialog).getByLabelText('Consent'), 'Withdrawn')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() =>
      expect(sent.consents).toEqual([{ channel: 'whatsapp', purpose: 'marketing', granted: false, how: 'in-person' }]),
    )
  })

  it('merges another family by its number in Arabic-Indic digits, and moves a swimmer to another family', async () => {
    familyServer()
    const merged: unknown[] = []
    const moved: unknown[] = []
    server.use(
      http.post('/api/families/:id/merge', async ({ request, params }) => {
        merged.push({ into: params.id, body: await request.json() })
        return HttpResponse.json({ familyID: 120 })
      }),
      http.put('/api/swimmers/:id/family', async ({ request, params }) => {
        moved.push({ swimmer: params.id, body: await request.json() })
        return HttpResponse.json({ familyID: 88 })
      }),
    )
    const OTHER: FamilyDetails = {
      ...FAMILY,
      familyID: 90,
      guardians: [{ ...FAMILY.guardians[0]!, guardianID: 91, fullName: 'Adel Hassan', relation: 'Father' }],
      swimmers: [{ swimmerID: 95, fullName: 'Omar Adel', site: 61, siteName: 'Smart Way', visible: true }],
    }
    server.use(http.get('/api/families/:id', ({ params }) => HttpResponse.json(params.id === '90' ? OTHER : FAMILY)))
    const { user } = renderFamily()
    await user.click(await screen.findByRole('button', { name: 'Merge another family into this one' }))
    const merge = await screen.findByRole('dialog', { name: 'Merge another family into family 120' })
    await user.click(within(merge).getByRole('button', { name: 'Next' }))
    expect(await within(merge).findByText('Family must be a family number')).toBeInTheDocument()
    await user.type(within(merge).getByLabelText(/^Family number/), '120')
    await user.click(within(merge).getByRole('button', { name: 'Next' }))
    expect(await within(merge).findByText('This is family 120: give another family’s number')).toBeInTheDocument()
    await user.clear(within(merge).getByLabelText(/^Family number/))
    await user.type(within(merge).getByLabelText(/^Family number/), '٩٠')
    await user.click(within(merge).getByRole('button', { name: 'Next' }))
    // Before anything changes, a confirmation names both families by their people.
    const confirm = await screen.findByRole('dialog', { name: 'Merge family 90 into family 120?' })
    expect(confirm.textContent?.replace(/[\u2068\u2069]/g, '')).toContain(
      'Family 90 (guardians Adel Hassan; swimmers Omar Adel) joins family 120 (guardians Hoda Samir; swimmers ' +
        'Youssef Adel, Malak Adel)',
    )
    expect(merged).toHaveLength(0)
    await user.click(within(confirm).getByRole('button', { name: 'Merge' }))
    await waitFor(() => expect(merged).toEqual([{ into: '120', body: { familyID: 90 } }]))
    expect(await screen.findByText('Family 90 merged into family 120')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Move Youssef Adel to another family' }))
    const move = await screen.findByRole('dialog', { name: 'Move Youssef Adel to another family' })
    await user.type(within(move).getByLabelText(/^Family number/), '88')
    await user.click(within(move).getByRole('button', { name: 'Move' }))
    await waitFor(() => expect(moved).toEqual([{ swimmer: '120', body: { familyID: 88 } }]))
  })

  it('adds a guardian of another family by their number, without a copy', async () => {
    familyServer()
    const joined: unknown[] = []
    let asked = ''
    server.use(
      http.get('/api/families', ({ request }) => {
        asked = new URL(request.url).searchParams.get('phone') ?? ''
        return HttpResponse.json([
          {
            familyID: 77,
            guardians: [
              { guardianID: 120, fullName: 'Hoda Samir', relation: 'Mother' },
              { guardianID: 700, fullName: 'Adel Hassan', relation: 'Father' },
            ],
            swimmers: [],
          },
        ])
      }),
      http.post('/api/families/:id/guardians/existing', async ({ request, params }) => {
        joined.push({ into: params.id, body: await request.json() })
        return HttpResponse.json({ guardianID: 700, familyID: 120, phoneAlsoIn: [] })
      }),
    )
    const { user } = renderFamily()
    await user.click(await screen.findByRole('button', { name: 'Add a guardian of another family' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add a guardian of another family to family 120' })
    await user.type(within(dialog).getByLabelText(/^Phone/), '0100 555 1234')
    await user.click(within(dialog).getByLabelText("Pays the family's invoices"))
    await user.click(within(dialog).getByRole('button', { name: 'Find' }))
    // Hoda is already in this family: only Adel is offered.
    const add = await within(dialog).findByRole('button', { name: /Add .*Adel Hassan.* to this family/ })
    expect(asked).toBe('0100 555 1234')
    expect(within(dialog).queryByText(/Hoda Samir/)).not.toBeInTheDocument()
    await user.click(add)
    await waitFor(() => expect(joined).toEqual([{ into: '120', body: { guardianID: 700, isPayer: true } }]))
  })

  it("edits the family's notes", async () => {
    familyServer()
    const notes: unknown[] = []
    server.use(
      http.put('/api/families/:id/notes', async ({ request }) => {
        notes.push(await request.json())
        return HttpResponse.json({ familyID: 120 })
      }),
    )
    const { user } = renderFamily()
    await user.click(await screen.findByRole('button', { name: 'Edit notes' }))
    const dialog = await screen.findByRole('dialog', { name: 'Notes of family 120' })
    const text = within(dialog).getByLabelText('Notes')
    await user.clear(text)
    await user.type(text, 'Driver Samir picks up on Sundays')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(notes).toEqual([{ notes: 'Driver Samir picks up on Sundays' }]))
  })

  it('offers no change without ManageFamilies and no medical note without ViewMedical', async () => {
    const { medical: _medical, ...withoutMedical } = FAMILY
    familyServer(['Mod_SW:ViewFamilies'], withoutMedical)
    renderFamily()
    expect(await screen.findByText('Hoda Samir')).toBeInTheDocument()
    // The privileges have arrived: the statement is offered to anyone who sees the family.
    expect(screen.getByRole('button', { name: 'Print statement' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Add guardian' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Record consent/ })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Merge|Move/ })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /another family|Edit notes|Add contact/ })).not.toBeInTheDocument()
    expect(screen.queryByRole('group', { name: /Medical note of/ })).not.toBeInTheDocument()
    expect(screen.getByText('No photos')).toBeInTheDocument()
  })

  it('reads in Arabic', async () => {
    familyServer()
    await applyLanguage('ar')
    try {
      renderFamily()
      expect(await screen.findByRole('heading', { level: 1, name: 'عيلة 120' })).toBeInTheDocument()
      expect(await screen.findByRole('region', { name: 'أولياء الأمور' })).toHaveTextContent('جهة الاتصال الأساسية')
      expect(screen.getByRole('button', { name: 'اطبع كشف الحساب' })).toBeInTheDocument()
      // Issue 26: the open invoice's item in Arabic, from its code (it read 'Baby Class - 1 month').
      const invoices = screen.getAllByRole('table').find((table) => table.textContent?.includes('بيبي كلاس - شهر واحد'))
      expect(invoices).toBeDefined()
      expect(document.body).not.toHaveTextContent('Baby Class - 1 month')
    } finally {
      cleanup()
      await applyLanguage('en')
    }
  })
})

describe('finding a family', () => {
  it('finds families by a number as read out and links each to its page', async () => {
    let asked = ''
    server.use(
      http.get('/api/families', ({ request }) => {
        asked = new URL(request.url).searchParams.get('phone') ?? ''
        return HttpResponse.json([
          {
            familyID: 120,
            guardians: [{ guardianID: 120, fullName: 'Hoda Samir', relation: 'Mother' }],
            swimmers: FAMILY.swimmers,
          },
        ])
      }),
    )
    const { user } = renderFamily('/families')
    await user.type(await screen.findByLabelText('Phone number'), '010 1234 5678')
    await user.click(screen.getByRole('button', { name: 'Find' }))
    expect(await screen.findByRole('link', { name: 'Open family 120' })).toHaveAttribute('href', '/families/120')
    expect(asked).toBe('010 1234 5678')
    expect(screen.getByText('Swimmers: Youssef Adel (Smart Way), Malak Adel (Club 13)')).toBeInTheDocument()
  })

  it("opens a swimmer's family from /families?swimmer=ID", async () => {
    familyServer()
    server.use(
      http.get('/api/swimmers/:id/family', () =>
        HttpResponse.json({
          familyID: 120,
          guardians: FAMILY.guardians,
          swimmers: FAMILY.swimmers,
          balance: FAMILY.balance,
        }),
      ),
    )
    renderFamily('/families?swimmer=120')
    expect(await screen.findByRole('heading', { level: 1, name: 'Family 120' })).toBeInTheDocument()
  })

  it("lists the messages to the family's guardians with ViewMessages, and none without (issue 29)", async () => {
    familyServer([...ALL, 'Mod_SW:ViewMessages'])
    const asked: string[] = []
    server.use(
      http.get('/api/messages', ({ request }) => {
        asked.push(new URL(request.url).search)
        return HttpResponse.json({
          items: [
            {
              messageID: 3,
              event: 'site.closed',
              siteID: 61,
              guardianID: 120,
              guardianName: 'Hoda Samir',
              swimmerIDs: [120],
              swimmerNames: ['Youssef Adel'],
              channel: 'whatsapp-link',
              recipient: '+201012345678',
              language: 'ar',
              status: 'sent',
              text: 'Smart Way is closed on Friday.',
              link: 'https://wa.me/201012345678?text=Smart%20Way',
              failureReason: null,
              triggeredByUserID: null,
              triggeredByName: null,
              createdAt: '2026-11-27T08:00:00.000Z',
              history: [],
            },
          ],
          nextBefore: null,
        })
      }),
    )
    renderFamily()
    const section = await screen.findByRole('region', { name: 'Messages to the family' })
    const message = await within(section).findByRole('listitem', { name: 'To Hoda Samir' })
    expect(within(message).getByText('Smart Way is closed on Friday.')).toBeInTheDocument()
    expect(within(message).getByText(/Site closed/)).toBeInTheDocument()
    expect(within(message).getByRole('heading', { level: 3, name: 'To Hoda Samir' })).toBeInTheDocument()
    expect(asked).toEqual(['?family=120'])
    cleanup()

    familyServer(ALL)
    renderFamily()
    expect(await screen.findByRole('region', { name: 'Guardians' })).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Messages to the family' })).not.toBeInTheDocument()
  })

  it("shows the family's account with ViewInvoices: each movement and the balance after it (issue 30)", async () => {
    familyServer([...ALL, 'Settings:ViewInvoices'])
    const entry = ledgerEntry
    server.use(
      http.get('/api/families/120/ledger', () =>
        HttpResponse.json({
          familyID: 120,
          entries: [
            entry({
              kind: 'invoice',
              at: '2026-11-01T08:00:00.000Z',
              date: '2026-11-01',
              text: 'School - 1 month',
              amount: 500,
              amountCents: 50000,
              balance: 500,
              balanceCents: 50000,
            }),
            entry({
              kind: 'payment',
              at: '2026-11-02T08:00:00.000Z',
              date: '2026-11-02',
              text: 'InstaPay IP-9',
              paymentID: 31,
              receiptNo: 'R-61-31',
              method: 'instapay',
              status: 'confirmed',
              amount: -250,
              amountCents: -25000,
              balance: 250,
              balanceCents: 25000,
            }),
          ],
          due: 250,
          dueCents: 25000,
          credit: 0,
          creditCents: 0,
          balance: 250,
          balanceCents: 25000,
        }),
      ),
    )
    renderFamily()
    const section = await screen.findByRole('region', { name: 'Account' })
    expect(
      await within(section).findByText(/Owed on open invoices: EGP 250.00; credit held: EGP 0.00/),
    ).toBeInTheDocument()
    const table = within(section).getByRole('table', { name: "The family's account, oldest first" })
    const payment = within(table).getByRole('row', { name: /R-61-31/ })
    expect(payment).toHaveTextContent('Payment')
    expect(payment).toHaveTextContent('-EGP 250.00')
    expect(payment).toHaveTextContent('EGP 250.00')
    cleanup()

    familyServer(ALL)
    renderFamily()
    expect(await screen.findByRole('region', { name: 'Guardians' })).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Account' })).not.toBeInTheDocument()
  })
})
