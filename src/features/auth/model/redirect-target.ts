import * as z from 'zod/mini';
import { paths } from '@/config/paths';

const stateSchema = z.object({ from: z.string() });

/** Pages it makes no sense to return to after signing in. */
const authPages: string[] = [paths.login, paths.signup, paths.forgotPassword, paths.resetPassword];

/**
 * Where to go after signing in: the guarded page that sent the person to /login (its
 * `LoginRedirectState`), or home. Only a path inside this app is accepted, never `//elsewhere`.
 */
export function redirectTarget(locationState: unknown): string {
  const parsed = stateSchema.safeParse(locationState);
  if (!parsed.success) return paths.home;
  const { from } = parsed.data;
  if (!from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return paths.home;
  const pathname = from.split(/[?#]/)[0] ?? '';
  return authPages.includes(pathname) ? paths.home : from;
}
