/** After the render that shows them, the first field in error comes into view and gets the focus. */
export function revealFirstError(form: HTMLElement | null) {
  window.requestAnimationFrame(() => {
    const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]')
    if (!field) return
    field.scrollIntoView({ block: 'center', behavior: 'smooth' })
    field.focus({ preventScroll: true })
  })
}
