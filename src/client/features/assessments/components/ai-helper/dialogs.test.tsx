import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { IdeasDialog } from './ideas-dialog';
import { ImproveDialog } from './improve-dialog';

function IdeasHarness({ onApply }: { onApply: (chosen: string[]) => void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button onClick={() => setOpen(true)}>reopen</button>
      <IdeasDialog
        open={open}
        onOpenChange={setOpen}
        fieldLabel="What problem are you solving?"
        ideas={['Idea A', 'Idea B', 'Idea C']}
        rationale="Because."
        onApply={onApply}
      />
    </>
  );
}

describe('the ideas dialog', () => {
  it('selects all, clears all, and applies only the chosen ideas', () => {
    const applied: string[][] = [];
    render(<IdeasHarness onApply={(c) => applied.push(c)} />);
    const apply = screen.getByRole('button', { name: 'Apply Selected' });
    expect(apply).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Select all' }));
    expect(screen.getAllByRole('checkbox').every((c) => (c as HTMLInputElement).checked)).toBe(
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(apply).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByLabelText('Idea A'));
    fireEvent.click(screen.getByLabelText('Idea C'));
    fireEvent.click(apply);
    expect(applied).toEqual([['Idea A', 'Idea C']]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('resets the selection when it closes', () => {
    render(<IdeasHarness onApply={() => undefined} />);
    fireEvent.click(screen.getByLabelText('Idea B'));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('button', { name: 'reopen' }));
    expect(screen.getAllByRole('checkbox').some((c) => (c as HTMLInputElement).checked)).toBe(
      false,
    );
  });
});

describe('the improve dialog', () => {
  it('applies the one chosen rewrite', () => {
    const applied: string[] = [];
    render(
      <ImproveDialog
        open
        onOpenChange={() => undefined}
        fieldLabel="Solution"
        rationale=""
        options={[
          { style: 'Concise', text: 'Short.' },
          { style: 'Detailed', text: 'Long and specific.' },
          { style: 'Compelling', text: 'Bold.' },
        ]}
        onApply={(t) => applied.push(t)}
      />,
    );
    const apply = screen.getByRole('button', { name: 'Apply Selected' });
    expect(apply).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('radio', { name: /Detailed/ }));
    fireEvent.click(apply);
    expect(applied).toEqual(['Long and specific.']);
  });
});
