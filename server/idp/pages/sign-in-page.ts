// The sign-in screen of an interaction: e-mail and password, posting back to the interaction; while password
// sign-in is locked from where the user is, it also offers a mailed one-time link.
import { escapeHtml, renderAlert, renderField, renderPage } from './page-layout.js';

export interface SignInPageModel {
  /** Base path of the interaction, e.g. /idp/interaction/<uid>. */
  interactionPath: string;
  assetsPath: string;
  email?: string;
  error?: string;
  /** While password sign-in is locked here: offer "e-mail me a sign-in link" for the typed address. */
  offerEmailLink?: boolean;
}

export function renderSignInPage(model: SignInPageModel): string {
  const body = `<h1>Sign in</h1>
<p class="lead">Welcome back. Sign in to continue to Arena.</p>
${renderAlert(model.error)}
<form method="post" action="${escapeHtml(model.interactionPath)}/login" novalidate>
${renderField({ name: 'email', label: 'E-mail', type: 'email', value: model.email, autocomplete: 'email', autofocus: !model.email })}
${renderField({ name: 'password', label: 'Password', type: 'password', autocomplete: 'current-password', autofocus: Boolean(model.email) })}
<button type="submit">Sign in</button>
</form>
${model.offerEmailLink ? renderEmailLinkOffer(model) : ''}<p class="switch">New to Arena? <a href="${escapeHtml(model.interactionPath)}?screen=signup">Create an account</a></p>`;
  return renderPage({ title: 'Sign in', body, assetsPath: model.assetsPath });
}

function renderEmailLinkOffer(model: SignInPageModel): string {
  return `<form class="alternative" method="post" action="${escapeHtml(model.interactionPath)}/email-link-request">
<input type="hidden" name="email" value="${escapeHtml(model.email ?? '')}">
<button type="submit" class="secondary">E-mail me a sign-in link</button>
</form>`;
}
