import { screen, waitFor } from '@testing-library/react'
import { Button } from '@mui/material'
import { siteInsertRequest, type SiteInsertRequest } from '@contract/prices'
import { ContractFormFrame, useContractForm } from '@/components/form'
import { applyLanguage } from '@/i18n/languages'
import { CLUB_13, SMART_WAY, buildUser } from '@/testing/fixtures'
import { renderWithProviders, signIn } from '@/testing/test-utils'
import { CopyPricesFromField } from './CopyPricesFromField'

jest.setTimeout(30_000)

// Issue 27: the new-site form's 'Copy prices from' offers the user's sites by name (never an id to type), or none,
// and the form sends the chosen site's id as copyPricesFrom, which the contract reads.

afterEach(() => applyLanguage('en'))

function NewSiteForm({ onSend }: { onSend: (payload: SiteInsertRequest) => void }) {
  const form = useContractForm({
    schema: siteInsertRequest,
    defaultValues: { description: 'Heliopolis', descriptionAr: '', copyPricesFrom: '' },
  })
  return (
    <ContractFormFrame form={form} onSubmit={form.submitWith((payload) => onSend(payload))}>
      <CopyPricesFromField />
      <Button type="submit">Insert Site</Button>
    </ContractFormFrame>
  )
}

describe("the new site's 'Copy prices from'", () => {
  it("shows None chosen, offers the user's sites by name, and sends the chosen one's id", async () => {
    const sent: SiteInsertRequest[] = []
    signIn({ site: CLUB_13 })
    const { user } = renderWithProviders(<NewSiteForm onSend={(payload) => sent.push(payload)} />, {
      userEventOptions: { delay: null },
    })
    const picker = screen.getByRole('combobox', { name: 'Copy prices from' })
    expect(picker.textContent).toBe('None: no prices yet')
    await user.click(picker)
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'None: no prices yet',
      'Club 13',
      'Smart Way',
    ])
    await user.click(screen.getByRole('option', { name: 'Smart Way' }))
    await user.click(screen.getByRole('button', { name: 'Insert Site' }))
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0].copyPricesFrom).toBe(String(SMART_WAY.id))
    expect(siteInsertRequest.parse(sent[0]).copyPricesFrom).toBe(61)
    expect(siteInsertRequest.parse({ ...sent[0], copyPricesFrom: '' }).copyPricesFrom).toBeUndefined()
  })

  it('names the sites in Arabic when they have an Arabic name', async () => {
    signIn({ site: CLUB_13, user: buildUser({ siteList: [{ ...CLUB_13, nameAr: 'كلوب ١٣' }, SMART_WAY] }) })
    await applyLanguage('ar')
    const { user } = renderWithProviders(<NewSiteForm onSend={() => undefined} />, {
      userEventOptions: { delay: null },
    })
    await user.click(await screen.findByRole('combobox', { name: 'انسخ الأسعار من' }))
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'ولا فرع: من غير أسعار لسه',
      'كلوب ١٣',
      'Smart Way',
    ])
  })
})
