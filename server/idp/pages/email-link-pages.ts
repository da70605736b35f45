// The screens of the mailed sign-in link: "check your e-mail" after asking for one (the same whether or not the
// address has an account), and the confirmation the link opens. The link itself only shows a button: mail
// scanners that open links must not use up the one sign-in it grants.
import { escapeHtml, renderAlert, renderPage } from './page-layout.js';

export function renderLinkSentPage(model: { assetsPath: string; interactionPath: string; minutes: number }): string {
  const body = `<h1>Check your e-mail</h1>
<p class="lead" role="status">If an account uses that address, we have sent it a sign-in link. Open it in this browser within ${model.minutes} minutes; it works once.</p>
<p class="switch"><a href="${escapeHtml(model.interactionPath)}">Back to sign-in</a></p>`;
  return renderPage({ title: 'Check your e-mail', body, assetsPath: model.assetsPath });
}

export function renderLinkConfirmPage(model: {
  assetsPath: string;
  interactionPath: string;
  token: string;
  error?: string;
}): string {
  const form = model.error
    ? `<p class="switch"><a href="${escapeHtml(model.interactionPath)}">Back to sign-in</a></p>`
    : `<form method="post" action="${escapeHtml(model.interactionPath)}/email-link">
<input type="hidden" name="token" value="${escapeHtml(model.token)}">
<button type="submit">Sign in</button>
</form>`;
  const body = `<h1>Sign in with your link</h1>
<p class="lead">Continue to Arena with the link we e-mailed you.</p>
${renderAlert(model.error)}
${form}`;
  return renderPage({ title: 'Sign in with your link', body, assetsPath: model.assetsPath });
}
