import { HttpContext } from '@adonisjs/core/http'
import edge, { type Edge } from 'edge.js'

type Renderer = ReturnType<Edge['createRenderer']>

/**
 * A request's view, made into an edge renderer only when something renders with it. Edge's default instance is
 * built before its configuration turns the template cache on, so it rescans the components folders (a directory
 * walk on disk) every time a renderer is made, and the framework makes one for every request: shield shares its
 * CSRF token and CSP nonce with the view of every call, though no route of ours renders a template (e-mails render
 * through the mailer, which has its own renderer).
 */
export class LazyView {
  #shared: Record<string, unknown>[] = []
  #renderer: Renderer | null = null

  /** Whether an edge renderer has been made for this view. */
  get made() {
    return this.#renderer !== null
  }

  #real() {
    if (!this.#renderer) {
      const renderer = edge.createRenderer()
      for (const data of this.#shared) renderer.share(data)
      this.#renderer = renderer
    }
    return this.#renderer
  }

  share(data: Record<string, unknown>) {
    if (this.#renderer) this.#renderer.share(data)
    else this.#shared.push(data)
    return this
  }

  getState() {
    return this.#real().getState()
  }

  clone() {
    return this.#real().clone()
  }

  render(...args: Parameters<Renderer['render']>) {
    return this.#real().render(...args)
  }

  renderSync(...args: Parameters<Renderer['renderSync']>) {
    return this.#real().renderSync(...args)
  }

  renderRaw(...args: Parameters<Renderer['renderRaw']>) {
    return this.#real().renderRaw(...args)
  }

  renderRawSync(...args: Parameters<Renderer['renderRawSync']>) {
    return this.#real().renderRawSync(...args)
  }
}

/** Registered after the edge provider, whose `view` getter this one replaces. */
export default class LazyViewProvider {
  boot() {
    HttpContext.getter(
      'view',
      function (this: HttpContext) {
        return new LazyView().share({ request: this.request }) as unknown as Renderer
      },
      true
    )
  }
}
