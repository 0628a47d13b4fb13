import { lazy, type ComponentType } from 'react'

/**
 * A lazily loaded component drawn with MUI, placed on a page drawn without it: MUI's theme arrives with the
 * component, in parallel, so that the light page's first screen carries neither.
 */
export function lazyMui<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    const [Component, { MuiTheme }] = await Promise.all([load(), import('./MuiTheme')])
    return {
      default: (props: P) => (
        <MuiTheme>
          <Component {...props} />
        </MuiTheme>
      ),
    }
  })
}
