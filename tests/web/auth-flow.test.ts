// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_STORAGE_KEYS } from '../../src/contract/auth.js';
import { completeSignIn, decideAuthStart, withoutAuthParams } from '../../web/app/session/auth-flow.js';
import { saveReturnPath, takeReturnPath } from '../../web/app/session/return-path.js';
import { clearTokens, getTokens, updateTokens } from '../../web/app/session/token-store.js';
import { isLoginRoute } from '../../web/paths.js';

const url = (pathAndQuery: string) => new URL(pathAndQuery, 'http://localhost:3000');

describe('decideAuthStart', () => {
  it('exchanges a code whether or not session_state is present', () => {
    expect(
      decideAuthStart({
        url: url('/?code=abc&state=s&session_state=x'),
        hasAuthorization: false,
        desktopClient: false,
      }),
    ).toEqual({
      kind: 'exchange-code',
      code: 'abc',
      state: 's',
    });
    expect(decideAuthStart({ url: url('/?code=abc&state=s'), hasAuthorization: true, desktopClient: false })).toEqual({
      kind: 'exchange-code',
      code: 'abc',
      state: 's',
    });
  });

  it('refuses a code that came back without a state instead of exchanging it (login CSRF)', () => {
    for (const address of [
      '/?code=attacker-code',
      '/my-profile?code=attacker-code&session_state=x',
      '/?code=c&state=',
    ]) {
      expect(decideAuthStart({ url: url(address), hasAuthorization: false, desktopClient: false })).toEqual({
        kind: 'sign-in-refused',
      });
    }
  });

  it('sends a visitor without a session to sign in on login routes only', () => {
    for (const path of [
      '/my-profile',
      '/my-organization',
      '/admin-management',
      '/create-tournament/7',
      '/create-leaderboard/x',
    ]) {
      expect(decideAuthStart({ url: url(path), hasAuthorization: false, desktopClient: false }).kind).toBe(
        'redirect-to-login',
      );
    }
    for (const path of [
      '/',
      '/tournaments',
      '/tournaments/3',
      '/profile/u1',
      '/leaderboards',
      '/leaderboards/9',
      '/legal',
      '/no-such-page',
      '/create-tournament',
    ]) {
      expect(decideAuthStart({ url: url(path), hasAuthorization: false, desktopClient: false }).kind).toBe('ready');
    }
  });

  it('does not redirect when a session exists or inside the desktop client', () => {
    expect(decideAuthStart({ url: url('/my-profile'), hasAuthorization: true, desktopClient: false }).kind).toBe(
      'ready',
    );
    expect(decideAuthStart({ url: url('/my-profile'), hasAuthorization: false, desktopClient: true }).kind).toBe(
      'ready',
    );
  });

  it('reports a provider error that came back instead of a code', () => {
    expect(
      decideAuthStart({
        url: url('/?error=access_denied&iss=http%3A%2F%2Flocalhost%3A3000%2Fidp'),
        hasAuthorization: false,
        desktopClient: false,
      }),
    ).toEqual({
      kind: 'sign-in-failed',
      error: 'access_denied',
    });
  });
});

describe('withoutAuthParams', () => {
  it('removes code, session_state, state and iss and keeps everything else', () => {
    expect(withoutAuthParams(url('/tournaments?game=cs2&code=a&session_state=b&state=c&iss=http%3A%2F%2Fx#top'))).toBe(
      '/tournaments?game=cs2#top',
    );
    expect(withoutAuthParams(url('/?code=a&state=c'))).toBe('/');
  });
});

describe('isLoginRoute', () => {
  it('treats trailing slashes alike', () => {
    expect(isLoginRoute('/my-profile/')).toBe(true);
    expect(isLoginRoute('/my-profile-other')).toBe(false);
  });
});

describe('completeSignIn', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    clearTokens();
  });

  const tokens = { access_token: 'access-1', refresh_token: 'refresh-1', id_token: 'id-1' };

  it('stores the three tokens under the SPEC keys and returns to the saved page', async () => {
    saveReturnPath('/my-profile?tab=user-info');
    const exchangeCode = vi.fn().mockResolvedValue(tokens);
    const destination = await completeSignIn('the-code', 's', url('/?code=the-code&state=s'), {
      exchangeCode,
      updateTokens,
      takeReturnPath,
    });
    expect(exchangeCode).toHaveBeenCalledWith('the-code', 's');
    expect(localStorage.getItem(AUTH_STORAGE_KEYS.authorization)).toBe('access-1');
    expect(localStorage.getItem(AUTH_STORAGE_KEYS.refreshToken)).toBe('refresh-1');
    expect(localStorage.getItem(AUTH_STORAGE_KEYS.idToken)).toBe('id-1');
    expect(getTokens()).toEqual({ authorization: 'access-1', refreshToken: 'refresh-1', idToken: 'id-1' });
    expect(destination).toBe('/my-profile?tab=user-info');
    // The saved page is used once.
    expect(takeReturnPath()).toBeNull();
  });

  it('without a saved page stays on the current page minus the provider parameters, the root meaning tournaments', async () => {
    const exchangeCode = vi.fn().mockResolvedValue(tokens);
    expect(
      await completeSignIn('c', 's', url('/?code=c&state=s&session_state=x&iss=i'), {
        exchangeCode,
        updateTokens,
        takeReturnPath,
      }),
    ).toBe('/tournaments');
    expect(
      await completeSignIn('c', 's', url('/legal?code=c&state=s'), { exchangeCode, updateTokens, takeReturnPath }),
    ).toBe('/legal');
  });

  it('ignores a saved path that points to another site', async () => {
    sessionStorage.setItem('arena.returnPath', '//evil.example/steal');
    const exchangeCode = vi.fn().mockResolvedValue(tokens);
    expect(await completeSignIn('c', 's', url('/?code=c'), { exchangeCode, updateTokens, takeReturnPath })).toBe(
      '/tournaments',
    );
  });

  it('stores nothing when the exchange fails', async () => {
    const exchangeCode = vi.fn().mockRejectedValue(new Error('bad code'));
    await expect(
      completeSignIn('c', 's', url('/?code=c'), { exchangeCode, updateTokens, takeReturnPath }),
    ).rejects.toThrow('bad code');
    expect(localStorage.getItem(AUTH_STORAGE_KEYS.authorization)).toBeNull();
  });
});

describe('token store', () => {
  beforeEach(() => {
    localStorage.clear();
    clearTokens();
  });

  it('keeps the bare access token when the server sends "Bearer …", and clearing removes all three keys', () => {
    updateTokens({ authorization: 'Bearer abc', refreshToken: 'r', idToken: 'i' });
    expect(localStorage.getItem(AUTH_STORAGE_KEYS.authorization)).toBe('abc');
    updateTokens({ refreshToken: 'r2' });
    expect(getTokens()).toEqual({ authorization: 'abc', refreshToken: 'r2', idToken: 'i' });
    clearTokens();
    expect([
      localStorage.getItem('authorization'),
      localStorage.getItem('refreshToken'),
      localStorage.getItem('idToken'),
    ]).toEqual([null, null, null]);
  });
});
