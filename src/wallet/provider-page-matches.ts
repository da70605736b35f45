// Pages that get `window.ultra`. Match patterns without a port match every port; localhost and
// 127.0.0.1 are different hosts, so both are listed (TOOLCHAIN.md). Plain http elsewhere is left out,
// like the store build of Ultra Wallet.
export const PROVIDER_PAGE_MATCHES = ['http://localhost/*', 'http://127.0.0.1/*', 'https://*/*'];
