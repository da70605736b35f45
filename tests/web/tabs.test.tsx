// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Tabs } from '../../src/ui/tabs.js';

afterEach(cleanup);

function Harness() {
  const [selected, setSelected] = useState('a');
  return (
    <Tabs
      label="Sections"
      selectedId={selected}
      onSelect={setSelected}
      tabs={[
        { id: 'a', label: 'Alpha', panel: <p>Alpha panel</p> },
        { id: 'b', label: 'Beta', panel: <p>Beta panel</p> },
        { id: 'c', label: 'Gamma', panel: <p>Gamma panel</p> },
      ]}
    />
  );
}

describe('Tabs', () => {
  it('moves selection and focus with the arrow keys, Home and End, wrapping around', () => {
    render(<Harness />);
    const alpha = screen.getByRole('tab', { name: 'Alpha' });
    expect(alpha.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('Alpha panel');

    fireEvent.keyDown(alpha, { key: 'ArrowRight' });
    const beta = screen.getByRole('tab', { name: 'Beta' });
    expect(beta.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(beta);
    expect(screen.getByRole('tabpanel', { name: 'Beta' }).textContent).toBe('Beta panel');

    fireEvent.keyDown(beta, { key: 'End' });
    expect(screen.getByRole('tab', { name: 'Gamma' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Gamma' }), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Alpha' }));
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Alpha' }), { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { name: 'Gamma' }).getAttribute('aria-selected')).toBe('true');
  });

  it('keeps only the selected tab in the tab order', () => {
    render(<Harness />);
    const tabIndexes = screen.getAllByRole('tab').map((tab) => tab.getAttribute('tabindex'));
    expect(tabIndexes).toEqual(['0', '-1', '-1']);
  });
});
