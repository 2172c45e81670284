import { render, screen } from '@testing-library/react'
import { RawData } from './RawData'

describe('RawData', () => {
  it('shows markup from data as text, never as HTML', () => {
    const { container } = render(<RawData label="Technical data" data={{ note: '<img src=x onerror=alert(1)>' }} />)
    expect(screen.getByLabelText('Technical data')).toHaveTextContent('"note": "<img src=x onerror=alert(1)>"')
    expect(container.querySelector('img')).toBeNull()
  })
})
