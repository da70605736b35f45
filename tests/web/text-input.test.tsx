// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { TextInput } from '../../src/ui/text-input.js';

afterEach(cleanup);

function Harness({ error }: { error?: string }) {
  const [value, setValue] = useState('Ada');
  return <TextInput label="Nickname" value={value} onValueChange={setValue} maxLength={32} error={error} />;
}

describe('TextInput', () => {
  it('is labelled and counts characters as the user types', () => {
    render(<Harness />);
    const input = screen.getByLabelText<HTMLInputElement>('Nickname');
    expect(screen.getByText('3 / 32')).toBeTruthy();
    fireEvent.change(input, { target: { value: 'AdaLovelace' } });
    expect(screen.getByText('11 / 32')).toBeTruthy();
    expect(screen.getByText('21 characters left')).toBeTruthy();
    expect(input.maxLength).toBe(32);
  });

  it('shows an inline error tied to the field', () => {
    render(<Harness error="Field must have at least 3 characters." />);
    const input = screen.getByLabelText('Nickname');
    const error = screen.getByRole('alert');
    expect(error.textContent).toBe('Field must have at least 3 characters.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(error.id);
  });
});
