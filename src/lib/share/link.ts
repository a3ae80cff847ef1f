import { SHARE_LINK_MAX_LENGTH } from '@/config/constants';
import { paths } from '@/config/paths';
import { canCompress, compress, toBase64Url } from './bytes';
import { SHARED_PLAN_VERSION, type SharedPlan } from './plan';

/** What making a link gave: the link, or why there is none. */
export type MadeLink =
  { kind: 'link'; url: string } | { kind: 'too-long' } | { kind: 'unsupported' };

/**
 * The link to `/shared` with the plan in its fragment (`#1.…`: the format's version, then the
 * squeezed plan). A fragment never leaves the browser: no server sees the plan, ours included
 * (docs/decisions/087-a-plan-shared-inside-its-link.md).
 */
export async function makeShareLink(plan: SharedPlan, origin: string): Promise<MadeLink> {
  if (!canCompress()) return { kind: 'unsupported' };
  const json = JSON.stringify({ v: SHARED_PLAN_VERSION, ...plan });
  const packed = toBase64Url(await compress(new TextEncoder().encode(json)));
  const url = `${origin}${paths.shared}#${SHARED_PLAN_VERSION}.${packed}`;
  return url.length > SHARE_LINK_MAX_LENGTH ? { kind: 'too-long' } : { kind: 'link', url };
}
