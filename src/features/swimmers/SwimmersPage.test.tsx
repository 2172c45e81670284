import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { Route, Routes, useLocation } from 'react-router-dom'
import { CLUB_13 } from '@/testing/fixtures'
import { server } from '@/testing/msw/server'
import { renderWithProviders, signIn } from '@/testing/test-utils'
import { SwimmersPage } from './SwimmersPage'
import { ALI, ALL_ACTIONS, NOUR, PRETEAM_OPTIONS, SCHOOL_OPTIONS, swimmersServer } from '@/testing/swimmersTestServer'
import { onSmallScreen } from '@/testing/smallScreen'

// The data grid and MUI menus are slow to render in jsdom on a busy machine.
jest.setTimeout(90_000)

/** Where the app went: the path and query, as text. */
function LocationShown() {
  const location = useLocation()
  return <p>{`${location.pathname}${location.search}`}</p>
}

function renderPage() {
  signIn({ site: CLUB_13 })
  return renderWithProviders(<SwimmersPage />, { userEventOptions: { delay: null } })
}

type User = ReturnType<typeof renderPage>['user']

// Role queries with names walk the whole document (the grid included) and are slow in jsdom: the helpers below
// find by label and text where they can.
async function searchByName(user: User, name: string) {
  const value = screen.getByLabelText('Full Name')
  await user.clear(value)
  await user.type(value, name)
  await user.click(screen.getByText('Search', { selector: 'button' }))
}

/** Fills every required field of the Add New Swimmer form. */
async function fillNewSwimmer(user: User, dialog: HTMLElement, fullName: string, birthDate: string) {
  await fill(user, within(dialog).getByLabelText(/^Full Name/), fullName)
  await fill(user, within(dialog).getByLabelText(/^Birth Date/), birthDate)
  await choose(user, 'Gender', 'Female', dialog)
  await choose(user, 'Start Level', 'Level 1', dialog)
  await choose(user, 'Club', 'Gezira', dialog)
  await fill(user, within(dialog).getByLabelText(/^Primary Phone/), '01012345678')
  await fill(user, within(dialog).getByLabelText(/^Primary Job/), 'Engineer')
  await fill(user, within(dialog).getByLabelText(/^Parent Email/), 'fathy@example.com')
  await fill(user, within(dialog).getByLabelText(/^Address/), '12 Road 9, Maadi')
}

/** Adds Zeina Ahmed Fathy through the Add New Swimmer form (the test server gives her id 777). */
async function addZeina(user: User) {
  await user.click(screen.getByText('Add New Swimmer', { selector: 'button' }))
  const dialog = await dialogTitled('Add New Swimmer')
  await fillNewSwimmer(user, dialog, 'Zeina Ahmed Fathy', '2016-04-03')
  await user.click(within(dialog).getByRole('button', { name: 'Add Swimmer' }))
}

/** Pasting instead of typing key by key: a dialog full of MUI fields re-renders slowly in jsdom. */
async function fill(user: User, field: HTMLElement, text: string) {
  await user.clear(field)
  await user.click(field)
  await user.paste(text)
}

const rowOf = async (name: string) => (await screen.findByText(name)).closest('[role="row"]') as HTMLElement
const actionsOf = async (id: number) => {
  const selector = `[aria-label="Actions for swimmer ${id}"][aria-busy="false"]`
  return waitFor(() => {
    const group = document.querySelector<HTMLElement>(selector)
    if (!group) throw new Error(`no actions loaded for swimmer ${id}`)
    return group
  })
}
const dialogTitled = async (title: string) =>
  (await screen.findByText(title, { selector: 'h2' })).closest('[role="dialog"]') as HTMLElement
const choose = async (user: User, label: string, option: string, scope: HTMLElement) => {
  await user.click(within(scope).getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`)))
  const listbox = await screen.findByRole('listbox')
  await user.click(within(listbox).getByText(option))
}

describe('SwimmersPage', () => {
  it('pings the API, shows the site, checks the search value and lists the results with their actions', async () => {
    const sent = swimmersServer()
    const { user } = renderPage()
    expect(screen.getByRole('heading', { level: 1, name: 'Swimmers Management' })).toBeInTheDocument()
    expect(screen.getByText('Current site: Club 13 (ID 62)')).toBeInTheDocument()
    await waitFor(() => expect(sent.health).toBe(1))

    await user.click(screen.getByRole('button', { name: 'Search' }))
    expect(await screen.findByText('Please enter a search value')).toBeInTheDocument()
    expect(sent.searches).toEqual([])

    await searchByName(user, 'ahmed')
    const nour = await rowOf('Nour Ahmed Hassan')
    // The chosen site goes with the search (issue 13: a search never looks at every site by default).
    expect(sent.searches).toEqual([{ fullName: 'ahmed', userID: 8, userSite: 62 }])
    expect(screen.getByRole('heading', { level: 2, name: '2 swimmers found' })).toBeInTheDocument()
    expect(
      within(screen.getByRole('grid'))
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Swimmer ID', 'Full Name', 'Year', 'Current Level', 'Coach Name', 'Site', 'Club', 'Actions'])
    for (const text of ['501', '2015', 'Level 1', 'Omar Hassan', 'Club 13', 'Zamalek']) {
      expect(within(nour).getByText(text)).toBeInTheDocument()
    }
    expect(within(await rowOf('Ali Ahmed Salem')).getByText('Frozen')).toBeInTheDocument()
    // One button per dialog: the level actions share one, so do the edit and details spellings; technical and logs always.
    const buttons = within(await actionsOf(NOUR.swimmerID)).getAllByRole('button')
    expect(buttons.map((button) => button.textContent)).toEqual([
      'Details',
      'Edit',
      'Update Level',
      'Add to School',
      'Attendance',
      'Freeze',
      'Renew',
      'Update Times',
      'Change Site',
      'Technical Tab',
      'Logs',
      'Make-ups',
      'Delete',
    ])
  })

  it('searches by a level chosen by its name, not typed as its code (issue 27)', async () => {
    const sent = swimmersServer()
    const { user } = renderPage()
    await user.click(screen.getByLabelText('Search by'))
    await user.click(within(await screen.findByRole('listbox')).getByText('Level'))
    // The level list loads when Level is chosen: then a picker of names, no box to type a code into.
    await user.click(await screen.findByRole('combobox', { name: 'Level' }))
    expect(screen.queryByRole('textbox', { name: 'Level' })).not.toBeInTheDocument()
    await user.click(within(await screen.findByRole('listbox')).getByText('Level 2'))
    expect(screen.getByRole('combobox', { name: 'Level' })).toHaveTextContent('Level 2')
    await user.click(screen.getByText('Search', { selector: 'button' }))
    await waitFor(() => expect(sent.searches).toEqual([{ level: '13', userID: 8, userSite: 62 }]))
  })

  it('searches by a Swimmer ID typed in Arabic-Indic digits (issue 25: a number input refused them)', async () => {
    const sent = swimmersServer()
    const { user } = renderPage()
    await user.click(screen.getByLabelText('Search by'))
    await user.click(within(await screen.findByRole('listbox')).getByText('Swimmer ID'))
    const value = screen.getByRole('textbox', { name: 'Swimmer ID' })
    expect(value).toHaveAttribute('inputmode', 'numeric')
    await user.type(value, '٥٠١')
    expect(value).toHaveValue('٥٠١')
    await user.click(screen.getByText('Search', { selector: 'button' }))
    await waitFor(() => expect(sent.searches).toEqual([{ swimmerID: '٥٠١', userID: 8, userSite: 62 }]))
  })

  it("offers technical data and logs when the server gives no actions, and says 'No swimmers found'", async () => {
    swimmersServer({ actions: [] })
    const { user } = renderPage()
    await searchByName(user, 'nour')
    const buttons = within(await actionsOf(NOUR.swimmerID)).getAllByRole('button')
    expect(buttons.map((button) => button.textContent)).toEqual(['Technical Tab', 'Logs', 'Make-ups'])
    await searchByName(user, 'nobody')
    expect(await screen.findByText('No swimmers found')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: '0 swimmers found' })).toBeInTheDocument()
  })

  it("offers the swimmer's Payments, with receipt links, only to a title holding ViewInvoices", async () => {
    swimmersServer({ actions: [], granted: ['ViewInvoices'] })
    server.use(
      http.get('/api/swimmers/:id/payments', () =>
        HttpResponse.json([
          {
            paymentID: 902,
            receiptNo: 'R-62-902',
            invoiceID: 77,
            itemName: 'School - 3 months',
            amount: 1200.5,
            amountCents: 120050,
            at: '2026-11-21T09:00:00.000Z',
            cashierName: 'Mona Cashier',
          },
        ]),
      ),
    )
    const { user } = renderPage()
    await searchByName(user, 'nour')
    const group = await actionsOf(NOUR.swimmerID)
    await user.click(await within(group).findByText('Payments', { selector: 'button' }))
    const dialog = await dialogTitled(`Payments · ${NOUR.fullName}`)
    expect(await within(dialog).findByRole('link', { name: 'Print receipt R-62-902' })).toHaveAttribute(
      'href',
      '/receipts/902',
    )
  })

  it('offers no Payments without ViewInvoices', async () => {
    swimmersServer({ actions: [], granted: ['ViewUsers'] })
    const { user } = renderPage()
    await searchByName(user, 'nour')
    const group = await actionsOf(NOUR.swimmerID)
    await waitFor(() => expect(within(group).getAllByRole('button')).toHaveLength(3))
    expect(within(group).queryByText('Payments')).not.toBeInTheDocument()
  })

  it("offers the swimmer's Family with Mod_SW ViewFamilies, and it opens the family page (issue 28)", async () => {
    swimmersServer({ actions: [], privileges: ['Mod_SW:ViewFamilies'] })
    signIn({ site: CLUB_13 })
    const { user } = renderWithProviders(
      <Routes>
        <Route path="/" element={<SwimmersPage />} />
        <Route path="/families" element={<LocationShown />} />
      </Routes>,
      { userEventOptions: { delay: null } },
    )
    await searchByName(user, 'nour')
    const group = await actionsOf(NOUR.swimmerID)
    await user.click(await within(group).findByRole('button', { name: 'Family' }))
    expect(await screen.findByText(`/families?swimmer=${NOUR.swimmerID}`)).toBeInTheDocument()
  })

  it("offers the swimmer's Progress with Mod_SC EvaluateSkills, and it opens the progress page (issue 31)", async () => {
    swimmersServer({ actions: [], privileges: ['Mod_SC:EvaluateSkills'] })
    signIn({ site: CLUB_13 })
    const { user } = renderWithProviders(
      <Routes>
        <Route path="/" element={<SwimmersPage />} />
        <Route path="/swimmers/:swimmerID/progress" element={<LocationShown />} />
      </Routes>,
      { userEventOptions: { delay: null } },
    )
    await searchByName(user, 'nour')
    const group = await actionsOf(NOUR.swimmerID)
    expect(within(group).queryByRole('button', { name: 'Family' })).not.toBeInTheDocument()
    await user.click(await within(group).findByRole('button', { name: 'Progress' }))
    expect(await screen.findByText(`/swimmers/${NOUR.swimmerID}/progress`)).toBeInTheDocument()
  })

  it('offers no Family without ViewFamilies (issue 28)', async () => {
    swimmersServer({ actions: [], privileges: ['Mod_SW:ViewMedical'] })
    const { user } = renderPage()
    await searchByName(user, 'nour')
    const group = await actionsOf(NOUR.swimmerID)
    await waitFor(() => expect(within(group).getAllByRole('button')).toHaveLength(3))
    expect(within(group).queryByText('Family')).not.toBeInTheDocument()
  })

  it('asks for a specific swimmer before details or edit when several were found', async () => {
    swimmersServer()
    const { user } = renderPage()
    await searchByName(user, 'ahmed')
    await user.click(within(await actionsOf(NOUR.swimmerID)).getByRole('button', { name: 'Details' }))
    expect(await screen.findByText('Please search for a specific swimmer to view details')).toBeInTheDocument()
    await user.click(within(await actionsOf(NOUR.swimmerID)).getByRole('button', { name: 'Edit' }))
    expect(await screen.findByText('Please search for a specific swimmer to edit')).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('adds a swimmer: every required field checked, then the banner shows the new id and the search runs again', async () => {
    const sent = swimmersServer()
    const { user } = renderPage()
    await searchByName(user, 'zein')
    await screen.findByText('No swimmers found')
    await user.click(screen.getByRole('button', { name: 'Add New Swimmer' }))
    const dialog = await dialogTitled('Add New Swimmer')
    await user.click(within(dialog).getByRole('button', { name: 'Add Swimmer' }))
    for (const text of [
      'Full name is required',
      'Birth date is required',
      'Gender is required',
      'Start level is required',
      'Club is required',
      'Primary phone is required',
      'Primary job is required',
      'Email is required',
      'Address is required',
    ]) {
      expect(within(dialog).getByText(text)).toBeInTheDocument()
    }
    expect(within(dialog).queryByText('Enter a valid phone number')).not.toBeInTheDocument()

    await fill(user, within(dialog).getByLabelText(/^Full Name/), 'Zeina Ahmed Fathy')
    await fill(user, within(dialog).getByLabelText(/^Birth Date/), '2016-04-03')
    await choose(user, 'Gender', 'Female', dialog)
    await choose(user, 'Start Level', 'Level 1', dialog)
    await choose(user, 'Club', 'Gezira', dialog)
    await fill(user, within(dialog).getByLabelText(/^Primary Phone/), '01012345678')
    await fill(user, within(dialog).getByLabelText(/^Primary Job/), 'Engineer')
    await fill(user, within(dialog).getByLabelText(/^Parent Email/), 'not-an-email')
    await fill(user, within(dialog).getByLabelText(/^Address/), '12 Road 9, Maadi')
    await user.click(within(dialog).getByRole('button', { name: 'Add Swimmer' }))
    expect(await within(dialog).findByText('Enter a valid email address')).toBeInTheDocument()
    expect(sent.added).toEqual([])

    await fill(user, within(dialog).getByLabelText(/^Parent Email/), 'fathy@example.com')
    await user.click(within(dialog).getByRole('button', { name: 'Add Swimmer' }))
    // The banner's buttons come with its code: the text is shown before and after (one node, then another).
    await waitFor(() => expect(screen.getByText('Swimmer added. New Swimmer ID: 777')).toBeInTheDocument())
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(sent.added).toEqual([
      {
        fullName: 'Zeina Ahmed Fathy',
        birthDate: '2016-04-03',
        startLevel: '12',
        gender: '6',
        club: '93',
        primaryPhone: '01012345678',
        secondaryPhone: '',
        primaryJob: 'Engineer',
        secondaryJob: '',
        email: 'fathy@example.com',
        address: '12 Road 9, Maadi',
        userID: 8,
        site: 62,
      },
    ])
    // The walk-in goes on with the new swimmer: the search shows them by id (issue 27).
    await rowOf('Zeina Ahmed Fathy')
    expect(sent.searches.at(-1)).toEqual({ swimmerID: '777', userID: 8, userSite: 62 })
    expect(screen.getByRole('combobox', { name: 'Search by' })).toHaveTextContent('Swimmer ID')
    expect(screen.getByRole('textbox', { name: 'Swimmer ID' })).toHaveValue('777')
    await user.click(screen.getByTitle('Dismiss'))
    expect(screen.queryByText('Swimmer added. New Swimmer ID: 777')).not.toBeInTheDocument()
  })

  it('shows a likely duplicate before saving, and adds only on Add anyway (issue 27)', async () => {
    const sent = swimmersServer({ swimmers: [NOUR] })
    const { user } = renderPage()
    await user.click(screen.getByText('Add New Swimmer', { selector: 'button' }))
    const dialog = await dialogTitled('Add New Swimmer')
    await fillNewSwimmer(user, dialog, 'Nour Ahmed Hassan', '2015-06-01')
    await user.click(within(dialog).getByRole('button', { name: 'Add Swimmer' }))

    const warning = await within(dialog).findByRole('alert')
    expect(warning).toHaveTextContent('Already registered?')
    expect(warning).toHaveTextContent('Nour Ahmed Hassan (ID 501), born 1 Jun 2015, Club 13 — same birth date')
    expect(sent.added).toEqual([])
    // The same details saved again: the desk has seen the warning, the swimmer is added.
    await user.click(within(dialog).getByRole('button', { name: 'Add anyway' }))
    await waitFor(() => expect(sent.added).toHaveLength(1))
    expect(await screen.findByText('Swimmer added. New Swimmer ID: 777')).toBeInTheDocument()
  })

  it('drops the last-added banner when that swimmer is deleted', async () => {
    swimmersServer({ actions: [...ALL_ACTIONS, 'DeleteSwimmer'] })
    const { user } = renderPage()
    await addZeina(user)
    expect(await screen.findByText('Swimmer added. New Swimmer ID: 777')).toBeInTheDocument()

    await user.click(within(await actionsOf(777)).getByRole('button', { name: 'Delete' }))
    const confirm = await screen.findByRole('dialog')
    await user.click(within(confirm).getByRole('button', { name: /Delete/ }))
    expect(await screen.findByText('Swimmer deleted successfully')).toBeInTheDocument()
    expect(screen.queryByText('Swimmer added. New Swimmer ID: 777')).not.toBeInTheDocument()
  })

  it("updates the level with the spec's messages, closes and shows the new level", async () => {
    const sent = swimmersServer()
    const { user } = renderPage()
    await searchByName(user, 'nour')
    await user.click(within(await actionsOf(NOUR.swimmerID)).getByRole('button', { name: 'Update Level' }))
    const dialog = await dialogTitled('Update Swimmer Level')
    // The swimmer is the one the dialog names, read-only: no other swimmer's ID can be typed in (issue 13).
    const named = within(dialog).getByLabelText(/^Swimmer/)
    expect(named).toHaveValue('Nour Ahmed Hassan (ID 501)')
    expect(named).toHaveAttribute('readonly')
    // The cursor starts in the first field that can be changed.
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'New Level' })).toHaveFocus())
    await user.type(named, '502')
    expect(named).toHaveValue('Nour Ahmed Hassan (ID 501)')
    await user.click(within(dialog).getByRole('button', { name: 'Update Level' }))
    expect(within(dialog).getByText('Please fill in all required fields')).toBeInTheDocument()
    expect(sent.levels).toEqual([])

    await choose(user, 'New Level', 'Level 2', dialog)
    await user.click(within(dialog).getByRole('button', { name: 'Update Level' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(sent.levels).toEqual([{ swimmerID: '501', newLevel: '13', userID: 8, site: 62 }])
    expect(await screen.findByText('Swimmer level updated successfully')).toBeInTheDocument()
    expect(await within(await rowOf('Nour Ahmed Hassan')).findByText('Level 2')).toBeInTheDocument()

    // Opening the dialog again starts from a fresh form.
    await user.click(within(await actionsOf(NOUR.swimmerID)).getByRole('button', { name: 'Update Level' }))
    const again = await dialogTitled('Update Swimmer Level')
    expect(within(again).getByRole('combobox', { name: 'New Level' })).not.toHaveTextContent('Level 2')
  })

  it('enrols into a school with a receipt, and shows a refused receipt clearly', async () => {
    let refuse = true
    const sent = swimmersServer({
      schoolAnswer: () =>
        refuse
          ? HttpResponse.json(
              {
                message: 'Receipt number R-1 is already used at this site',
                errors: { reciptNo: 'Already used at this site' },
              },
              { status: 409 },
            )
          : HttpResponse.json({
              message: 'Swimmer added to school successfully',
              enrolmentID: 1,
              invoiceID: 900,
              invItem: 'Baby Class - 3 months',
              value: 1100,
              amountPaid: 150.5,
              paymentID: 4100,
              endDate: '2027-02-21',
            }),
    })
    const { user } = renderPage()
    await searchByName(user, 'nour')
    await user.click(within(await actionsOf(NOUR.swimmerID)).getByRole('button', { name: 'Add to School' }))
    const dialog = await dialogTitled('Add Swimmer to School')
    await user.click(within(dialog).getByRole('button', { name: 'Add to School' }))
    expect(within(dialog).getByText('School ID is required')).toBeInTheDocument()
    await user.type(within(dialog).getByLabelText(/^School ID/), 'x1')
    await user.click(within(dialog).getByRole('button', { name: 'Add to School' }))
    expect(within(dialog).getByText('School ID must be a number')).toBeInTheDocument()
    await user.clear(within(dialog).getByLabelText(/^School ID/))
    await user.clear(within(dialog).getByLabelText(/^Amount Paid/))
    await user.type(within(dialog).getByLabelText(/^Amount Paid/), '-5')
    await user.click(await within(dialog).findByRole('button', { name: /^#31 · Baby Class/ }))
    expect(within(dialog).getByLabelText(/^School ID/)).toHaveValue('31')
    await user.click(within(dialog).getByRole('button', { name: 'Add to School' }))
    expect(
      within(dialog).getByText('Amount paid must be an amount of at least 0 with at most two decimal places'),
    ).toBeInTheDocument()
    expect(sent.schools).toEqual([])

    await user.clear(within(dialog).getByLabelText(/^Amount Paid/))
    await user.type(within(dialog).getByLabelText(/^Amount Paid/), '150.50')
    await choose(user, 'Duration (months)', '3 months', dialog)
    expect(within(dialog).getByText('Invoice amount: EGP 1,100.00')).toBeInTheDocument()
    // Typed before the school and duration were chosen: the amount stays the user's.
    expect(within(dialog).getByLabelText(/^Amount Paid/)).toHaveValue('150.50')
    await user.type(within(dialog).getByLabelText(/^Receipt No/), 'R-1')
    await user.click(within(dialog).getByRole('button', { name: 'Add to School' }))
    expect(await within(dialog).findByText('Receipt number R-1 is already used at this site')).toBeInTheDocument()
    expect(within(dialog).getByText('Already used at this site')).toBeInTheDocument()
    expect(await screen.findByText('Failed to add swimmer to School')).toBeInTheDocument()

    refuse = false
    await user.clear(within(dialog).getByLabelText(/^Receipt No/))
    await user.type(within(dialog).getByLabelText(/^Receipt No/), 'R-2')
    await user.click(within(dialog).getByRole('button', { name: 'Add to School' }))
    expect(await screen.findByText('Swimmer added to school successfully')).toBeInTheDocument()
    // Paid: the receipt is one click away (issue 27).
    const paid = await dialogTitled('Payment recorded')
    expect(within(paid).getByText("Nour Ahmed Hassan's payment is recorded with receipt R-2.")).toBeInTheDocument()
    expect(within(paid).getByRole('link', { name: 'Print receipt' })).toHaveAttribute('href', '/receipts/4100')
    await user.click(within(paid).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(sent.schools[1]).toEqual({
      schoolID: '31',
      months: '3',
      amountPaid: '150.50',
      reciptNo: 'R-2',
      swimmerID: 501,
      userID: 8,
      siteID: 62,
    })
  })

  it("takes the 'school is full' refusal away when another school is chosen or the School ID is edited (issue 27)", async () => {
    const FULL = 'School 31 (Baby Class) is full (12 of 12 places taken)'
    const sent = swimmersServer({
      schoolAnswer: () =>
        HttpResponse.json({ message: FULL, errors: { group: 'This school is full' } }, { status: 409 }),
    })
    const other = { ...SCHOOL_OPTIONS.schools[0], schoolID: 32, coachName: 'Mona Coach', fromTo: '17:00-18:00' }
    server.use(
      http.get('/api/swimmers/school-options/:id', () =>
        HttpResponse.json({ ...SCHOOL_OPTIONS, schools: [...SCHOOL_OPTIONS.schools, other] }),
      ),
    )
    const { user } = renderPage()
    await searchByName(user, 'nour')
    await user.click(within(await actionsOf(NOUR.swimmerID)).getByRole('button', { name: 'Add to School' }))
    const dialog = await dialogTitled('Add Swimmer to School')
    const submit = within(dialog).getByRole('button', { name: 'Add to School' })
    await user.click(await within(dialog).findByRole('button', { name: /^#31 · Baby Class/ }))
    await user.click(submit)
    expect(await within(dialog).findByText(FULL)).toBeInTheDocument()
    // Choosing the same school again does not make the refusal stale.
    await user.click(within(dialog).getByRole('button', { name: /^#31 · Baby Class/ }))
    expect(within(dialog).getByText(FULL)).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: /^#32 · Baby Class/ }))
    expect(within(dialog).getByLabelText(/^School ID/)).toHaveValue('32')
    expect(within(dialog).queryByText(FULL)).not.toBeInTheDocument()

    // Typed: the same.
    await user.clear(within(dialog).getByLabelText(/^School ID/))
    await user.type(within(dialog).getByLabelText(/^School ID/), '31')
    await user.click(submit)
    expect(await within(dialog).findByText(FULL)).toBeInTheDocument()
    await user.type(within(dialog).getByLabelText(/^School ID/), '2')
    expect(within(dialog).queryByText(FULL)).not.toBeInTheDocument()
    expect(sent.schools.map((body) => (body as { schoolID: string }).schoolID)).toEqual(['31', '31'])
  })

  it('enrols into a pre-team through POST /PreTeam/add-swimmer with every field required', async () => {
    const sent = swimmersServer({ swimmers: [ALI], actions: [...ALL_ACTIONS, 'AddSwimmerToPTeam'] })
    const { user } = renderPage()
    await searchByName(user, 'ali')
    await user.click(within(await actionsOf(ALI.swimmerID)).getByRole('button', { name: 'Add to Pre-Team' }))
    const dialog = await dialogTitled('Add Swimmer to Pre-Team')
    const submit = within(dialog).getByRole('button', { name: 'Add to Pre-Team' })
    await waitFor(() => expect(submit).toBeEnabled())
    await user.click(submit)
    expect(within(dialog).getByText('Pre-team is required')).toBeInTheDocument()
    expect(within(dialog).getByText('Receipt number is required')).toBeInTheDocument()
    await choose(user, 'Pre-Team', '#41 · PTeam A · Mona Coach · Saturday, Monday, Wednesday · 17:00-18:30', dialog)
    expect(within(dialog).getByText('Invoice amount: EGP 660.00')).toBeInTheDocument()
    // A user who may not take payments (no CompletePayment) is not offered the invoice's amount.
    expect(within(dialog).getByLabelText(/^Amount Paid/)).toHaveValue('0')
    await user.type(within(dialog).getByLabelText(/^Receipt No/), 'PT-9')
    await user.click(submit)
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(await screen.findByText('Swimmer added to pre-team successfully')).toBeInTheDocument()
    expect(sent.preTeams).toEqual([
      { pteamID: '41', months: '1', amountPaid: '0', recieptNo: 'PT-9', swimmerID: 502, userID: 8, siteID: 62 },
    ])
  })

  it('walk-in: the new swimmer is the result, Add to School is on the banner, the amount is the invoice’s (issue 27)', async () => {
    const sent = swimmersServer({ actions: ALL_ACTIONS, granted: ['CompletePayment'] })
    const { user } = renderPage()
    await addZeina(user)

    // Read the banner afresh each time: until its code has loaded, a plain banner with the same words stands in for it.
    const banner = () => screen.getByText('Swimmer added. New Swimmer ID: 777').closest('[role="alert"]') as HTMLElement
    await rowOf('Zeina Ahmed Fathy')
    await user.click(await waitFor(() => within(banner()).getByRole('button', { name: 'Add to School' })))
    const dialog = await dialogTitled('Add Swimmer to School')
    expect(within(dialog).getByText(/Zeina Ahmed Fathy/)).toBeInTheDocument()
    await user.click(await within(dialog).findByRole('button', { name: /^#31 · Baby Class/ }))
    await choose(user, 'Duration (months)', '3 months', dialog)
    expect(within(dialog).getByLabelText(/^Amount Paid/)).toHaveValue('1100.00')
    // A part payment is typed over it, and stays when the duration changes.
    await fill(user, within(dialog).getByLabelText(/^Amount Paid/), '500')
    await choose(user, 'Duration (months)', '1 month', dialog)
    expect(within(dialog).getByLabelText(/^Amount Paid/)).toHaveValue('500')
    await user.type(within(dialog).getByLabelText(/^Receipt No/), 'R-7')
    await user.click(within(dialog).getByRole('button', { name: 'Add to School' }))
    await waitFor(() => expect(sent.schools).toHaveLength(1))
    expect(sent.schools[0]).toMatchObject({
      schoolID: '31',
      months: '1',
      amountPaid: '500',
      reciptNo: 'R-7',
      swimmerID: 777,
    })
  })

  it('takes no money in an enrolment while today’s cash-up is closed, and says why (issue 25)', async () => {
    swimmersServer({ swimmers: [NOUR], actions: ALL_ACTIONS })
    server.use(
      http.get('/api/cashup/today', () =>
        HttpResponse.json({ date: '2026-11-21', siteID: 62, siteName: 'Club 13', closed: true }),
      ),
    )
    const { user } = renderPage()
    await searchByName(user, 'nour')
    await user.click(within(await actionsOf(NOUR.swimmerID)).getByRole('button', { name: 'Add to School' }))
    const dialog = await dialogTitled('Add Swimmer to School')
    expect(
      await within(dialog).findByText("Today's cash-up at Club 13 is closed: reopen it to take money"),
    ).toBeInTheDocument()
    expect(within(dialog).getByLabelText(/^Amount Paid/)).toBeDisabled()
    expect(within(dialog).getByLabelText(/^Amount Paid/)).toHaveValue('0')
    expect(within(dialog).getByLabelText(/^Receipt No/)).toBeDisabled()
  })

  it('says so when no group would take the swimmer, instead of an empty dead end', async () => {
    const sent = swimmersServer({ swimmers: [ALI], actions: [...ALL_ACTIONS, 'AddSwimmerToPTeam'] })
    server.use(
      http.get('/api/swimmers/preteam-options/:id', () => HttpResponse.json({ ...PRETEAM_OPTIONS, preTeams: [] })),
      http.get('/api/swimmers/school-options/:id', () => HttpResponse.json({ ...SCHOOL_OPTIONS, schools: [] })),
    )
    const { user } = renderPage()
    await searchByName(user, 'ali')
    await user.click(within(await actionsOf(ALI.swimmerID)).getByRole('button', { name: 'Add to Pre-Team' }))
    const preTeam = await dialogTitled('Add Swimmer to Pre-Team')
    expect(await within(preTeam).findByText("No running pre-team of this swimmer's level at the site.")).toBeVisible()
    expect(within(preTeam).getByRole('button', { name: 'Add to Pre-Team' })).toBeDisabled()
    await user.click(within(preTeam).getByRole('button', { name: 'Cancel' }))

    await user.click(within(await actionsOf(ALI.swimmerID)).getByRole('button', { name: 'Add to School' }))
    const school = await dialogTitled('Add Swimmer to School')
    expect(await within(school).findByText("No running school of this swimmer's level at the site.")).toBeVisible()
    expect(within(school).getByRole('button', { name: 'Add to School' })).toBeDisabled()
    expect(sent.preTeams).toEqual([])
    expect(sent.schools).toEqual([])
  })

  it('shows the logs as text, never as markup, or says there are none', async () => {
    swimmersServer({
      logs: [
        {
          logID: 1,
          at: '2026-11-21T09:00:00.000Z',
          action: 'UpdateSwimmer',
          userID: 2,
          userName: 'Karim Cashier',
          site: 62,
          siteName: 'Club 13',
          before: { fullName: 'Old' },
          after: { fullName: '<b>New</b>' },
        },
      ],
    })
    const { user } = renderPage()
    await searchByName(user, 'nour')
    await user.click(within(await actionsOf(NOUR.swimmerID)).getByRole('button', { name: 'Logs' }))
    const dialog = await dialogTitled('Swimmer Logs · Nour Ahmed Hassan')
    expect(
      await within(dialog).findByText('2026-11-21 09:00 · UpdateSwimmer · by Karim Cashier (User 2) · Club 13'),
    ).toBeInTheDocument()
    const raw = within(dialog).getByLabelText('Log entry 1')
    expect(raw).toHaveTextContent('"fullName": "<b>New</b>"')
    expect(raw.querySelector('b')).toBeNull()
  })
})

describe('SwimmersPage on a phone', () => {
  onSmallScreen()

  it("shows each row's ID, name and one Actions menu, whose items open the dialogs (issue 27)", async () => {
    swimmersServer({ actions: ALL_ACTIONS })
    const { user } = renderPage()
    await searchByName(user, 'nour')
    await rowOf('Nour Ahmed Hassan')
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent)
    expect(headers).toEqual(['Swimmer ID', 'Full Name', 'Actions'])
    expect(screen.queryByRole('group', { name: `Actions for swimmer ${NOUR.swimmerID}` })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: `Actions for swimmer ${NOUR.swimmerID}` }))
    await user.click(await screen.findByRole('menuitem', { name: 'Update Level' }))
    expect(await dialogTitled('Update Swimmer Level')).toBeInTheDocument()
    expect(screen.queryByRole('menu')).not.toBeInTheDocument()
  })
})
