import { describe, expect, it } from 'vitest';
import { SHARE_LINK_MAX_LENGTH } from '@/config/constants';
import { compress, toBase64Url } from '@/lib/share/bytes';
import { makeShareLink } from '@/lib/share/link';
import { toSharedPlan, type SharedPlan } from '@/lib/share/plan';
import { readSharedPlan } from '@/lib/share/read';
import { makeGuide, makeStructuredData } from '../../support/factories';

const ORIGIN = 'https://clarity.example';

const source = {
  ideaText: 'A walking club for remote workers',
  clarification: makeStructuredData({ tags: ['walking', 'remote'] }),
  clarificationSource: 'ai' as const,
  guide: makeGuide({ startHere: { title: 'Text one colleague', minutes: 5 } }),
  guideSource: 'ai' as const,
  progress: { step1: 'complete', step2: 'in_progress', step3: 'complete' } as const,
};

const linkOf = async (plan: SharedPlan) => {
  const made = await makeShareLink(plan, ORIGIN);
  if (made.kind !== 'link') throw new Error(`no link: ${made.kind}`);
  return made.url;
};
const fragmentOf = (url: string) => new URL(url).hash;
/** A fragment in the link's format around any JSON at all. */
const packed = async (value: unknown, version = 1) =>
  `#${version}.${toBase64Url(await compress(new TextEncoder().encode(JSON.stringify(value))))}`;

describe('a plan in a link', () => {
  it('goes to /shared with the plan in the fragment only, and reads back the same', async () => {
    const plan = toSharedPlan(source);
    const url = await linkOf(plan);
    const parsed = new URL(url);
    expect(parsed.origin + parsed.pathname).toBe(`${ORIGIN}/shared`);
    expect(parsed.search).toBe('');
    // Squeezed: the idea's words are not legible in the address, and a plan fits in a short link.
    expect(url).not.toContain('walking');
    expect(url.length).toBeLessThan(2_000);
    expect(await readSharedPlan(parsed.hash)).toEqual({ kind: 'plan', plan });
  });

  it('keeps the ticks of the moment and nothing the page does not show', async () => {
    const plan = toSharedPlan(source);
    expect(plan.done).toEqual([0, 2]);
    expect(plan.clarification).not.toHaveProperty('tags');
    const read = await readSharedPlan(fragmentOf(await linkOf(plan)));
    expect(JSON.stringify(read)).not.toMatch(/walking","remote|"id"|@|user/);
  });

  it('says a link cut short or changed is damaged', async () => {
    const fragment = fragmentOf(await linkOf(toSharedPlan(source)));
    expect(await readSharedPlan(fragment.slice(0, fragment.length - 12))).toEqual({
      kind: 'damaged',
    });
    const flipped = fragment.slice(0, 20) + (fragment[20] === 'A' ? 'B' : 'A') + fragment.slice(21);
    expect((await readSharedPlan(flipped)).kind).toBe('damaged');
    expect(await readSharedPlan('#1.not base64!')).toEqual({ kind: 'damaged' });
    expect(await readSharedPlan('#plan')).toEqual({ kind: 'damaged' });
  });

  it('refuses what unpacks but is not a plan', async () => {
    expect(await readSharedPlan(await packed({ v: 1, idea: 'only this' }))).toEqual({
      kind: 'damaged',
    });
    const plan = toSharedPlan(source);
    expect(
      await readSharedPlan(await packed({ v: 1, ...plan, guide: { ...plan.guide, kind: 'x' } })),
    ).toEqual({ kind: 'damaged' });
  });

  it('says a link from a newer version is from a newer version', async () => {
    expect(await readSharedPlan(await packed({ v: 2 }, 2))).toEqual({ kind: 'newer' });
  });

  it('says a link too long for a browser is too long, and never unpacks past its limit', async () => {
    expect(await readSharedPlan(`#1.${'A'.repeat(SHARE_LINK_MAX_LENGTH)}`)).toEqual({
      kind: 'too-long',
    });
    // A few kilobytes that would unpack to megabytes.
    expect(await readSharedPlan(await packed({ v: 1, idea: ' '.repeat(4_000_000) }))).toEqual({
      kind: 'too-long',
    });
  });

  it('makes no link for a plan too long to travel in one', async () => {
    // Words that do not repeat, so that squeezing them cannot make them fit.
    const noise = Array.from({ length: 4_000 }, () => Math.random().toString(36).slice(2)).join(
      ' ',
    );
    const long = toSharedPlan({
      ...source,
      guide: makeGuide({
        steps: Array.from({ length: 5 }, () => ({ title: 'T', description: noise, content: [] })),
      }),
    });
    expect(await makeShareLink(long, ORIGIN)).toEqual({ kind: 'too-long' });
  });

  it('knows a link with no plan in it', async () => {
    expect(await readSharedPlan('')).toEqual({ kind: 'empty' });
    expect(await readSharedPlan('#')).toEqual({ kind: 'empty' });
  });
});
