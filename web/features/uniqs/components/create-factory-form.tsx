// Create a Uniq factory (SPEC §3): texts, images (square required; main, background and up to 8 media),
// minimum resale price in UOS, resale beneficiaries (at most 70% together), max mintable tokens. The server
// validates (formFieldErrors shown inline); the create.b transaction is signed in the wallet.
import { useState, type FormEvent } from 'react';
import { Button } from '../../../../src/ui/button.js';
import { TextInput } from '../../../../src/ui/text-input.js';
import { TextArea } from '../../../../src/ui/text-area.js';
import { UNIQ_DESCRIPTION_MAX, UNIQ_MEDIA_SLOTS, UNIQ_TEXT_MAX } from '../../../../src/contract/uniqs.js';
import { isApiError } from '../../../app/api/api-error.js';
import { walletRejectionText, isUltraRejection } from '../../../app/wallet/ultra-window.js';
import { useCreateFactory } from '../api/create-factory.js';
import * as styles from './uniqs.css.js';

interface Beneficiary {
  account: string;
  sharePercent: string;
}

const ACCEPT_IMAGES = 'image/png,image/jpeg,image/gif';

export function CreateFactoryForm({ organizationId }: { organizationId: string }) {
  const [fields, setFields] = useState({
    name: '',
    subname: '',
    author: '',
    description: '',
    minimumResalePrice: '',
    maxMintableTokens: '',
  });
  const [beneficiaries, setBeneficiaries] = useState<Beneficiary[]>([]);
  const [files, setFiles] = useState<{ square?: File; main?: File; background?: File; media: File[] }>({ media: [] });
  const create = useCreateFactory(organizationId);
  const errors = create.error && isApiError(create.error) ? (create.error.formFieldErrors ?? {}) : {};
  const set = (name: keyof typeof fields) => (value: string) => setFields((current) => ({ ...current, [name]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const beneficiaryList = beneficiaries
      .filter((b) => b.account.trim() !== '')
      .map((b) => ({ account: b.account.trim(), sharePercent: Number(b.sharePercent) }));
    create.mutate(
      {
        fields: { ...fields, resaleBeneficiaries: beneficiaryList.length > 0 ? JSON.stringify(beneficiaryList) : '' },
        ...files,
      },
      {
        onSuccess: () => {
          setFields({
            name: '',
            subname: '',
            author: '',
            description: '',
            minimumResalePrice: '',
            maxMintableTokens: '',
          });
          setBeneficiaries([]);
          setFiles({ media: [] });
        },
      },
    );
  };

  return (
    <form
      className={styles.form}
      onSubmit={submit}
      aria-labelledby="create-factory-title"
      data-testid="create-factory-form"
    >
      <h3 id="create-factory-title" className={styles.heading}>
        New Uniq factory
      </h3>
      <div className={styles.formGrid}>
        <TextInput
          label="Name"
          name="name"
          value={fields.name}
          onValueChange={set('name')}
          maxLength={UNIQ_TEXT_MAX}
          error={errors.name}
          required
        />
        <TextInput
          label="Subname"
          name="subname"
          value={fields.subname}
          onValueChange={set('subname')}
          maxLength={UNIQ_TEXT_MAX}
          error={errors.subname}
        />
        <TextInput
          label="Author"
          name="author"
          value={fields.author}
          onValueChange={set('author')}
          maxLength={UNIQ_TEXT_MAX}
          hint="Defaults to Arena"
          error={errors.author}
        />
        <TextInput
          label="Minimum resale price (UOS)"
          name="minimumResalePrice"
          value={fields.minimumResalePrice}
          onValueChange={set('minimumResalePrice')}
          inputMode="decimal"
          error={errors.minimumResalePrice}
        />
        <TextInput
          label="Max mintable tokens"
          name="maxMintableTokens"
          value={fields.maxMintableTokens}
          onValueChange={set('maxMintableTokens')}
          inputMode="numeric"
          hint="Empty means unlimited"
          error={errors.maxMintableTokens}
        />
      </div>
      <TextArea
        label="Description"
        name="description"
        value={fields.description}
        onValueChange={set('description')}
        maxLength={UNIQ_DESCRIPTION_MAX}
        error={errors.description}
      />

      <fieldset className={styles.stack} style={{ border: 0, padding: 0, margin: 0 }}>
        <legend className={styles.muted}>Resale beneficiaries (together at most 70%)</legend>
        {beneficiaries.map((beneficiary, index) => (
          <div className={styles.row} key={index}>
            <TextInput
              label="Account"
              value={beneficiary.account}
              onValueChange={(value) =>
                setBeneficiaries((list) => list.map((b, i) => (i === index ? { ...b, account: value } : b)))
              }
              maxLength={12}
              error={errors[`beneficiaries.${index}.account`]}
            />
            <TextInput
              label="Share %"
              value={beneficiary.sharePercent}
              onValueChange={(value) =>
                setBeneficiaries((list) => list.map((b, i) => (i === index ? { ...b, sharePercent: value } : b)))
              }
              inputMode="decimal"
              error={errors[`beneficiaries.${index}.sharePercent`]}
            />
            <Button
              variant="ghost"
              size="sm"
              onClick={() => setBeneficiaries((list) => list.filter((_, i) => i !== index))}
            >
              Remove
            </Button>
          </div>
        ))}
        {errors.beneficiaries ? (
          <p className={styles.error} role="alert">
            {errors.beneficiaries}
          </p>
        ) : null}
        <div>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => setBeneficiaries((list) => [...list, { account: '', sharePercent: '' }])}
          >
            Add beneficiary
          </Button>
        </div>
      </fieldset>

      <div className={styles.formGrid}>
        {(['square', 'main', 'background'] as const).map((slot) => (
          <label key={slot} className={styles.fileLabel}>
            {slot === 'square' ? 'Square image (required)' : slot === 'main' ? 'Main image' : 'Background image'}
            <input
              type="file"
              name={slot}
              accept={ACCEPT_IMAGES}
              onChange={(event) => setFiles((current) => ({ ...current, [slot]: event.target.files?.[0] }))}
            />
            {errors[slot] ? (
              <span className={styles.error} role="alert">
                {errors[slot]}
              </span>
            ) : null}
          </label>
        ))}
        <label className={styles.fileLabel}>
          Media (up to {UNIQ_MEDIA_SLOTS}: png, jpg, gif or mp4)
          <input
            type="file"
            name="media"
            multiple
            accept={`${ACCEPT_IMAGES},video/mp4`}
            onChange={(event) =>
              setFiles((current) => ({
                ...current,
                media: Array.from(event.target.files ?? []).slice(0, UNIQ_MEDIA_SLOTS),
              }))
            }
          />
          {errors.media ? (
            <span className={styles.error} role="alert">
              {errors.media}
            </span>
          ) : null}
        </label>
      </div>

      <div className={styles.row}>
        <Button type="submit" disabled={create.isPending || fields.name.trim() === ''}>
          {create.isPending ? 'Confirm in your wallet…' : 'Create factory'}
        </Button>
      </div>
      {create.isError && isUltraRejection(create.error) ? (
        <p className={styles.error} role="alert">
          {walletRejectionText(create.error)}
        </p>
      ) : null}
      {create.isSuccess ? (
        <p className={styles.success} role="status">
          Factory #{create.data.chainFactoryId} is on chain.
        </p>
      ) : null}
    </form>
  );
}
