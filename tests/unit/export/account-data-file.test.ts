import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_DATA_FORMAT,
  ACCOUNT_DATA_VERSION,
  IMPORT_MESSAGES,
  parseAccountData,
} from '@/lib/backend/data/account-data';

const idea = {
  id: '11111111-1111-4111-8111-111111111111',
  user_id: '22222222-2222-4222-8222-222222222222',
  idea_text: 'A tool library',
  structured_data: { problem: 'p', audience: 'a', uniqueValue: 'u', format: 'f', challenges: [] },
  status: 'in_progress',
  tags: ['tools'],
  selected_next_step: 'mvp',
  step_progress: { step1: 'complete' },
  created_at: '2026-11-24T10:00:00.000Z',
};
const guide = { id: 'g', idea_id: idea.id, kind: 'mvp', guide: { steps: [], extras: [] } };
const file = (overrides: object = {}) =>
  JSON.stringify({
    format: ACCOUNT_DATA_FORMAT,
    version: ACCOUNT_DATA_VERSION,
    exportedAt: '2026-11-24T10:00:00.000Z',
    ideas: [idea],
    guides: [guide],
    feedback: [],
    ...overrides,
  });

describe('reading a data file', () => {
  it('reads the ideas and guides an import writes back', () => {
    const data = parseAccountData(file());
    expect(data.ideas).toEqual([expect.objectContaining({ idea_text: 'A tool library' })]);
    expect(data.guides).toEqual([expect.objectContaining({ idea_id: idea.id, kind: 'mvp' })]);
  });

  it('takes a file with parts it does not know, as a later export may add one', () => {
    expect(parseAccountData(file({ triage: [{ id: 't' }] })).ideas).toHaveLength(1);
  });

  it.each([
    ['text that is no JSON', 'hello', IMPORT_MESSAGES.notJson],
    ['a JSON file cut short', file().slice(0, 80), IMPORT_MESSAGES.notJson],
    ['another JSON file', '{"name": "package"}', IMPORT_MESSAGES.wrongFile],
    ['a JSON list', '[]', IMPORT_MESSAGES.wrongFile],
    ['a newer version', file({ version: ACCOUNT_DATA_VERSION + 1 }), IMPORT_MESSAGES.newer],
    [
      'an idea without text',
      file({ ideas: [{ ...idea, idea_text: '' }] }),
      IMPORT_MESSAGES.damaged,
    ],
    ['an unknown status', file({ ideas: [{ ...idea, status: 'lost' }] }), IMPORT_MESSAGES.damaged],
    ['a guide of no kind', file({ guides: [{ ...guide, kind: 'x' }] }), IMPORT_MESSAGES.damaged],
    ['no ideas part', file({ ideas: undefined }), IMPORT_MESSAGES.damaged],
  ])('refuses %s with a message saying so', (_what, text, message) => {
    expect(() => parseAccountData(text)).toThrow(message);
  });
});
