// A minimal explorer view of the dev chain: GET /chain/transactions/:id shows one transaction (block,
// time, every action with its data) as plain HTML. Arena Wallet links its activity entries here.
import type { FastifyInstance } from 'fastify';
import { ChainError } from './chain-errors.js';
import type { DevChain } from './dev-chain.js';

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

interface TransactionRead {
  id: string;
  block_num: number;
  block_time: string;
  trx: {
    trx: {
      actions?: Array<{
        account: string;
        name: string;
        authorization: { actor: string; permission: string }[];
        data: unknown;
      }>;
    };
  };
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(title)}</title>
<style>body{font:15px system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem;
background:#0d1117;color:#e6edf3}
code,pre{font-family:ui-monospace,monospace;word-break:break-all;white-space:pre-wrap}a{color:#7cc4ff}
section{border:1px solid #30363d;border-radius:8px;padding:.75rem 1rem;margin:.75rem 0}</style></head>
<body>${body}</body></html>`;
}

export async function transactionPageRoutes(app: FastifyInstance, opts: { chain: DevChain }) {
  app.get<{ Params: { id: string } }>('/chain/transactions/:id', { schema: { hide: true } }, async (request, reply) => {
    const id = request.params.id.toLowerCase();
    reply.type('text/html; charset=utf-8');
    if (!/^[0-9a-f]{64}$/.test(id))
      return reply.code(400).send(page('Bad transaction id', '<h1>Not a transaction id</h1>'));
    let trx: TransactionRead;
    try {
      trx = (await opts.chain.handle('get_transaction', { id })) as TransactionRead;
    } catch (error) {
      // tx_not_found (3040011) answers 500 like nodeos' history plugin; bad input answers 4xx.
      if (error instanceof ChainError && (error.code === 3040011 || error.httpStatus < 500)) {
        return reply
          .code(404)
          .send(page('Transaction not found', `<h1>Transaction not found</h1><p><code>${id}</code></p>`));
      }
      throw error;
    }
    const actions = (trx.trx.trx.actions ?? []).map(
      (a) => `<section><strong>${escape(a.account)} :: ${escape(a.name)}</strong>
<div>authorized by ${escape(a.authorization.map((x) => `${x.actor}@${x.permission}`).join(', '))}</div>
<pre>${escape(JSON.stringify(a.data, null, 2))}</pre></section>`,
    );
    const body = `<h1>Transaction</h1><p><code data-testid="transaction-id">${id}</code></p>
<p>Block ${trx.block_num} · ${escape(trx.block_time)} UTC</p>${actions.join('')}
<p><a href="/v1/history/get_transaction?id=${id}">Raw JSON</a></p>`;
    return reply.send(page(`Transaction ${id.slice(0, 12)}…`, body));
  });
}
