// A free loopback port for a server a test starts. It is drawn below the kernel's ephemeral range (32768–60999 on
// Linux), which the OS hands out both for `listen(0)` and as the source port of every outgoing connection: a port
// taken from that range and released could be reused by a PostgreSQL or HTTP client socket before the server binds
// it (EADDRINUSE, seen once in five CI runs). Two suites can still draw the same number, so callers that bind later
// retry with another port (see startTestServer).
import { createServer } from 'node:net';

const lowest = 20_000;
const highest = 32_000;

function bindable(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.unref();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const port = lowest + Math.floor(Math.random() * (highest - lowest));
    if (await bindable(port)) return port;
  }
  throw new Error(`no free loopback port between ${lowest} and ${highest} after 50 draws`);
}

/** True when an error is the bind refusal that a port taken meanwhile gives. */
export function isAddressInUse(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | undefined)?.code === 'EADDRINUSE';
}
