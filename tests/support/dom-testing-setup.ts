// The component suites wait for what a render brings (findBy…, waitFor). Testing Library gives up after 1 s by default,
// which a loaded CI machine (two test files and their servers per core) can exceed without anything being wrong; the
// waits end as soon as the element is there, so a longer limit costs a passing run nothing. Only the files that run
// in jsdom load Testing Library here; the pure suites stay as light as they were.
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 10_000 });
}

export {};
