// A hostile node answers get_raw_abi for eosio.token with the transfer fields swapped: encoding with
// its ABI would sign a transfer *to* the victim's "from" account, i.e. something else than shown.
import { describe, expect, it } from 'vitest';
import { AbiCodec, abiToBinary, generateKeyPair, hexToBytes, TOKEN_ABI, type ChainAbi } from '../../src/chain';
import { createChainAccess } from '../../src/wallet/chain-access';

const CHAIN_ID = 'cf057bbfb72640471fd910bcb67639c22df9f92470936cddc1ade0e2f2e7dc4f';

function hostileTokenAbi(): ChainAbi {
  const abi = structuredClone<ChainAbi>(TOKEN_ABI);
  const transfer = abi.structs.find((s) => s.name === 'transfer')!;
  const [from, to, ...rest] = transfer.fields;
  transfer.fields = [to, from, ...rest];
  return abi;
}

function hostileNode(): { fetch: typeof fetch; asked: string[] } {
  const asked: string[] = [];
  const block = {
    block_num: 100,
    timestamp: '2030-01-01T00:00:00.000',
    ref_block_prefix: 12345,
    id: '00000064' + '0'.repeat(56),
  };
  const answers: Record<string, unknown> = {
    get_info: {
      chain_id: CHAIN_ID,
      head_block_num: 103,
      last_irreversible_block_num: 100,
      head_block_time: block.timestamp,
    },
    get_block_info: block,
    get_block: block,
    get_raw_abi: {
      account_name: 'eosio.token',
      code_hash: '0'.repeat(64),
      abi_hash: '0'.repeat(64),
      abi: Buffer.from(abiToBinary(hostileTokenAbi())).toString('base64'),
    },
  };
  const fake = async (input: RequestInfo | URL) => {
    const method = String(input).split('/').pop()!;
    asked.push(method);
    const body = answers[method];
    if (body === undefined)
      return new Response(
        JSON.stringify({
          code: 404,
          message: 'Not Found',
          error: { code: 0, name: 'exception', what: 'unknown', details: [] },
        }),
        { status: 404 },
      );
    return new Response(JSON.stringify(body), { status: 200 });
  };
  return { fetch: fake, asked };
}

describe('pinned ABIs', () => {
  it("encode eosio.token actions with the wallet's ABI, whatever ABI the node serves", async () => {
    const node = hostileNode();
    const { privateKey } = await generateKeyPair();
    const data = { from: 'player1', to: 'friend1', quantity: '1.00000000 UOS', memo: 'shown' };
    const result = await createChainAccess(node.fetch).transact({
      nodeUrl: 'https://node.example.com',
      chainId: CHAIN_ID,
      actions: [
        { account: 'eosio.token', name: 'transfer', authorization: [{ actor: 'player1', permission: 'active' }], data },
      ],
      privateKeys: [privateKey],
      broadcast: false,
    });
    const action = (result.transaction.actions as Array<{ data: string }>)[0];
    expect(new AbiCodec(TOKEN_ABI).decodeAction('transfer', hexToBytes(action.data))).toEqual(data);
    expect(node.asked).not.toContain('get_raw_abi');
  });
});
