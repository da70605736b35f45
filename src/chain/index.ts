// The only door to the chain for the rest of Arena (web, wallet, server): names, assets, keys,
// signatures, ABIs, action builders, the RPC client and transact. Nothing outside src/chain imports eosjs.
export { CONTRACTS, type ActionInput, type Authorization } from './contracts';
export { encodeName, decodeName, isValidName, isValidAccountName } from './names';
export {
  parseAsset,
  formatAsset,
  uosAsset,
  parseUosAsset,
  symbolCodeValue,
  symbolValue,
  symbolCodeFromValue,
  encodeAsset,
  decodeAsset,
  type Asset,
} from './assets';
export {
  generateKeyPair,
  publicKeyOf,
  toLegacyPublicKey,
  toPrivateKeyK1,
  normalizePublicKey,
  isValidPrivateKey,
  isValidPublicKey,
  publicKeyBytes,
  publicKeyFromBytes,
} from './keys';
export {
  signMessage,
  recoverMessageSigner,
  messageDigest,
  signDigest,
  recoverDigestSigner,
  recoverDigestSignerBytes,
  verifyDigestSignature,
  isCanonicalSignature,
  signatureBytes,
  signatureFromBytes,
} from './signatures';
export { transactionId, signingDigest, signingPreimage } from './digests';
export { blockNumFromId, refBlockNum, refBlockPrefix } from './tapos';
export { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
export {
  AbiCodec,
  abiToBinary,
  binaryToAbi,
  packTransaction,
  unpackTransaction,
  unpackContextFreeData,
  type ChainAbi,
  type TransactionJson,
  type PackedAction,
} from './abi-codec';
export { TOKEN_ABI } from './token-abi';
export { NFT_ABI } from './nft-abi';
export {
  transferUos,
  createFactory,
  issueUniqs,
  transferUniqs,
  burnUniqs,
  type CreateFactoryInput,
  type IssueUniqsInput,
} from './action-builders';
export { ChainRpcError } from './chain-rpc-error';
export {
  ChainClient,
  type ChainInfo,
  type AccountInfo,
  type PermissionInfo,
  type AuthorizerEntry,
  type TableQuery,
  type PushTransactionArgs,
  type AccountTransaction,
} from './chain-client';
export {
  transact,
  Transactor,
  type TransactOptions,
  type TransactResult,
  type TaposFields,
  type TransactorOptions,
} from './transact';
export { KeySignatureProvider } from './key-signature-provider';
export type { TokenRow, FactoryRow, BalanceRow, CurrencyStatsRow, ResaleShare } from './table-rows';
