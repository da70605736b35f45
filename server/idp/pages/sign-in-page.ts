// The sign-in screen of an interaction: e-mail and password, posting back to the interaction.
import { escapeHtml, renderAlert, renderField, renderPage } from './page-layout.js';

export interface SignInPageModel {
  /** Base path of the interaction, e.g. /idp/interaction/<uid>. */
  interactionPath: string;
  assetsPath: string;
  email?: string;
  error?: string;
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
<p class="switch">New to Arena? <a href="${escapeHtml(model.interactionPath)}?screen=signup">Create an account</a></p>`;
  return renderPage({ title: 'Sign in', body, assetsPath: model.assetsPath });
}
