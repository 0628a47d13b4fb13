import './light/light.css'

/** `label` is optional because the router's first fallback renders before the translations exist. */
export function PageLoader({ label }: { label?: string }) {
  return (
    <div className="lt-loader">
      <div className="lt-spinner" role="progressbar" aria-label={label} />
    </div>
  )
}
