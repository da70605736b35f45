// Pages the identity provider shows outside a form: errors (expired sign-in, invalid request) and the
// sign-out hand-off that submits oidc-provider's logout form without asking the user again.
import { escapeHtml, renderPage } from './page-layout.js';

export function renderMessagePage(options: { title: string; message: string; link?: { href: string; text: string } }): string {
  const body = `<h1>${escapeHtml(options.title)}</h1>
<p class="lead" role="alert">${escapeHtml(options.message)}</p>
${options.link ? `<p><a href="${escapeHtml(options.link.href)}">${escapeHtml(options.link.text)}</a></p>` : ''}`;
  return renderPage({ title: options.title, body });
}

/**
 * oidc-provider's `form` carries the xsrf token of the end-session request; adding `logout=yes` ends the whole
 * provider session. The form is submitted on load; without JavaScript one button press does it.
 */
export function renderSignOutPage(form: string, nonceFreeScript: string): string {
  const withLogout = form.replace('</form>', '<input type="hidden" name="logout" value="yes"/></form>');
  const body = `<h1>Signing you out…</h1>
<p class="lead">One moment, you are being signed out of Arena.</p>
${withLogout}
<noscript><button type="submit" form="op.logoutForm">Continue</button></noscript>
<script>${nonceFreeScript}</script>`;
  return renderPage({ title: 'Signing out', body });
}

export const SUBMIT_LOGOUT_FORM_SCRIPT = "document.getElementById('op.logoutForm').submit();";
