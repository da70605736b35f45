// The create-account screen of an interaction: e-mail, password with confirmation, nickname.
import { escapeHtml, renderAlert, renderField, renderPage } from './page-layout.js';

export interface SignUpValues {
  email: string;
  nickname: string;
}

export type SignUpField = 'email' | 'password' | 'passwordConfirmation' | 'nickname';

export interface SignUpPageModel {
  interactionPath: string;
  assetsPath: string;
  values?: Partial<SignUpValues>;
  fieldErrors?: Partial<Record<SignUpField, string>>;
  error?: string;
}

export function renderSignUpPage(model: SignUpPageModel): string {
  const errors = model.fieldErrors ?? {};
  const values = model.values ?? {};
  // Focus lands on the first field to fix, or on the first field of an empty form.
  const order: SignUpField[] = ['email', 'nickname', 'password', 'passwordConfirmation'];
  const focus = order.find((field) => errors[field]) ?? 'email';
  const summary =
    model.error ?? (Object.keys(errors).length > 0 ? 'Please correct the highlighted fields.' : undefined);
  const body = `<h1>Create your account</h1>
<p class="lead">Join Arena to enter tournaments and climb the leaderboards.</p>
${renderAlert(summary)}
<form method="post" action="${escapeHtml(model.interactionPath)}/signup" novalidate>
${renderField({ name: 'email', label: 'E-mail', type: 'email', value: values.email, error: errors.email, autocomplete: 'email', autofocus: focus === 'email' })}
${renderField({ name: 'nickname', label: 'Nickname', type: 'text', value: values.nickname, error: errors.nickname, hint: 'From 3 to 32 characters, shown to other players.', autocomplete: 'nickname', autofocus: focus === 'nickname', attributes: 'minlength="3" maxlength="32"' })}
${renderField({ name: 'password', label: 'Password', type: 'password', error: errors.password, hint: 'At least 8 characters.', autocomplete: 'new-password', autofocus: focus === 'password', attributes: 'minlength="8"' })}
${renderField({ name: 'passwordConfirmation', label: 'Confirm password', type: 'password', error: errors.passwordConfirmation, autocomplete: 'new-password', autofocus: focus === 'passwordConfirmation' })}
<button type="submit">Create account</button>
</form>
<p class="switch">Already have an account? <a href="${escapeHtml(model.interactionPath)}?screen=signin">Sign in</a></p>`;
  return renderPage({ title: 'Create account', body, assetsPath: model.assetsPath });
}
