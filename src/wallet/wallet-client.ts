// How the popup and approval pages call the background: one function, typed by ProtocolMap.
import { browser } from 'wxt/browser';
import type { MessageEnvelope, MessageName, MessageParams, MessageReply, MessageResult } from './message-protocol';

export async function callWallet<N extends MessageName>(name: N, params: MessageParams<N>): Promise<MessageResult<N>> {
  const envelope: MessageEnvelope<N> = { arenaWallet: 1, name, params };
  const reply = await browser.runtime.sendMessage<MessageEnvelope<N>, MessageReply<N> | undefined>(envelope);
  if (!reply) throw new Error('Arena Wallet did not answer');
  if (!reply.ok) throw new Error(reply.error);
  return reply.result;
}
