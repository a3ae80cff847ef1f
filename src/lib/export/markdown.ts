import type { ExportDocument, ExportStep } from './document';
import { unfinishedSteps } from './document';

/** "about 1 h 30 min": how an estimate reads next to a step. */
export function formatMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** Text inside a list item: its later lines indented so they stay in the item. */
const indented = (text: string, by: string) => text.trim().replace(/\r?\n/g, `\n${by}`);

const checkbox = (done: boolean) => (done ? '[x]' : '[ ]');

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
 * The idea, its clarification and its guide as Markdown: steps as task-list items (`- [x]` when
 * done) with their estimates, bullets (ticked ones too), and sub-steps nested under them.
 */
export function toMarkdown(document: ExportDocument): string {
  const out: string[] = ['# My idea', '', document.idea.trim(), ''];
  const clarification = document.clarification;
  if (clarification) {
    out.push('## Clarification', '');
    out.push(`**Problem:** ${clarification.problem}`, '');
    out.push(`**Target audience:** ${clarification.targetAudience}`, '');
    out.push(`**Unique value:** ${clarification.uniqueValue}`, '');
    out.push(`**Format:** ${clarification.format}`, '');
    if (clarification.challenges.length > 0) {
      out.push('**Challenges:**', '');
      for (const challenge of clarification.challenges) out.push(`- ${indented(challenge, '  ')}`);
      out.push('');
    }
  }
  const guide = document.guide;
  if (guide) {
    out.push(`## ${guide.title}`, '');
    guide.steps.forEach((step, index) => out.push(...stepLines(step, index)));
    out.push('');
    if (guide.extras.length > 0) {
      out.push(`### ${guide.extrasLabel}`, '');
      for (const extra of guide.extras) out.push(`- ${indented(extra, '  ')}`);
      out.push('');
    }
    if (guide.timeline) out.push('### Timeline', '', guide.timeline.trim(), '');
  }
  return `${out.join('\n').trimEnd()}\n`;
}

/** The unfinished steps, one per line, as a task app takes them when pasted. */
export function toTaskList(document: ExportDocument): string {
  return unfinishedSteps(document)
    .map(({ step }) => step.title.replace(/\s+/g, ' ').trim())
    .join('\n');
}
