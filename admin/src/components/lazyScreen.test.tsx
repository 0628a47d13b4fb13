import type { ComponentType } from 'react'
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { lazyScreen } from './lazyScreen'

describe('lazyScreen', () => {
  afterEach(cleanup)

  it('shows the shape of the screen while its code arrives, then the screen', async () => {
    let arrive: (screen: ComponentType) => void = () => {}
    const Screen = lazyScreen(() => new Promise((resolve) => (arrive = resolve)))
    const { container } = render(<Screen />)
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull()
    expect(container.querySelectorAll('.MuiSkeleton-root').length).toBeGreaterThan(3)

    await act(async () => arrive(() => <h1>Requests</h1>))
    expect(await screen.findByRole('heading', { name: 'Requests' })).toBeDefined()
    expect(container.querySelector('[aria-busy="true"]')).toBeNull()
  })
})
