// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Select } from '../../src/ui/select.js';

afterEach(cleanup);

type Status = '' | 'ACTIVE' | 'COMPLETE';
const OPTIONS = [
  { value: '', label: 'Any status' },
  { value: 'ACTIVE', label: 'Active' },
  { value: 'COMPLETE', label: 'Complete' },
] as const;

function Harness({ error, hint }: { error?: string; hint?: string }) {
  const [value, setValue] = useState<Status>('');
  return (
    <>
      <Select
        label="Status"
        name="status"
        value={value}
        options={OPTIONS}
        onValueChange={setValue}
        {...{ error, hint }}
      />
      <output>{value || 'any'}</output>
    </>
  );
}

describe('Select', () => {
  it('is labelled, lists its options in order and reports the chosen value', () => {
    render(<Harness />);
    const select = screen.getByLabelText<HTMLSelectElement>('Status');
    expect(select.name).toBe('status');
    expect([...select.options].map((option) => option.textContent)).toEqual(['Any status', 'Active', 'Complete']);
    expect(select.value).toBe('');
    fireEvent.change(select, { target: { value: 'COMPLETE' } });
    expect(screen.getByText('COMPLETE')).toBeTruthy();
    expect(screen.getByLabelText<HTMLSelectElement>('Status').value).toBe('COMPLETE');
  });

  it('ties its hint and its error to the control and marks it invalid', () => {
    render(<Harness hint="Only this season." error="Choose a status." />);
    const select = screen.getByLabelText('Status');
    const error = screen.getByRole('alert');
    expect(error.textContent).toBe('Choose a status.');
    expect(select.getAttribute('aria-invalid')).toBe('true');
    const described = select.getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(described).toContain(error.id);
    expect(described.map((id) => document.getElementById(id)?.textContent)).toContain('Only this season.');
  });

  it('without an error is neither invalid nor described', () => {
    render(<Harness />);
    const select = screen.getByLabelText('Status');
    expect(select.getAttribute('aria-invalid')).toBeNull();
    expect(select.getAttribute('aria-describedby')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('passes the select element its other attributes (disabled)', () => {
    render(
      <Select label="Game" value="1" options={[{ value: '1', label: 'Game 1' }]} onValueChange={() => {}} disabled />,
    );
    expect(screen.getByLabelText<HTMLSelectElement>('Game').disabled).toBe(true);
  });
});
