// Fastify routes of the identity provider's interactions (sign-in and create-account). oidc-provider sends
// the browser here with an interaction cookie scoped to /idp/interaction/<uid>; every route checks that the
// cookie's interaction is the one in the path, which (with SameSite=Lax) is the CSRF protection of the forms.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { errors, type InteractionDetails, type Provider } from 'oidc-provider';
import type { Database } from '../db/schema.js';
import { authenticateIdpAccount, DuplicateEmailError, registerIdpAccount } from './idp-accounts.js';
import { grantEverythingRequested } from './first-party-grant.js';
import { EMAIL_VERIFICATION_PATH, type EmailVerifier } from './email-verification.js';
import { verificationResultPage } from './pages/email-verification-page.js';
import { renderMessagePage } from './pages/message-page.js';
import { renderSignInPage } from './pages/sign-in-page.js';
import { renderSignUpPage } from './pages/sign-up-page.js';
import { duplicateEmailMessage, PASSWORD_MAX, readSignUpInput, validateSignUp } from './sign-up-form.js';
import { lockedMessage, SignInLockout } from './sign-in-lockout.js';
import { LINK_TTL_MS, SignInLinks } from './sign-in-links.js';
import { signInLinkMail } from './sign-in-link-mail.js';
import { renderLinkConfirmPage, renderLinkSentPage } from './pages/email-link-pages.js';
import { takeAccountMail } from '../mail/mail-quota.js';
import type { Mailer } from '../mail/mailer.js';

export interface InteractionRoutesOptions {
  provider: Provider;
  db: Kysely<Database>;
  /** Public path of the provider, e.g. /idp. */
  basePath: string;
  /** Where "start again" links point when an interaction has expired. */
  homeUrl: string;
  /** Clients whose consent is implicit: Arena's own and the configured trusted ones. */
  trustedClientIds: ReadonlySet<string>;
  /** The clock of the account lock (sign-in-lockout.ts) and of the mailed links' expiry. */
  now: () => Date;
  /** The provider's public URL (issuer), which mailed sign-in links start with. */
  issuer: string;
  /** Sends the mailed sign-in links; without it they are not offered. */
  mailer?: Mailer;
  /** Mails and checks the e-mail verification links (email-verification.ts). */
  emailVerifier: EmailVerifier;
  /** Where "Continue to Arena" leads once an address is verified (Arena signs in again to learn of it). */
  afterEmailVerifiedUrl: string;
}

export const SIGN_IN_FAILED = 'E-mail or password is incorrect.';

type UidParams = { Params: { uid: string } };
type FormBody = Record<string, unknown>;

// Applied only when the app registers @fastify/rate-limit; kept as a plain object so the route config type
// does not depend on that plugin's type augmentation.
const POST_RATE_LIMIT: Record<string, unknown> = { rateLimit: { max: 20, timeWindow: '1 minute' } };

export function registerInteractionRoutes(app: FastifyInstance, options: InteractionRoutesOptions): void {
  const { provider, db, basePath } = options;
  const assetsPath = `${basePath}/assets`;
  const pathFor = (uid: string) => `${basePath}/interaction/${encodeURIComponent(uid)}`;
  const lockout = new SignInLockout(db, options.now);
  const links = new SignInLinks(db, options.now);
  const linkMinutes = LINK_TTL_MS / 60_000;
  const issuerOrigin = new URL(options.issuer).origin;

  // urlencoded forms are parsed only inside this encapsulated context; oidc-provider's own endpoints read
  // their raw bodies themselves.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  const html = (reply: FastifyReply, status: number, page: string) =>
    reply
      .code(status)
      .header('cache-control', 'no-store')
      .header('x-frame-options', 'DENY')
      .type('text/html; charset=utf-8')
      .send(page);

  const expired = (reply: FastifyReply) =>
    html(
      reply,
      400,
      renderMessagePage({
        assetsPath,
        title: 'Sign-in expired',
        message: 'This sign-in page has expired or was opened in another browser. Please start again from Arena.',
        link: { href: options.homeUrl, text: 'Back to Arena' },
      }),
    );

  /** The interaction of the cookie, only when it is the one named in the path. */
  async function loadInteraction(request: FastifyRequest<UidParams>, reply: FastifyReply) {
    try {
      const details = await provider.interactionDetails(request.raw, reply.raw);
      return details.uid === request.params.uid ? details : undefined;
    } catch (error) {
      // Missing or expired interaction cookie, or the session behind it ended; anything else is a real fault.
      if (error instanceof errors.SessionNotFound) return undefined;
      throw error;
    }
  }

  async function finish(request: FastifyRequest, reply: FastifyReply, result: Record<string, unknown>) {
    const returnTo = await provider.interactionResult(request.raw, reply.raw, result, {
      mergeWithLastSubmission: false,
    });
    return reply.header('cache-control', 'no-store').redirect(returnTo, 303);
  }

  async function finishConsent(request: FastifyRequest, reply: FastifyReply, details: InteractionDetails) {
    // Only reached when a grant could not be prepared up front; trusted clients never see a consent screen.
    if (!options.trustedClientIds.has(String(details.params.client_id)) || !details.session?.accountId)
      return expired(reply);
    const grantId = await grantEverythingRequested(provider, details);
    return finish(request, reply, { consent: { grantId } });
  }

  app.get<UidParams & { Querystring: { screen?: string } }>(
    '/interaction/:uid',
    { schema: { hide: true } },
    async (request, reply) => {
      const details = await loadInteraction(request, reply);
      if (!details) return expired(reply);
      if (details.prompt.name === 'consent') return finishConsent(request, reply, details);
      const screen = request.query.screen ?? details.params.screen;
      const interactionPath = pathFor(details.uid);
      // login_hint (standard OIDC) pre-fills the e-mail, e.g. after the app says "sign in again as …".
      const hint = typeof details.params.login_hint === 'string' ? details.params.login_hint : undefined;
      return html(
        reply,
        200,
        screen === 'signup'
          ? renderSignUpPage({ interactionPath, assetsPath, values: { email: hint } })
          : renderSignInPage({ interactionPath, assetsPath, email: hint }),
      );
    },
  );

  app.post<UidParams & { Body: FormBody }>(
    '/interaction/:uid/login',
    { schema: { hide: true }, config: POST_RATE_LIMIT },
    async (request, reply) => {
      const details = await loadInteraction(request, reply);
      if (!details) return expired(reply);
      if (details.prompt.name !== 'login') return reply.redirect(pathFor(details.uid), 303);
      const body = request.body ?? {};
      const email = typeof body.email === 'string' ? body.email.trim() : '';
      const password = typeof body.password === 'string' ? body.password : '';
      const interactionPath = pathFor(details.uid);
      const page = (status: number, error: string) =>
        html(reply, status, renderSignInPage({ interactionPath, assetsPath, email, error }));
      // Locked from this source: the password is not checked, and a mailed link is offered instead.
      const lockedPage = (remainingMs: number) =>
        html(
          reply,
          429,
          renderSignInPage({
            interactionPath,
            assetsPath,
            email,
            error: lockedMessage(remainingMs),
            offerEmailLink: Boolean(options.mailer),
          }),
        );
      if (!email || !password) return page(401, SIGN_IN_FAILED);
      const source = request.ip;
      const locked = await lockout.lockedFor(email, source);
      if (locked > 0) return lockedPage(locked);
      const account = password.length <= PASSWORD_MAX ? await authenticateIdpAccount(db, email, password) : undefined;
      if (!account) {
        const lockedNow = await lockout.failed(email, source);
        return lockedNow > 0 ? lockedPage(lockedNow) : page(401, SIGN_IN_FAILED);
      }
      await lockout.succeeded(email, source);
      return finish(request, reply, { login: { accountId: account.id } });
    },
  );

  // "E-mail me a sign-in link": the same answer whether or not the address has an account.
  app.post<UidParams & { Body: FormBody }>(
    '/interaction/:uid/email-link-request',
    { schema: { hide: true }, config: POST_RATE_LIMIT },
    async (request, reply) => {
      const details = await loadInteraction(request, reply);
      if (!details || !options.mailer) return expired(reply);
      if (details.prompt.name !== 'login') return reply.redirect(pathFor(details.uid), 303);
      const body = request.body ?? {};
      const email = typeof body.email === 'string' ? body.email.trim() : '';
      const interactionPath = pathFor(details.uid);
      const issued = email ? await links.issue(email, details.uid) : undefined;
      // The page reads the same when the address had its day's share of mail: nothing tells an address exists.
      if (issued && (await takeAccountMail(db, issued.email, options.now().getTime()))) {
        const link = `${issuerOrigin}${interactionPath}/email-link?token=${encodeURIComponent(issued.token)}`;
        await options.mailer.send(signInLinkMail(issued.email, link, linkMinutes));
      }
      return html(reply, 200, renderLinkSentPage({ assetsPath, interactionPath, minutes: linkMinutes }));
    },
  );

  const linkRefused = 'This sign-in link has expired or was already used. Ask for a new one from the sign-in page.';

  // The link from the mail: a confirmation with one button, so opening the link alone uses nothing.
  app.get<UidParams & { Querystring: { token?: string } }>(
    '/interaction/:uid/email-link',
    { schema: { hide: true } },
    async (request, reply) => {
      const details = await loadInteraction(request, reply);
      if (!details) return expired(reply);
      const token = typeof request.query.token === 'string' ? request.query.token : '';
      const interactionPath = pathFor(details.uid);
      const usable = token !== '' && (await links.isUsable(token, details.uid));
      return html(
        reply,
        usable ? 200 : 400,
        renderLinkConfirmPage({ assetsPath, interactionPath, token, error: usable ? undefined : linkRefused }),
      );
    },
  );

  app.post<UidParams & { Body: FormBody }>(
    '/interaction/:uid/email-link',
    { schema: { hide: true }, config: POST_RATE_LIMIT },
    async (request, reply) => {
      const details = await loadInteraction(request, reply);
      if (!details) return expired(reply);
      if (details.prompt.name !== 'login') return reply.redirect(pathFor(details.uid), 303);
      const token = typeof request.body?.token === 'string' ? request.body.token : '';
      const redeemed = token ? await links.redeem(token, details.uid) : undefined;
      if (!redeemed) {
        const interactionPath = pathFor(details.uid);
        return html(reply, 400, renderLinkConfirmPage({ assetsPath, interactionPath, token: '', error: linkRefused }));
      }
      // Proof of the mailbox ends this source's failure streak as a right password would.
      await lockout.succeeded(redeemed.email, request.ip);
      return finish(request, reply, { login: { accountId: redeemed.accountId } });
    },
  );

  app.post<UidParams & { Body: FormBody }>(
    '/interaction/:uid/signup',
    { schema: { hide: true }, config: POST_RATE_LIMIT },
    async (request, reply) => {
      const details = await loadInteraction(request, reply);
      if (!details) return expired(reply);
      if (details.prompt.name !== 'login') return reply.redirect(pathFor(details.uid), 303);
      const input = readSignUpInput(request.body ?? {});
      const values = { email: input.email, nickname: input.nickname };
      const interactionPath = pathFor(details.uid);
      const fieldErrors = validateSignUp(input);
      if (Object.keys(fieldErrors).length > 0)
        return html(reply, 400, renderSignUpPage({ interactionPath, assetsPath, values, fieldErrors }));
      try {
        const account = await registerIdpAccount(db, input);
        await options.emailVerifier.sendQuietly(account);
        return await finish(request, reply, { login: { accountId: account.id } });
      } catch (error) {
        if (!(error instanceof DuplicateEmailError)) throw error;
        const fieldErrors = { email: duplicateEmailMessage(input.email) };
        return html(reply, 409, renderSignUpPage({ interactionPath, assetsPath, values, fieldErrors }));
      }
    },
  );

  // The mailed link. A GET, so it works from any mail client; it is single-use and short-lived, and all it can
  // do is prove that whoever opened it received the mail.
  app.get<{ Querystring: { token?: string } }>(
    EMAIL_VERIFICATION_PATH,
    { schema: { hide: true }, config: POST_RATE_LIMIT },
    async (request, reply) => {
      const token = typeof request.query.token === 'string' ? request.query.token : '';
      const outcome = await options.emailVerifier.verify(token);
      const page = verificationResultPage(outcome, { assetsPath, continueUrl: options.afterEmailVerifiedUrl });
      return html(reply, outcome === 'verified' ? 200 : 400, page);
    },
  );
}
