// Shared shell of the identity provider's server-rendered pages: dark gaming theme, system fonts. Styles and
// the one script are served as same-origin files (see idp-assets.ts), never inline, so the pages keep working
// under the app's Content-Security-Policy (helmet's script-src 'self'). The logo is the app's (src/ui/arena-logo.ts).
import { ARENA_LOGO, arenaLogoSvg } from '../../../src/ui/arena-logo.js';

/** Escapes text for HTML element content and double-quoted attribute values. */
export function escapeHtml(value: unknown): string {
  return String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export const IDP_STYLESHEET = `
:root{color-scheme:dark;--bg:#0d0f14;--panel:#161a23;--panel-edge:#262c3a;--text:#e8eaf2;--muted:#9aa3b8;
--accent:#8b5cf6;--accent-2:#22d3ee;--danger:#f87171;--focus:#22d3ee}
*{box-sizing:border-box}
html,body{margin:0;min-height:100%}
body{background:radial-gradient(1200px 600px at 10% -10%,#2a1a5e55,transparent),radial-gradient(900px 500px at 110% 110%,#0e749044,transparent),var(--bg);
color:var(--text);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,Ubuntu,sans-serif;display:flex;align-items:center;justify-content:center;min-height:100vh;padding:24px}
main{width:100%;max-width:420px;background:var(--panel);border:1px solid var(--panel-edge);border-radius:16px;padding:32px;box-shadow:0 20px 60px #0008}
.brand{display:flex;align-items:center;gap:8px;font-weight:800;font-size:1.25rem;letter-spacing:.18em;margin-bottom:20px}
h1{font-size:1.5rem;margin:0 0 6px}
p.lead{color:var(--muted);margin:0 0 24px}
form{display:grid;gap:16px}
.field{display:grid;gap:6px}
label{font-weight:600;font-size:.95rem}
input{width:100%;padding:12px 14px;border-radius:10px;border:1px solid var(--panel-edge);background:#0f1219;color:var(--text);font:inherit}
input[aria-invalid="true"]{border-color:var(--danger)}
input:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid var(--focus);outline-offset:2px}
.hint{color:var(--muted);font-size:.85rem}
.field-error{color:var(--danger);font-size:.875rem;margin:0}
.alert{border:1px solid var(--danger);background:#f8717114;color:#fecaca;border-radius:10px;padding:10px 14px;margin:0 0 16px}
button{padding:12px 16px;border:0;border-radius:10px;font:inherit;font-weight:700;color:#fff;cursor:pointer;
background:linear-gradient(135deg,var(--accent),#6d28d9)}
button:hover{filter:brightness(1.1)}
button.secondary{width:100%;background:transparent;border:1px solid var(--accent);color:var(--text)}
form.alternative{margin-top:12px}
.switch{margin:20px 0 0;color:var(--muted);text-align:center}
a{color:var(--accent-2)}
`;

export function renderPage(options: { title: string; body: string; assetsPath: string; script?: string }): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(options.title)} · Arena</title>
<link rel="stylesheet" href="${escapeHtml(options.assetsPath)}/idp.css">
${options.script ? `<script src="${escapeHtml(options.assetsPath)}/${escapeHtml(options.script)}" defer></script>` : ''}
</head>
<body>
<main>
<div class="brand" data-brand="arena">${arenaLogoSvg('arena-logo')}<span>${ARENA_LOGO.wordMark}</span></div>
${options.body}
</main>
</body>
</html>`;
}

/** A labelled input with its inline error; the error is tied to the input for screen readers. */
export function renderField(options: {
  name: string;
  label: string;
  type: string;
  value?: string;
  error?: string;
  hint?: string;
  autocomplete: string;
  autofocus?: boolean;
  attributes?: string;
}): string {
  const id = `field-${options.name}`;
  const describedBy = [options.hint ? `${id}-hint` : '', options.error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return `<div class="field">
<label for="${id}">${escapeHtml(options.label)}</label>
<input id="${id}" name="${escapeHtml(options.name)}" type="${options.type}" value="${escapeHtml(options.value ?? '')}" autocomplete="${options.autocomplete}" required${options.autofocus ? ' autofocus' : ''}${options.error ? ' aria-invalid="true"' : ''}${describedBy ? ` aria-describedby="${describedBy}"` : ''}${options.attributes ? ` ${options.attributes}` : ''}>
${options.hint ? `<span class="hint" id="${id}-hint">${escapeHtml(options.hint)}</span>` : ''}
${options.error ? `<p class="field-error" id="${id}-error" role="alert">${escapeHtml(options.error)}</p>` : ''}
</div>`;
}

export function renderAlert(message: string | undefined): string {
  return message ? `<p class="alert" role="alert">${escapeHtml(message)}</p>` : '';
}
