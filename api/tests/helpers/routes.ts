import router from '@adonisjs/core/services/router'

export interface RegisteredRoute {
  method: string
  pattern: string
  name: string
  /** The pattern's parameters, e.g. ['lang', 'id', 'workerId']; '*' for a wildcard. */
  params: string[]
}

/** Every route the router serves (HEAD aside: it mirrors GET), one entry per method. */
export function registeredRoutes(): RegisteredRoute[] {
  return Object.values(router.toJSON()).flatMap((routes) =>
    routes.flatMap((route) =>
      route.methods
        .filter((method) => method !== 'HEAD')
        .map((method) => ({
          method,
          pattern: route.pattern,
          name: route.name ?? `${method} ${route.pattern}`,
          params: route.pattern
            .split('/')
            .filter((segment) => segment.startsWith(':') || segment === '*')
            .map((segment) => segment.replace(/^:/, '').replace(/\?$/, '')),
        }))
    )
  )
}

/** The route's URL with each parameter replaced by `values[name]` (encoded), '*' by `values['*']`. */
export function fillPattern(pattern: string, values: Record<string, string | number>): string {
  return pattern
    .split('/')
    .map((segment) => {
      if (segment === '*') return String(values['*'] ?? 'x')
      if (!segment.startsWith(':')) return segment
      const name = segment.replace(/^:/, '').replace(/\?$/, '')
      return encodeURIComponent(String(values[name] ?? '1'))
    })
    .join('/')
}
