import { escapeHtml } from '#services/http/escape_html'

/** A small self-contained page of the sandbox provider (no external assets, shown inside the portal's frame). */
export function sandboxPage(input: { lang: string; title: string; body: string }) {
  return `<!doctype html>
<html lang="${escapeHtml(input.lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(input.title)}</title>
<style>
  body { font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; margin: 0; background: #f4f6f9; color: #1d2733; }
  main { max-width: 460px; margin: 32px auto; background: #fff; border: 1px solid #dde3ea; border-radius: 12px; padding: 28px; }
  .badge { display: inline-block; font-size: 12px; letter-spacing: .08em; text-transform: uppercase; color: #8a5a00; background: #fff4d6; border-radius: 6px; padding: 4px 8px; }
  h1 { font-size: 20px; margin: 14px 0 6px; }
  p { line-height: 1.5; color: #4a5868; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 8px 16px; margin: 20px 0; }
  dt { color: #6b7a8c; } dd { margin: 0; font-weight: 600; text-align: right; }
  .amount { font-size: 28px; font-weight: 700; color: #1f4e8c; }
  .actions { display: flex; gap: 12px; margin-top: 24px; }
  button, a.button { flex: 1; font: inherit; font-weight: 600; border-radius: 8px; padding: 12px 16px; cursor: pointer; text-align: center; text-decoration: none; }
  .approve { background: #1f4e8c; color: #fff; border: 0; }
  .decline { background: #fff; color: #b42318; border: 1px solid #e4b4b0; }
  form { flex: 1; display: flex; }
</style>
</head>
<body><main>${input.body}</main></body>
</html>`
}

export function hiddenInputs(fields: Record<string, string>) {
  return Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('')
}
