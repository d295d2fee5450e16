import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Button } from './Button.tsx';
import { Dialog } from './Dialog.tsx';

function Page({ initiallyOpen = false }: { initiallyOpen?: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <Button onClick={() => setOpen(true)}>申请合作</Button>
      <Dialog open={open} onOpenChange={setOpen} title="申请合作" returnFocus>
        <p>合作说明</p>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('a closed dialog costs the page nothing: drawn once, with no second render before it paints', () => {
    const commits: string[] = [];
    render(
      <Profiler id="page" onRender={(_id, phase) => commits.push(phase)}>
        <Page />
      </Profiler>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(commits).toEqual(['mount']);
  });

  it('opens, closes with Esc giving focus back to its button, and opens again', async () => {
    const user = userEvent.setup();
    render(<Page />);
    const opener = screen.getByRole('button', { name: '申请合作' });
    await user.click(opener);
    expect(screen.getByRole('dialog', { name: '申请合作' }).textContent).toContain('合作说明');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    await user.click(opener);
    expect(screen.getAllByRole('dialog', { name: '申请合作' })).toHaveLength(1);
  });

  it('a dialog open from the start is drawn at once', () => {
    render(<Page initiallyOpen />);
    expect(screen.getAllByRole('dialog', { name: '申请合作' })).toHaveLength(1);
  });
});
