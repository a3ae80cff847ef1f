import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from '@/components/ui/accordion';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Field, Input } from '@/components/ui/field';
import { Progress } from '@/components/ui/progress';

describe('design-system primitives', () => {
  it('a button never submits a form by accident', () => {
    render(<Button>Save</Button>);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('type', 'button');
  });

  it('a field labels its control and announces its error with it', () => {
    render(
      <Field label="Email" hint="We never share it." error="Please enter a valid email address">
        {(control) => <Input type="email" {...control} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription(
      'Please enter a valid email address We never share it.',
    );
  });

  it('a field without an error is valid', () => {
    render(<Field label="Name">{(control) => <Input {...control} />}</Field>);
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeValid();
  });

  it('a progress bar reads out its value in words', () => {
    render(<Progress label="Guide progress" value={2} max={4} valueText="2 of 4 completed" />);
    const bar = screen.getByRole('progressbar', { name: 'Guide progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '2');
    expect(bar).toHaveAttribute('aria-valuetext', '2 of 4 completed');
  });

  it('an accordion keeps one item open, and clicking the open one closes it', async () => {
    const user = userEvent.setup();
    render(
      <Accordion type="single" collapsible>
        <AccordionItem value="a">
          <AccordionTrigger>Is it free?</AccordionTrigger>
          <AccordionContent>Yes, during the beta.</AccordionContent>
        </AccordionItem>
        <AccordionItem value="b">
          <AccordionTrigger>Can I delete my data?</AccordionTrigger>
          <AccordionContent>At any time.</AccordionContent>
        </AccordionItem>
      </Accordion>,
    );
    const first = screen.getByRole('button', { name: 'Is it free?' });
    const second = screen.getByRole('button', { name: 'Can I delete my data?' });

    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    await user.click(second);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(second).toHaveAttribute('aria-expanded', 'true');
    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'false');
  });

  it('a dialog takes focus, closes on Escape, and gives focus back', async () => {
    const user = userEvent.setup();
    function Example() {
      const [open, setOpen] = useState(false);
      return (
        <Dialog open={open} onOpenChange={setOpen}>
          <DialogTrigger asChild>
            <Button>Open details</Button>
          </DialogTrigger>
          <DialogContent>
            <DialogHeader>
              <DialogTitle>Idea details</DialogTitle>
              <DialogDescription>Everything about this idea.</DialogDescription>
            </DialogHeader>
            <Button>Inside</Button>
          </DialogContent>
        </Dialog>
      );
    }
    render(<Example />);
    const trigger = screen.getByRole('button', { name: 'Open details' });
    await user.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'Idea details' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });
});
