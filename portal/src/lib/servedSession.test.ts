import { describe, expect, it } from 'vitest'
import { takeServedSession } from './AuthProvider'

const pageWith = (content: string | null) => {
  const doc = document.implementation.createHTMLDocument('portal')
  if (content !== null) {
    const block = doc.createElement('script')
    block.type = 'application/json'
    block.id = 'pw-session'
    block.textContent = content
    doc.head.append(block)
  }
  return doc
}

describe('the session answer the page was served with', () => {
  it('is read once, then the block is gone', () => {
    const doc = pageWith('{"isLoggedIn":false,"applicationDataForLoggedInUser":null}')
    expect(takeServedSession(doc)).toEqual({ isLoggedIn: false, applicationDataForLoggedInUser: null })
    expect(takeServedSession(doc)).toBeNull()
  })

  it('is ignored when missing or unreadable', () => {
    expect(takeServedSession(pageWith(null))).toBeNull()
    expect(takeServedSession(pageWith('not json'))).toBeNull()
    expect(takeServedSession(pageWith('{"something":1}'))).toBeNull()
  })
})
