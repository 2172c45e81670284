import { fireEvent, render, screen } from '@testing-library/react'
import { AcademyDateField } from './AcademyDateField'

// Issue 25: typing a year into a date picker went through 0002-11-27 and 0025-11-27, and each was asked of the
// server (500, then "ends at 0025"). The academy's pickers pass on only days from 2000-01-01 to 2099-12-31.

describe('AcademyDateField', () => {
  it('passes on only days of the academy range, while the typed text stays in the field', () => {
    const onValue = jest.fn()
    render(<AcademyDateField id="day" label="Day" type="date" value="2026-11-27" onValue={onValue} />)
    const field = screen.getByLabelText('Day')
    expect(field).toHaveAttribute('min', '2000-01-01')
    expect(field).toHaveAttribute('max', '2099-12-31')
    for (const typed of ['0002-11-27', '0020-11-27', '0202-11-27', '9999-12-31', '1999-12-31']) {
      fireEvent.change(field, { target: { value: typed } })
      expect(field).toHaveValue(typed)
    }
    expect(onValue).not.toHaveBeenCalled()
    fireEvent.change(field, { target: { value: '2025-11-27' } })
    expect(onValue).toHaveBeenCalledTimes(1)
    expect(onValue).toHaveBeenCalledWith('2025-11-27')
  })

  it('bounds a month picker to 2000-01 … 2099-12', () => {
    const onValue = jest.fn()
    render(<AcademyDateField id="from" label="From" type="month" value="2026-01" onValue={onValue} />)
    const field = screen.getByLabelText('From')
    expect(field).toHaveAttribute('min', '2000-01')
    expect(field).toHaveAttribute('max', '2099-12')
    fireEvent.change(field, { target: { value: '0026-12' } })
    fireEvent.change(field, { target: { value: '9999-01' } })
    expect(onValue).not.toHaveBeenCalled()
    fireEvent.change(field, { target: { value: '2025-12' } })
    expect(onValue).toHaveBeenCalledWith('2025-12')
  })
})
