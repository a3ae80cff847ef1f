import type { ExportDocument, ExportStartHere, ExportStep } from './document';
import { startHereAhead, unfinishedSteps } from './document';

/** "about 1 h 30 min": how an estimate reads next to a step. */
export function formatMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/**
 * Every text in the export is the person's or the AI's, and the file is opened in Markdown viewers
 * that also render HTML: each text is made inert before it is placed. Control characters go (a
 * lone CR ends a line in Markdown, so it is made a newline first); `<`, `>` and an `&` that would
 * start an entity become entities; the punctuation that makes emphasis, code, links, images, tables
 * or strikethrough is backslash-escaped, and so is what would start a block at the start of a line
 * (a heading, a list, a heading underline, a numbered item); `@` is escaped so no viewer turns an
 * address into a mailto: link, and the colon of any other scheme than http(s) so no viewer links
 * `javascript:…`. Only plain http(s) addresses may still be linked by a viewer.
 */
function escapeMarkdown(text: string): string {
  return (
    text
      .replace(/\r\n?/g, '\n')
      .replace(/\t/g, ' ')
      // C0 controls but the newline, DEL and the C1 controls.
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/g, '')
      .split('\n')
      .map((line) =>
        line
          // Leading spaces would make an indented code block or leave the list item.
          .replace(/^\s+/, '')
          .replace(/[\\`*_[\]|~@]/g, '\\$&')
          .replace(/&(?=#?[a-z0-9]+;)/gi, '&amp;')
          .replace(/</g, '&lt;')
          .replace(/>/g, '&gt;')
          .replace(/([a-z][a-z0-9+.-]*):(?=\S)/gi, (match, scheme: string) =>
            /^https?$/i.test(scheme) ? match : `${scheme}\\:`,
          )
          .replace(/^([-+=#])/, '\\$1')
          .replace(/^(\d+)([.)])/, '$1\\$2'),
      )
      .join('\n')
      .trim()
  );
}

/** A heading's text: one line, and no `#` that could close the heading early. */
const oneLine = (text: string) =>
  escapeMarkdown(text.replace(/[\r\n]+/g, ' ')).replace(/(?<!\\)#/g, '\\#');

/** Text inside a list item: escaped, its later lines indented so they stay in the item. */
const indented = (text: string, by: string) => escapeMarkdown(text).replace(/\n/g, `\n${by}`);

const checkbox = (done: boolean) => (done ? '[x]' : '[ ]');

/** 'Start here' before the steps, a task-list item like them. */
const startHereLine = (startHere: ExportStartHere) =>
  `- ${checkbox(startHere.done)} **Start here:** ${indented(startHere.text, '  ')} (about ${formatMinutes(startHere.estimate)})`;

function stepLines(step: ExportStep, index: number): string[] {
  const estimate = step.estimate !== undefined ? ` (about ${formatMinutes(step.estimate)})` : '';
  const lines = [
    `- ${checkbox(step.done)} **${index + 1}. ${indented(step.title, '  ')}**${estimate}`,
  ];
  if (step.description.trim()) lines.push(`  ${indented(step.description, '  ')}`);
  for (const bullet of step.bullets ?? []) {
    const box = bullet.ticked === undefined ? '' : `${checkbox(bullet.ticked)} `;
    lines.push(`  - ${box}${indented(bullet.text, '    ')}`);
  }
  lines.push(...subStepLines(step.subSteps ?? [], '  '));
  return lines;
}

/** Sub-steps as nested task-list items, with their estimates and their own sub-steps. */
function subStepLines(subSteps: NonNullable<ExportStep['subSteps']>, by: string): string[] {
  return subSteps.flatMap((sub) => [
    `${by}- ${checkbox(sub.done)} ${indented(sub.text, `${by}  `)}${
      sub.estimate !== undefined ? ` (about ${formatMinutes(sub.estimate)})` : ''
    }`,
    ...subStepLines(sub.subSteps ?? [], `${by}  `),
  ]);
}

/**
 * The idea, its clarification and its guide as Markdown: 'Start here' and the steps as task-list
 * items (`- [x]` when done) with their estimates, bullets (ticked ones too), and sub-steps nested
 * under them.
 */
export function toMarkdown(document: ExportDocument): string {
  const out: string[] = ['# My idea', '', escapeMarkdown(document.idea), ''];
  const clarification = document.clarification;
  if (clarification) {
    out.push('## Clarification', '');
    out.push(`**Problem:** ${indented(clarification.problem, '')}`, '');
    out.push(`**Target audience:** ${indented(clarification.targetAudience, '')}`, '');
    out.push(`**Unique value:** ${indented(clarification.uniqueValue, '')}`, '');
    out.push(`**Format:** ${indented(clarification.format, '')}`, '');
    if (clarification.challenges.length > 0) {
      out.push('**Challenges:**', '');
      for (const challenge of clarification.challenges) out.push(`- ${indented(challenge, '  ')}`);
      out.push('');
    }
  }
  const guide = document.guide;
  if (guide) {
    out.push(`## ${oneLine(guide.title)}`, '');
    if (guide.startHere) out.push(startHereLine(guide.startHere));
    guide.steps.forEach((step, index) => out.push(...stepLines(step, index)));
    out.push('');
    if (guide.extras.length > 0) {
      out.push(`### ${oneLine(guide.extrasLabel)}`, '');
      for (const extra of guide.extras) out.push(`- ${indented(extra, '  ')}`);
      out.push('');
    }
    if (guide.timeline) out.push('### Timeline', '', escapeMarkdown(guide.timeline), '');
  }
  return `${out.join('\n').trimEnd()}\n`;
}

/** A task app takes plain text: one line per task, without control characters. */
// eslint-disable-next-line no-control-regex
const taskLine = (text: string) => text.replace(/[\s\u0000-\u001f\u007f-\u009f]+/g, ' ').trim();

/** 'Start here' while it is not done, then the unfinished steps, one per line, as a task app takes them when pasted. */
export function toTaskList(document: ExportDocument): string {
  const startHere = startHereAhead(document);
  return [
    ...(startHere ? [`Start here: ${taskLine(startHere.text)}`] : []),
    ...unfinishedSteps(document).map(({ step }) => taskLine(step.title)),
  ].join('\n');
}
