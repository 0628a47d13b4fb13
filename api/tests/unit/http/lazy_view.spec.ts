import { test } from '@japa/runner'
import { HttpContextFactory } from '@adonisjs/core/factories/http'
import { LazyView } from '#providers/lazy_view_provider'

test.group('Lazy view', () => {
  test("a request's view makes no edge renderer while it is only shared with", ({ assert }) => {
    const ctx = new HttpContextFactory().create()

    const view = ctx.view.share({ csrfToken: 'token', cspNonce: 'nonce' })

    assert.instanceOf(view, LazyView)
    assert.isFalse((view as unknown as LazyView).made)
  })

  test('rendering sees what was shared before and after the renderer was made', async ({ assert }) => {
    const ctx = new HttpContextFactory().create()
    ctx.view.share({ greeting: 'Bonjour' })

    const first = await ctx.view.renderRaw('{{ greeting }} {{ name }}', { name: 'Anna' })
    ctx.view.share({ greeting: 'Dzień dobry' })
    const second = ctx.view.renderRawSync('{{ greeting }}')

    assert.equal(first, 'Bonjour Anna')
    assert.equal(second, 'Dzień dobry')
    assert.strictEqual(ctx.view.getState().request, ctx.request)
    assert.isTrue((ctx.view as unknown as LazyView).made)
  })

  test('each request has its own view', ({ assert }) => {
    const one = new HttpContextFactory().create()
    const other = new HttpContextFactory().create()
    one.view.share({ secret: 'one' })

    assert.notStrictEqual(one.view, other.view)
    assert.notProperty(other.view.getState(), 'secret')
  })
})
