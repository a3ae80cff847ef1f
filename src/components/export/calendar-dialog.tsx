import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Field, Input } from '@/components/ui/field';
import { EXPORT_STEP_MINUTES_DEFAULT } from '@/config/constants';
import { isValidDay, isValidPlan, toCalendar, type CalendarPlan } from '@/lib/export/calendar';
import {
  fileNameFor,
  startHereAhead,
  unfinishedSteps,
  type ExportDocument,
} from '@/lib/export/document';
import { saveFile } from '@/lib/save-file';

const pad = (value: number) => String(value).padStart(2, '0');

/** Tomorrow on this device's calendar, as `YYYY-MM-DD`. */
function tomorrow(now = new Date()): string {
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

interface CalendarDialogProps {
  document: ExportDocument;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** What goes into the calendar: 'Start here' (while not done) first, then the unfinished steps. */
function calendarWords(remaining: number, startHere: boolean): string {
  const hours = 'within the hours you choose.';
  const steps =
    remaining === 1
      ? `Your unfinished step goes into your calendar, ${hours}`
      : `Your ${remaining} unfinished steps go into your calendar one after another, ${hours}`;
  return startHere ? `'Start here' comes first. ${steps}` : steps;
}

/** 'Download calendar (.ics)': asks from which day and between which hours to place the steps. */
export function CalendarDialog({ document, open, onOpenChange }: CalendarDialogProps) {
  const [plan, setPlan] = useState<CalendarPlan>(() => ({
    startDay: tomorrow(),
    dayStart: '09:00',
    dayEnd: '17:00',
  }));
  const [tried, setTried] = useState(false);
  const remaining = unfinishedSteps(document).length;
  const hoursWrong = plan.dayEnd <= plan.dayStart;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTried(true);
    if (!isValidPlan(plan)) return;
    const text = toCalendar(document, plan);
    saveFile(new File([text], fileNameFor(document, 'ics'), { type: 'text/calendar' }));
    onOpenChange(false);
  };

  const set = (key: keyof CalendarPlan) => (event: { target: { value: string } }) =>
    setPlan((current) => ({ ...current, [key]: event.target.value }));

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Download calendar</DialogTitle>
          <DialogDescription>
            {calendarWords(remaining, startHereAhead(document) !== null)} A step without an estimate
            gets {EXPORT_STEP_MINUTES_DEFAULT} minutes.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <Field
            label="Start on"
            error={tried && !isValidDay(plan.startDay) ? 'Choose a day to start on.' : undefined}
          >
            {(control) => (
              <Input
                {...control}
                type="date"
                required
                value={plan.startDay}
                onChange={set('startDay')}
              />
            )}
          </Field>
          <div className="grid grid-cols-2 gap-4">
            <Field label="Each day from">
              {(control) => (
                <Input
                  {...control}
                  type="time"
                  required
                  value={plan.dayStart}
                  onChange={set('dayStart')}
                />
              )}
            </Field>
            <Field
              label="Until"
              error={tried && hoursWrong ? 'Choose an end after the start.' : undefined}
            >
              {(control) => (
                <Input
                  {...control}
                  type="time"
                  required
                  value={plan.dayEnd}
                  onChange={set('dayEnd')}
                />
              )}
            </Field>
          </div>
          <DialogFooter className="mt-2">
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit">Download calendar</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
