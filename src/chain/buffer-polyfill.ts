// eosjs reaches for a global Buffer (missing in browsers and MV3 service workers); every module of
// src/chain that touches eosjs imports this file first so the global exists before eosjs runs.
import { Buffer } from 'buffer';

const scope = globalThis as { Buffer?: unknown };
scope.Buffer ??= Buffer;

export {};
