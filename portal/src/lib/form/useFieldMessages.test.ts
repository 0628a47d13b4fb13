import { act, renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useFieldMessages } from './useFieldMessages'

describe('useFieldMessages', () => {
  it('shows a field’s own message once it was left, every one once all are asked, the server’s at once', () => {
    const { result } = renderHook(() => useFieldMessages())
    expect(result.current.messageOf('email', 'Required')).toBeUndefined()

    act(() => result.current.touch('email'))
    expect(result.current.messageOf('email', 'Required')).toBe('Required')
    expect(result.current.messageOf('rows[0].country', 'Choose one')).toBeUndefined()

    act(() => result.current.showAll())
    expect(result.current.messageOf('rows[0].country', 'Choose one')).toBe('Choose one')

    act(() => result.current.setServerMessages({ vatNumber: 'Already registered' }))
    expect(result.current.messageOf('vatNumber', undefined)).toBe('Already registered')
    act(() => result.current.clearServerMessage('vatNumber'))
    expect(result.current.messageOf('vatNumber', undefined)).toBeUndefined()
  })
})
