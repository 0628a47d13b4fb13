import { act, renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { ApiResult } from '../api'
import { splitByField, useForm } from './useForm'

type Values = { date: string; amount: string }
const refused: ApiResult<unknown> = {
  ok: false,
  status: 422,
  data: null,
  errors: [
    { field: 'amount', message: 'Too much' },
    { field: 'other', message: 'Not a field of the form' },
    { message: 'Try again later' },
  ],
  fieldErrors: {},
}

describe('useForm', () => {
  it('runs its own checks first and sends nothing when they fail', async () => {
    const send = vi.fn()
    const { result } = renderHook(() =>
      useForm<Values>({
        initial: { date: '', amount: '' },
        validate: (values) => ({ date: values.date ? undefined : 'Required' }),
      })
    )
    let answer: unknown
    await act(async () => {
      answer = await result.current.submit(send)
    })
    expect(answer).toBeNull()
    expect(send).not.toHaveBeenCalled()
    expect(result.current.errors).toEqual({ date: 'Required' })

    act(() => result.current.setField('date', '2026-11-27'))
    expect(result.current.errors.date).toBeUndefined()
    expect(result.current.values).toEqual({ date: '2026-11-27', amount: '' })
  })

  it('puts the server’s messages under their fields, the others apart', async () => {
    const { result } = renderHook(() =>
      useForm<Values>({
        initial: { date: '2026-11-27', amount: '5' },
        serverFields: { amount: 'amount' },
        quiet: true,
      })
    )
    await act(async () => {
      await result.current.submit(async () => refused)
    })
    expect(result.current.errors).toEqual({ amount: 'Too much' })
    expect(result.current.general).toEqual(['Not a field of the form', 'Try again later'])
  })
})

describe('splitByField', () => {
  it('keeps the first message of a field and maps server paths to form fields', () => {
    expect(
      splitByField(
        [
          { field: 'profile.phone.number', message: 'Invalid' },
          { field: 'profile.phone.number', message: 'Second' },
        ],
        { 'profile.phone.number': 'phoneNumber' }
      )
    ).toEqual({ fieldErrors: { phoneNumber: 'Invalid' }, others: [] })
  })
})
