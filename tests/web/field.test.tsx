// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { Field } from '../../src/ui/field.js';

afterEach(cleanup);

describe('Field', () => {
  it('labels its control and describes it by counter, hint and error, in that order', () => {
    render(
      <Field label="Motto" hint="Shown on your profile." error="Too long." counter={{ length: 40, max: 32 }}>
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByLabelText('Motto');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = (input.getAttribute('aria-describedby') ?? '').split(' ');
    expect(described).toHaveLength(3);
    const [counter, hint, error] = described.map((id) => document.getElementById(id));
    expect(counter?.textContent).toContain('40 / 32');
    expect(hint?.textContent).toBe('Shown on your profile.');
    expect(error?.textContent).toBe('Too long.');
    expect(error?.getAttribute('role')).toBe('alert');
  });

  it('uses the id it is given for the control', () => {
    render(
      <Field label="Email" id="owner-email">
        {(control) => <input {...control} />}
      </Field>,
    );
    expect(screen.getByLabelText('Email').id).toBe('owner-email');
  });
});
