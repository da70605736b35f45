// Pages the identity provider shows outside a form: errors (expired sign-in, invalid request), the signed-out
// notice, and the sign-out hand-off that submits oidc-provider's logout form without asking the user again.
import { escapeHtml, renderPage } from './page-layout.js';

export function renderMessagePage(options: {
  assetsPath: string;
  title: string;
  message: string;
  link?: { href: string; text: string };
}): string {
  const body = `<h1>${escapeHtml(options.title)}</h1>
<p class="lead" role="alert">${escapeHtml(options.message)}</p>
${options.link ? `<p><a href="${escapeHtml(options.link.href)}">${escapeHtml(options.link.text)}</a></p>` : ''}`;
  return renderPage({ title: options.title, body, assetsPath: options.assetsPath });
}

/**
 * oidc-provider's `form` carries the xsrf token of the end-session request; adding `logout=yes` ends the whole
 * provider session. sign-out.js submits it on load; without JavaScript one button press does it.
 */
export function renderSignOutPage(options: { assetsPath: string; form: string }): string {
  const form = options.form.replace('</form>', '<input type="hidden" name="logout" value="yes"/></form>');
  const body = `<h1>Signing you out…</h1>
<p class="lead" role="status">One moment, you are being signed out of Arena.</p>
${form}
<noscript><button type="submit" form="op.logoutForm">Continue</button></noscript>`;
  return renderPage({ title: 'Signing out', body, assetsPath: options.assetsPath, script: 'sign-out.js' });
}
