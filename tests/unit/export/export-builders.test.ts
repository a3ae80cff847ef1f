import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import {
  fileNameFor,
  toExportDocument,
  type ExportDocument,
  type ExportSource,
} from '@/lib/export/document';
import { scheduleSteps, stepUid, toCalendar, type CalendarPlan } from '@/lib/export/calendar';
import { toMarkdown, toTaskList } from '@/lib/export/markdown';
import { calendarEvents, eventTimes } from '../../support/calendar';

const clarification = {
  problem: 'People lose track of plants',
  targetAudience: 'Busy plant owners',
  uniqueValue: 'Reminders that learn',
  format: 'Mobile app',
  challenges: ['Retention', 'Sensors cost'],
};

const source: ExportSource = {
  ideaId: '11111111-1111-4111-8111-111111111111',
  ideaText: 'A plant-watering reminder app',
  clarification,
  step: 'mvp',
  guide: {
    kind: 'mvp',
    steps: [
      { title: 'Define core features', description: 'Pick three.', content: ['List them'] },
      { title: 'Sketch screens', description: 'Paper first.', content: [] },
      { title: 'Build a prototype', description: 'No code.', content: ['Use a kit'] },
    ],
    extras: ['Figma'],
    timeline: '2 weeks',
  },
  progress: { step1: 'complete', step2: 'in_progress' },
};

/** Today's mapping plus the fields the guide is growing (estimates, ticks, sub-steps). */
function richDocument(): ExportDocument {
  const document = toExportDocument(source);
  const [first, second, third] = document.guide!.steps;
  first!.estimate = 45;
  first!.bullets = [{ text: 'List them', ticked: true }];
  second!.estimate = 90;
  second!.subSteps = [
    { text: 'Home screen', done: true },
    { text: 'Settings', done: false },
  ];
  third!.bullets = [{ text: 'Use a kit', ticked: false }, { text: 'Plain bullet' }];
  // Its first action done: what follows is about the steps.
  document.guide!.startHere!.done = true;
  return document;
}

/** A guide whose first action the AI wrote, not yet ticked. */
const withStartHere = (items: ExportSource['items'] = []): ExportDocument =>
  toExportDocument({
    ...source,
    guide: {
      ...source.guide!,
      startHere: { title: 'Write the pitch on a sticky note', minutes: 5 },
    },
    items,
  });

const plan: CalendarPlan = { startDay: '2026-12-01', dayStart: '09:00', dayEnd: '10:30' };

describe('the export document', () => {
  it('maps today’s idea and guide: steps done from the progress, bullets without ticks', () => {
    const document = toExportDocument(source);
    expect(document.guide?.title).toBe('Build an MVP');
    expect(document.guide?.extrasLabel).toBe('Recommended Tools');
    expect(document.guide?.steps.map((step) => step.done)).toEqual([true, false, false]);
    expect(document.guide?.steps[0]?.bullets).toEqual([{ text: 'List them' }]);
  });

  it('takes the estimates, bullet ticks and sub-steps from the guide and its items', () => {
    const [first, second, third] = source.guide!.steps;
    const document = toExportDocument({
      ...source,
      guide: {
        ...source.guide!,
        steps: [{ ...first!, minutes: 45 }, { ...second!, minutes: 90 }, third!],
      },
      items: [
        { key: 's1.b1', title: null, minutes: null, done: true, secondsSpent: 0 },
        { key: 's2.1', title: 'Home screen', minutes: 20, done: true, secondsSpent: 0 },
        { key: 's2.2', title: 'Settings', minutes: null, done: false, secondsSpent: 0 },
        { key: 's2.2.1', title: 'List the options', minutes: 5, done: false, secondsSpent: 0 },
      ],
    });
    const steps = document.guide!.steps;
    expect(steps.map((step) => step.estimate)).toEqual([45, 90, undefined]);
    expect(steps[0]!.bullets).toEqual([{ text: 'List them', ticked: true }]);
    expect(steps[2]!.bullets).toEqual([{ text: 'Use a kit', ticked: false }]);
    expect(steps[0]!.subSteps).toBeUndefined();
    expect(steps[1]!.subSteps).toEqual([
      { text: 'Home screen', done: true, estimate: 20 },
      {
        text: 'Settings',
        done: false,
        subSteps: [{ text: 'List the options', done: false, estimate: 5 }],
      },
    ]);
    expect(toMarkdown(document)).toContain(
      [
        '- [ ] **2. Sketch screens** (about 1 h 30 min)',
        '  Paper first.',
        '  - [x] Home screen (about 20 min)',
        '  - [ ] Settings',
        '    - [ ] List the options (about 5 min)',
      ].join('\n'),
    );
  });

  it('has no guide before a step is chosen', () => {
    expect(toExportDocument({ ...source, step: null, guide: null }).guide).toBeNull();
  });

  it('names files from the idea’s first words', () => {
    expect(fileNameFor(toExportDocument(source), 'md')).toBe('a-plant-watering-reminder-app.md');
    expect(fileNameFor({ ...toExportDocument(source), idea: '!!!' }, 'ics')).toBe(
      'clarity-idea.ics',
    );
  });
});

describe("'Start here' in the export", () => {
  it('comes from the guide, or from its first step for a guide without one, ticked by its item', () => {
    expect(withStartHere().guide!.startHere).toEqual({
      text: 'Write the pitch on a sticky note',
      estimate: 5,
      done: false,
    });
    const ticked = [{ key: 's0', title: null, minutes: null, done: true, secondsSpent: 240 }];
    expect(withStartHere(ticked).guide!.startHere!.done).toBe(true);
    expect(toExportDocument(source).guide!.startHere).toEqual({
      text: 'Give it 10 minutes: List them',
      estimate: 10,
      done: false,
    });
  });

  it('opens the Markdown guide as a task-list item, before step 1', () => {
    expect(toMarkdown(withStartHere())).toContain(
      [
        '## Build an MVP',
        '',
        '- [ ] **Start here:** Write the pitch on a sticky note (about 5 min)',
        '- [x] **1. Define core features**',
      ].join('\n'),
    );
    const ticked = [{ key: 's0', title: null, minutes: null, done: true, secondsSpent: 0 }];
    expect(toMarkdown(withStartHere(ticked))).toContain('- [x] **Start here:** Write the pitch');
  });

  it('heads the task list and the calendar until it is done', () => {
    expect(toTaskList(withStartHere())).toBe(
      'Start here: Write the pitch on a sticky note\nSketch screens\nBuild a prototype',
    );
    const text = toCalendar(withStartHere(), plan, new Date('2026-11-24T20:00:00Z'));
    const events = calendarEvents(text);
    expect(eventTimes(text)).toEqual([
      [
        'Start here: Write the pitch on a sticky note',
        '2026-12-01T09:00:00',
        '2026-12-01T09:05:00',
      ],
      // No estimates in this guide: 30 minutes each, after the first action.
      ['Sketch screens', '2026-12-01T09:05:00', '2026-12-01T09:35:00'],
      ['Build a prototype', '2026-12-01T09:35:00', '2026-12-01T10:05:00'],
    ]);
    expect(events[0]!.getFirstPropertyValue('uid')).toBe(
      '11111111-1111-4111-8111-111111111111-start-here@clarity',
    );

    const ticked = [{ key: 's0', title: null, minutes: null, done: true, secondsSpent: 0 }];
    expect(toTaskList(withStartHere(ticked))).toBe('Sketch screens\nBuild a prototype');
    expect(toCalendar(withStartHere(ticked), plan)).not.toContain('Start here');
  });
});

describe('Markdown', () => {
  it('writes the idea, the clarification and the guide with ticks, estimates and sub-steps', () => {
    const markdown = toMarkdown(richDocument());
    expect(markdown).toContain('# My idea\n\nA plant-watering reminder app\n');
    expect(markdown).toContain('**Problem:** People lose track of plants');
    expect(markdown).toContain('**Challenges:**\n\n- Retention\n- Sensors cost');
    expect(markdown).toContain('## Build an MVP');
    expect(markdown).toContain('- [x] **1. Define core features** (about 45 min)\n  Pick three.');
    expect(markdown).toContain('  - [x] List them');
    expect(markdown).toContain('- [ ] **2. Sketch screens** (about 1 h 30 min)');
    expect(markdown).toContain('  - [x] Home screen\n  - [ ] Settings');
    expect(markdown).toContain('  - [ ] Use a kit\n  - Plain bullet');
    expect(markdown).toContain('### Recommended Tools\n\n- Figma');
    expect(markdown).toContain('### Timeline\n\n2 weeks');
  });

  it('keeps a multi-line text inside its list item', () => {
    const document = richDocument();
    document.guide!.steps[2]!.description = 'First line\nsecond line';
    expect(toMarkdown(document)).toContain('  First line\n  second line');
  });

  it('escapes Markdown and HTML in every text, drops control characters and links only http(s)', () => {
    const hostile = (label: string) =>
      `${label} <img src=x onerror=alert(1)> [click](javascript:alert(1)) ![i](data:x) ` +
      `<javascript:alert(2)> **bold** \`code\` ana@example.com a|b ~~s~~ &lt; \u0000\u0007\u009b\rnew`;
    const document = richDocument();
    document.idea = hostile('idea');
    document.clarification = {
      problem: hostile('problem'),
      targetAudience: hostile('audience'),
      uniqueValue: hostile('value'),
      format: hostile('format'),
      challenges: [hostile('challenge')],
    };
    const guide = document.guide!;
    guide.title = `${hostile('guide')} ##`;
    guide.extrasLabel = hostile('extras label');
    guide.extras = [hostile('extra')];
    guide.timeline = hostile('timeline');
    const [first, second, third] = guide.steps;
    first!.title = hostile('title');
    first!.description = hostile('description');
    first!.bullets = [{ text: hostile('bullet'), ticked: true }];
    second!.subSteps = [
      { text: hostile('sub'), done: false, subSteps: [{ text: hostile('subsub'), done: false }] },
    ];
    third!.title = 'x\r# Heading from a lone CR\r\n---\n1. list\n> quote\n    code\n=== ';

    const markdown = toMarkdown(document);
    // No raw HTML, no link or image syntax, no autolink, no mailto.
    expect(markdown).not.toMatch(/<[a-z/!?]/i);
    // Brackets only in our own task-list boxes.
    expect(markdown.replace(/- \[[ x]\] /g, '')).not.toMatch(/(?<!\\)\[|(?<!\\)\]/);
    expect(markdown).not.toMatch(/javascript:|data:x|(?<!\\)@/i);
    expect(markdown).not.toMatch(/(?<!\\)[*_`|~]{1,2}(bold|code|s)\b/);
    // Control characters are gone, the lone CR included: it would start a line (here a heading).
    // eslint-disable-next-line no-control-regex
    expect(markdown).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/);
    for (const line of markdown.split('\n')) {
      // Every line starts with our own markup, or with text that starts no block.
      expect(line).not.toMatch(/^\s*(# Heading|---|1\. list|> quote|===)/);
      expect(line).not.toMatch(/^ {4,}code/);
    }
    expect(markdown).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(markdown).toContain('\\[click\\](javascript\\:alert(1))');
    expect(markdown).toContain('ana\\@example.com');
    expect(markdown).toContain('&amp;lt;');
    // The guide's title stays one heading line, its trailing #s escaped.
    expect(markdown).toMatch(/^## guide .* \\#\\#$/m);
    // Plain text still reads as it was written, and an http(s) address stays a plain address.
    const plain = richDocument();
    plain.guide!.steps[0]!.description = 'See https://example.com/a-b?c=1 or http://x.test. Done!';
    expect(toMarkdown(plain)).toContain(
      '  See https://example.com/a-b?c=1 or http://x.test. Done!',
    );
  });

  it('copies the unfinished steps one per line as a task list', () => {
    expect(toTaskList(richDocument())).toBe('Sketch screens\nBuild a prototype');
  });
});

describe('the calendar', () => {
  it('schedules unfinished steps within the daily hours, 30 minutes where there is no estimate', () => {
    const slots = scheduleSteps(richDocument(), plan).map(({ index, start, end }) => [
      index,
      start.toISOString(),
      end.toISOString(),
    ]);
    expect(slots).toEqual([
      // 90 minutes fill the first day's hours.
      [1, '2026-12-01T09:00:00.000Z', '2026-12-01T10:30:00.000Z'],
      [2, '2026-12-02T09:00:00.000Z', '2026-12-02T09:30:00.000Z'],
    ]);
  });

  it('cuts a step longer than a day’s hours to those hours', () => {
    const document = richDocument();
    document.guide!.steps[1]!.estimate = 600;
    const [first] = scheduleSteps(document, plan);
    expect(first?.end.toISOString()).toBe('2026-12-01T10:30:00.000Z');
  });

  it('writes valid RFC 5545: CRLF, lines of at most 75 octets, a stable UID and DTSTAMP', () => {
    const text = toCalendar(richDocument(), plan, new Date('2026-11-24T20:00:00Z'));
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n')) {
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    }
    const events = calendarEvents(text);
    expect(events).toHaveLength(2);
    const [first] = events;
    expect(first?.getFirstPropertyValue('uid')).toBe(
      '11111111-1111-4111-8111-111111111111-step-2@clarity',
    );
    expect(String(first?.getFirstPropertyValue('dtstamp'))).toBe('2026-11-24T20:00:00Z');
    expect(String(first?.getFirstPropertyValue('dtstart'))).toBe('2026-12-01T09:00:00');
    expect(String(first?.getFirstPropertyValue('dtend'))).toBe('2026-12-01T10:30:00');
    // The same step gets the same UID every time; a visitor's idea is named by its text.
    const again = toCalendar(richDocument(), plan);
    expect(again).toContain('UID:11111111-1111-4111-8111-111111111111-step-2@clarity');
    const visitor = { ...richDocument(), ideaId: null };
    expect(stepUid(visitor, 1)).toBe(stepUid({ ...visitor }, 1));
    expect(stepUid(visitor, 1)).not.toBe(stepUid({ ...visitor, idea: 'Another idea' }, 1));
  });

  it('drops NUL and other control characters from every text field', () => {
    const document = richDocument();
    document.guide!.title = 'Guide\u0000 name\u001b[31m';
    document.guide!.steps[1]!.title = 'Sketch\u0000 screens\u0007\rEND:VEVENT';
    document.guide!.steps[1]!.description = 'Paper\u0008 first\u007f\u0085';
    document.idea = 'An idea\u0000';
    const text = toCalendar(document, plan);
    // eslint-disable-next-line no-control-regex
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\u0000-\u001f\u007f-\u009f]/);
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Guide name[31m');
    const [event] = calendar.getAllSubcomponents('vevent');
    expect(event?.getFirstPropertyValue('summary')).toBe('Sketch screens\nEND:VEVENT');
    expect(event?.getFirstPropertyValue('description')).toMatch(/^Paper first\n/);
    expect(calendar.getAllSubcomponents('vevent')).toHaveLength(2);
  });

  it('keeps a hostile guide title inside the calendar name: no property but the calendar’s own', () => {
    // A plan opened from a share link brings its own title (docs/decisions/087-a-plan-shared-inside-its-link.md).
    const hostile =
      'Launch\r\nX-WR-CALNAME:pwned\nMETHOD:CANCEL\rX-EVIL;VALUE=TEXT:1\u2028BEGIN:VTODO\u0085, with; marks \\ here';
    const document = richDocument();
    document.guide!.title = hostile;
    document.guide!.steps[1]!.title = hostile;
    const text = toCalendar(document, plan);
    // No bare CR or LF anywhere: every line ends in CRLF.
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n\u2028\u0085]/);

    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getAllProperties().map((property) => property.name)).toEqual([
      'version',
      'prodid',
      'name',
      'x-wr-calname',
    ]);
    expect(calendar.getAllSubcomponents().map((component) => component.name)).toEqual([
      'vevent',
      'vevent',
    ]);
    // The name is the title on one line, escaped as RFC 5545 TEXT.
    const oneLine =
      'Launch X-WR-CALNAME:pwned METHOD:CANCEL X-EVIL;VALUE=TEXT:1 BEGIN:VTODO , with; marks \\ here';
    const unescape = (value: unknown) => String(value).replace(/\\([\\;,])/g, '$1');
    expect(unescape(calendar.getFirstPropertyValue('name'))).toBe(oneLine);
    expect(unescape(calendar.getFirstPropertyValue('x-wr-calname'))).toBe(oneLine);

    // At an event's level the same text stays escaped inside its summary.
    const [event] = calendar.getAllSubcomponents('vevent');
    expect(event?.getFirstPropertyValue('summary')).toBe(
      'Launch\nX-WR-CALNAME:pwned\nMETHOD:CANCEL\nX-EVIL;VALUE=TEXT:1\nBEGIN:VTODO\n, with; marks \\ here',
    );
    expect(event?.getAllProperties().map((property) => property.name)).toEqual([
      'uid',
      'sequence',
      'dtstamp',
      'dtstart',
      'dtend',
      'summary',
      'description',
    ]);
  });

  it('round-trips user text full of commas, semicolons, backslashes, emoji and newlines', () => {
    const title = 'Call Ana, Bo; and Cy \\ 🌱🚀 about the “plan”, again; and again '.repeat(3);
    const description = 'Line one, with; marks\nLine two 👩🏽‍💻 \\n literal\n\nLine four';
    const document = richDocument();
    document.guide!.steps[1]!.title = title;
    document.guide!.steps[1]!.description = description;
    document.guide!.steps[1]!.subSteps = [];
    document.idea = 'Idea; with, marks\nand a 🌵';
    const text = toCalendar(document, plan);
    for (const line of text.split('\r\n')) {
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    }
    const [event] = calendarEvents(text);
    expect(event?.getFirstPropertyValue('summary')).toBe(title.trim());
    expect(event?.getFirstPropertyValue('description')).toBe(
      `${description}\n\nIdea: Idea; with, marks\nand a 🌵`,
    );
  });
});
