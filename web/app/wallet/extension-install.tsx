// How to install Arena Wallet, for the visitor's browser first, with the other browser's build one link away
// (someone may be downloading it for another machine). Used by "Get the extension" and the profile's
// wallet panel. Neither build is in a store yet; Firefox release builds only install add-ons Mozilla signed,
// so in Firefox the add-on is loaded as a temporary add-on, or installed for good where Firefox allows
// unsigned add-ons (ESR, Developer Edition, Nightly).
import type { ExtensionBrowser } from '../../../src/wallet/extension-downloads.js';
import { downloads } from '../../paths.js';
import { visitorBrowser } from './visitor-browser.js';

const BUILDS: Record<ExtensionBrowser, { href: string; label: string; browsers: string }> = {
  chrome: {
    href: downloads.walletExtension,
    label: 'Download Arena Wallet for Chrome (.zip)',
    browsers: 'Chrome, Edge, Brave or Chromium',
  },
  firefox: {
    href: downloads.walletExtensionFirefox,
    label: 'Download Arena Wallet for Firefox (.xpi)',
    browsers: 'Firefox',
  },
};

function Steps({ browser, className }: { browser: ExtensionBrowser; className?: string }) {
  if (browser === 'firefox') {
    return (
      <ol className={className} data-testid="install-steps-firefox">
        <li>Download the add-on (.xpi).</li>
        <li>
          Open <code>about:debugging#/runtime/this-firefox</code>, choose <strong>Load Temporary Add-on…</strong> and
          pick the .xpi (Firefox keeps it until it restarts). In Firefox ESR, Developer Edition or Nightly you can
          install it for good instead: set <code>xpinstall.signatures.required</code> to false in{' '}
          <code>about:config</code>, then open the .xpi.
        </li>
        <li>Open Arena Wallet from the toolbar's extensions menu and create or import a wallet.</li>
      </ol>
    );
  }
  return (
    <ol className={className} data-testid="install-steps-chrome">
      <li>Download the extension and unzip it into a folder you keep.</li>
      <li>
        Open <code>chrome://extensions</code>, switch on <strong>Developer mode</strong>, choose{' '}
        <strong>Load unpacked</strong> and select the unzipped folder.
      </li>
      <li>Pin Arena Wallet to the toolbar, open it and create or import a wallet.</li>
    </ol>
  );
}

export function ExtensionInstall(props: {
  stepsClassName?: string;
  downloadClassName?: string;
  browser?: ExtensionBrowser;
}) {
  const browser = props.browser ?? visitorBrowser();
  const other: ExtensionBrowser = browser === 'firefox' ? 'chrome' : 'firefox';
  return (
    <>
      <p>Install it in {BUILDS[browser].browsers} like this:</p>
      <Steps browser={browser} className={props.stepsClassName} />
      <p>
        {/* No `download` attribute on the .xpi: Firefox offers to install an add-on it is linked to. */}
        <a
          className={props.downloadClassName}
          href={BUILDS[browser].href}
          download={browser === 'chrome' ? true : undefined}
          data-testid="extension-download"
        >
          {BUILDS[browser].label}
        </a>
      </p>
      <p>
        Using {BUILDS[other].browsers}?{' '}
        <a
          href={BUILDS[other].href}
          download={other === 'chrome' ? true : undefined}
          data-testid="extension-download-other"
        >
          {BUILDS[other].label}
        </a>
      </p>
    </>
  );
}
