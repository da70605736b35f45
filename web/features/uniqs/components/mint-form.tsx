// Mint Uniqs of one of the organization's factories to any account: the organization's own (for prizes and
// tickets) or a player's. Signed in the wallet by the factory's manager.
import { useState, type FormEvent } from 'react';
import { Button } from '../../../../src/ui/button.js';
import { Select } from '../../../../src/ui/select.js';
import { TextInput } from '../../../../src/ui/text-input.js';
import { walletRejectionText } from '../../../app/wallet/ultra-window.js';
import { useOrganizationFactories } from '../api/get-organization-factories.js';
import { useMintUniqs } from '../api/mint-uniqs.js';
import * as styles from './uniqs.css.js';

const ACCOUNT = /^[a-z1-5.]{1,12}$/;

export function MintForm({ organizationId, managerAccount }: { organizationId: string; managerAccount: string }) {
  const factories = useOrganizationFactories(organizationId);
  const mint = useMintUniqs(organizationId);
  const [factoryId, setFactoryId] = useState('');
  const [to, setTo] = useState(managerAccount);
  const [amount, setAmount] = useState('1');
  const mine = (factories.data ?? []).filter((factory) => factory.assetCreator === managerAccount);
  if (mine.length === 0) return null;
  const selected = factoryId || String(mine[0].chainFactoryId);
  const amountNumber = Number(amount);
  const valid = ACCOUNT.test(to) && Number.isInteger(amountNumber) && amountNumber >= 1 && amountNumber <= 1000;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    mint.mutate({ manager: managerAccount, factoryId: Number(selected), to, amount: amountNumber });
  };

  return (
    <form className={styles.form} onSubmit={submit} aria-labelledby="mint-title" data-testid="mint-form">
      <h3 id="mint-title" className={styles.heading}>
        Mint Uniqs
      </h3>
      <div className={styles.row}>
        <Select
          label="Factory"
          name="factory"
          value={selected}
          options={mine.map((factory) => ({
            value: String(factory.chainFactoryId),
            label: `#${factory.chainFactoryId} ${factory.name}`,
          }))}
          onValueChange={setFactoryId}
        />
        <TextInput
          label="To account"
          name="mintTo"
          value={to}
          onValueChange={(value) => setTo(value.toLowerCase())}
          maxLength={12}
          error={to && !ACCOUNT.test(to) ? 'Invalid value' : undefined}
        />
        <TextInput label="Amount" name="mintAmount" value={amount} onValueChange={setAmount} inputMode="numeric" />
        <Button type="submit" disabled={!valid || mint.isPending}>
          {mint.isPending ? 'Confirm in your wallet…' : 'Mint'}
        </Button>
      </div>
      {mint.isError ? (
        <p className={styles.error} role="alert">
          {walletRejectionText(mint.error)}
        </p>
      ) : null}
      {mint.isSuccess ? (
        <p className={styles.success} role="status">
          Minted. Transaction {mint.data.slice(0, 12)}…
        </p>
      ) : null}
    </form>
  );
}
