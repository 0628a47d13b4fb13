/**
 * The provider segment of the customer calls (API.md: `{provider}`), as the server is configured
 * (`PROVIDER_SEGMENT`): the api writes it into the page it serves, the Vite dev server and the unit tests likewise.
 */
export function readProviderSegment(doc: Document = document): string {
  const value = doc.querySelector<HTMLMetaElement>('meta[name="provider-segment"]')?.content.trim()
  if (!value)
    throw new Error('The page says nothing of the provider segment (<meta name="provider-segment">).')
  return value
}
