import { act, screen, waitFor, within } from '@testing-library/react'
import { z } from 'zod'
import { renderWithProviders } from '@/testing/test-utils'
import { FormDialog } from './FormDialog'
import { FormTextField } from './FormFields'
import { useContractForm } from './useContractForm'

const schema = z.object({
  name: z.string().trim().min(1, 'Name is required'),
  code: z.string().regex(/^\d+$/, 'Code must be a number'),
  site: z.number({ error: 'Site not selected' }),
})

interface Probe {
  site?: number
  send: (payload: unknown) => Promise<void> | void
  onClose: () => void
}

function Example({ site, send, onClose }: Probe) {
  const form = useContractForm({
    schema,
    defaultValues: { name: '', code: '' },
    toPayload: (values) => ({ ...values, site }),
  })
  const submit = form.submitWith(async (payload) => {
    try {
      await send(payload)
      onClose()
    } catch (error) {
      form.fail(error, 'Failed to save')
    }
  })
  return (
    <FormDialog id="example" form={form} title="Example" submitLabel="Save" onClose={onClose} onSubmit={submit}>
      <FormTextField name="name" label="Name" hint="As on the card" />
      <FormTextField name="code" label="Code" />
    </FormDialog>
  )
}

function renderExample(probe: Partial<Probe> = {}) {
  const send = jest.fn(probe.send ?? (() => undefined))
  const onClose = jest.fn()
  const view = renderWithProviders(<Example site={'site' in probe ? probe.site : 62} send={send} onClose={onClose} />)
  return { ...view, send, onClose, dialog: screen.getByRole('dialog', { name: 'Example' }) }
}

jest.setTimeout(30_000)

describe('FormDialog with useContractForm', () => {
  it('starts in the first field, shows each field its own problem, and sends nothing until the schema passes', async () => {
    const { user, send, dialog } = renderExample()
    await waitFor(() => expect(within(dialog).getByLabelText('Name')).toHaveFocus())
    expect(within(dialog).getByText('As on the card')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument()
    expect(within(dialog).getByText('Code must be a number')).toBeInTheDocument()
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument()
    expect(send).not.toHaveBeenCalled()

    // A corrected field stops complaining at once.
    await user.type(within(dialog).getByLabelText('Name'), 'Nour')
    await waitFor(() => expect(within(dialog).queryByText('Name is required')).not.toBeInTheDocument())
    expect(within(dialog).getByText('As on the card')).toBeInTheDocument()
  })

  it('sends the payload on Enter, with what the dialog adds, and closes', async () => {
    const { user, send, onClose, dialog } = renderExample()
    await user.type(within(dialog).getByLabelText('Name'), 'Nour')
    await user.type(within(dialog).getByLabelText('Code'), '42{Enter}')
    await waitFor(() => expect(send).toHaveBeenCalledWith({ name: 'Nour', code: '42', site: 62 }))
    expect(onClose).toHaveBeenCalled()
  })

  it('puts a problem with something the form does not show at the top', async () => {
    const { user, send, dialog } = renderExample({ site: undefined })
    await user.type(within(dialog).getByLabelText('Name'), 'Nour')
    await user.type(within(dialog).getByLabelText('Code'), '42')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Site not selected')
    expect(send).not.toHaveBeenCalled()
  })

  it("shows the server's field errors on their fields and its message at the top", async () => {
    const refusal = {
      status: 409,
      data: { message: 'Code 42 is already used by Omar', errors: { code: 'Already used', site: 'Not yours' } },
    }
    const { user, onClose, dialog } = renderExample({ send: () => Promise.reject(refusal) })
    await user.type(within(dialog).getByLabelText('Name'), 'Nour')
    await user.type(within(dialog).getByLabelText('Code'), '42')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Code 42 is already used by Omar')
    expect(within(dialog).getByText('Already used')).toBeInTheDocument()
    expect(within(dialog).getByLabelText('Code')).toHaveAttribute('aria-invalid', 'true')
    expect(onClose).not.toHaveBeenCalled()
  })

  it('says Saving... and refuses a second submit or Escape while the call runs; Escape cancels otherwise', async () => {
    let finish: () => void = () => undefined
    const pending = new Promise<void>((resolve) => {
      finish = resolve
    })
    const { user, send, onClose, dialog } = renderExample({ send: () => pending })
    await user.keyboard('{Escape}')
    expect(onClose).toHaveBeenCalledTimes(1)

    await user.type(within(dialog).getByLabelText('Name'), 'Nour')
    await user.type(within(dialog).getByLabelText('Code'), '42')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    const busy = await within(dialog).findByRole('button', { name: 'Saving...' })
    expect(busy).toBeDisabled()
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled()
    await user.keyboard('{Escape}')
    expect(onClose).toHaveBeenCalledTimes(1)
    expect(send).toHaveBeenCalledTimes(1)
    await act(async () => finish())
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(2))
  })

  // Issue 27: a 13-field Add Swimmer form closed on Escape or a click outside, and typed input was lost.
  it('asks before Escape or a click outside throws typed input away; Keep editing keeps it, Discard closes', async () => {
    const { user, onClose, dialog } = renderExample({ send: () => undefined })
    await user.type(within(dialog).getByLabelText('Name'), 'Nour')
    await user.keyboard('{Escape}')
    let question = await screen.findByRole('dialog', { name: 'Discard what you typed?' })
    await user.click(within(question).getByRole('button', { name: 'Keep editing' }))
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Discard what you typed?' })).not.toBeInTheDocument(),
    )
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Nour')
    expect(onClose).not.toHaveBeenCalled()

    // A click outside (on the backdrop) asks the same.
    await user.click(document.querySelector('.MuiBackdrop-root')!)
    question = await screen.findByRole('dialog', { name: 'Discard what you typed?' })
    await user.click(within(question).getByRole('button', { name: 'Discard' }))
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it("Cancel is the user's choice: it closes without asking", async () => {
    const { user, onClose, dialog } = renderExample({ send: () => undefined })
    await user.type(within(dialog).getByLabelText('Name'), 'Nour')
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(onClose).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('dialog', { name: 'Discard what you typed?' })).not.toBeInTheDocument()
  })

  it("the browser's Back asks too while there is typed input, and stays on the page", async () => {
    const { user, onClose, dialog } = renderExample({ send: () => undefined })
    await user.type(within(dialog).getByLabelText('Name'), 'Nour')
    // The entry in front of the page that Back takes away.
    await waitFor(() => expect(window.history.state).toMatchObject({ unsavedForm: expect.any(Number) }))
    act(() => window.history.back())
    const question = await screen.findByRole('dialog', { name: 'Discard what you typed?' })
    expect(onClose).not.toHaveBeenCalled()
    await user.click(within(question).getByRole('button', { name: 'Keep editing' }))
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Nour')
  })

  // CI found both: a guard that ended and began again around each submit left an asynchronous Back behind, which
  // asked "Discard what you typed?" over a refused form, or undid the page's next navigation after a save.
  it('a submit keeps the one guard: a refused form shows its problems, and nothing goes back in history', async () => {
    const go = jest.spyOn(window.history, 'go')
    const back = jest.spyOn(window.history, 'back')
    try {
      const { user, dialog, send } = renderExample({ send: () => undefined })
      await user.type(within(dialog).getByLabelText('Name'), 'Nour')
      await user.type(within(dialog).getByLabelText('Code'), 'x')
      await waitFor(() => expect(window.history.state).toMatchObject({ unsavedForm: expect.any(Number) }))
      const guard = (window.history.state as { unsavedForm: number }).unsavedForm
      await user.click(within(dialog).getByRole('button', { name: 'Save' }))
      expect(await within(dialog).findByText('Code must be a number')).toBeInTheDocument()
      expect(send).not.toHaveBeenCalled()
      expect((window.history.state as { unsavedForm: number }).unsavedForm).toBe(guard)
      expect(screen.queryByRole('dialog', { name: 'Discard what you typed?' })).not.toBeInTheDocument()
      expect(go).not.toHaveBeenCalled()
      expect(back).not.toHaveBeenCalled()
    } finally {
      go.mockRestore()
      back.mockRestore()
    }
  })

  it('closing after a save leaves history where it is (the page may navigate at once)', async () => {
    const go = jest.spyOn(window.history, 'go')
    try {
      const { user, dialog, unmount } = renderExample({ send: () => undefined })
      await user.type(within(dialog).getByLabelText('Name'), 'Nour')
      await user.type(within(dialog).getByLabelText('Code'), '42')
      await user.click(within(dialog).getByRole('button', { name: 'Save' }))
      unmount()
      expect(go).not.toHaveBeenCalled()
      expect(window.history.state ?? {}).not.toHaveProperty('unsavedForm')
    } finally {
      go.mockRestore()
    }
  })
})
