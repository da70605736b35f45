// @vitest-environment jsdom
// Issue 26 §5.8: a locked prize pool (saved, published, escrowed) is shown to read: its rewards without the
// controls that change them, since those could do nothing; unlocked, the same form offers them.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { RewardsForm } from '../../../web/features/tournament-admin/components/prizepool-form.js';

afterEach(cleanup);

const reward = {
  ranks: { kind: 'FIRST' as const },
  uosAmount: '10.00000000',
  uniqs: [{ factoryId: '7', quantity: 1 }],
};

function renderForm(readOnly: boolean) {
  render(
    <RewardsForm
      name="prizepool"
      initial={[reward]}
      readOnly={readOnly}
      pending={false}
      error={null}
      factories={[{ id: '7', label: 'Trophy #7' }]}
      onSubmit={() => {}}
      emptyText="No rewards."
    />,
  );
}

const editingButtons = ['Add reward', 'Remove reward', 'Add Uniqs', 'Remove Uniq', 'Save section'];

describe('the prize pool form', () => {
  it('when locked, shows the rewards without controls that change them', () => {
    renderForm(true);
    expect(screen.getByText('Reward 1')).toBeTruthy();
    for (const name of editingButtons) expect(screen.queryByRole('button', { name })).toBeNull();
  });

  it('when editable, offers every control', () => {
    renderForm(false);
    for (const name of editingButtons) expect(screen.getByRole('button', { name })).toBeTruthy();
  });
});
