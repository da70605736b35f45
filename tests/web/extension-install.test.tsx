// @vitest-environment jsdom
// "Get the extension" offers the build for the visitor's browser first and the other one beside it.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { ExtensionInstall } from '../../web/app/wallet/extension-install.js';
import { visitorBrowser } from '../../web/app/wallet/visitor-browser.js';

afterEach(cleanup);

const FIREFOX_ESR = 'Mozilla/5.0 (X11; Linux x86_64; rv:153.0) Gecko/20100101 Firefox/153.0';
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';
const EDGE = `${CHROME} Edg/142.0.0.0`;

describe('Arena Wallet download by browser', () => {
  it('reads Firefox from its user agent, and everything else as Chromium', () => {
    expect(visitorBrowser(FIREFOX_ESR)).toBe('firefox');
    expect(visitorBrowser(CHROME)).toBe('chrome');
    expect(visitorBrowser(EDGE)).toBe('chrome');
    expect(visitorBrowser('')).toBe('chrome');
  });

  it('in Firefox, leads with the .xpi and the temporary add-on steps, and offers the Chrome zip', () => {
    render(<ExtensionInstall browser="firefox" />);
    const main = screen.getByTestId('extension-download');
    expect(main.getAttribute('href')).toBe('/downloads/arena-wallet-firefox.xpi');
    // Firefox offers to install an add-on it is linked to; a download attribute would only save it.
    expect(main.hasAttribute('download')).toBe(false);
    expect(screen.getByTestId('install-steps-firefox').textContent).toContain('Load Temporary Add-on');
    const other = screen.getByTestId('extension-download-other');
    expect(other.getAttribute('href')).toBe('/downloads/arena-wallet-chrome.zip');
    expect(other.hasAttribute('download')).toBe(true);
  });

  it('in Chromium, leads with the zip and Load unpacked, and offers the Firefox add-on', () => {
    render(<ExtensionInstall browser="chrome" />);
    expect(screen.getByTestId('extension-download').getAttribute('href')).toBe('/downloads/arena-wallet-chrome.zip');
    expect(screen.getByTestId('install-steps-chrome').textContent).toContain('Load unpacked');
    expect(screen.getByTestId('extension-download-other').getAttribute('href')).toBe(
      '/downloads/arena-wallet-firefox.xpi',
    );
  });
});
