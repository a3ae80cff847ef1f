import { useState, type ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import {
  displayName,
  formatAccountDate,
  initials,
  providerOf,
} from '@/features/dashboard/model/profile';
import { useBackendMode } from '@/lib/api/backend-mode';
import type { AuthUser } from '@/domain/model';

function Avatar({ user }: { user: AuthUser }) {
  const url = user.user_metadata.avatar_url;
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const frame =
    'flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-full ring-4 ring-brand-100';
  if (url && failedUrl !== url) {
    // The name sits right beside it, so the picture is decoration to a screen reader.
    return (
      <span className={frame}>
        <img
          src={url}
          alt=""
          className="size-full object-cover"
          referrerPolicy="no-referrer"
          onError={() => setFailedUrl(url)}
        />
      </span>
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`${frame} from-brand-600 to-accent-600 bg-gradient-to-br text-2xl font-bold text-white`}
    >
      {initials(user)}
    </span>
  );
}

export function InfoRow({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3">
      <dt className="text-ink-muted text-sm">{term}</dt>
      <dd className="text-ink text-sm font-semibold break-all">{children}</dd>
    </div>
  );
}

/**
 * docs/product.md §8.3: the profile card and the account info. A local account is confirmed as it
 * is made (§7.6), so 'Verified' would tell its owner nothing: only Supabase mode says it. The
 * user id is in 'Details' (`DetailsCard`).
 */
export function ProfileCard({ user }: { user: AuthUser }) {
  const verified = Boolean(user.email_confirmed_at);
  const local = useBackendMode() === 'local';
  return (
    <Card className="flex flex-col gap-6 p-5 sm:p-6">
      <div className="flex items-center gap-4">
        <Avatar user={user} />
        <div className="min-w-0">
          <h2 className="text-ink text-xl font-bold break-words">{displayName(user)}</h2>
          <p className="text-ink-muted text-sm break-all">{user.email}</p>
        </div>
      </div>
      <section aria-labelledby="account-info-heading">
        <h3
          id="account-info-heading"
          className="text-ink-subtle text-sm font-semibold tracking-wide uppercase"
        >
          Account info
        </h3>
        <dl className="divide-line mt-2 divide-y">
          {local ? null : (
            <InfoRow term="Email">
              {verified ? (
                <Badge tone="success">Verified</Badge>
              ) : (
                <Badge tone="warning">Pending verification</Badge>
              )}
            </InfoRow>
          )}
          <InfoRow term="Provider">
            <span className="capitalize">{providerOf(user)}</span>
          </InfoRow>
          <InfoRow term="Member since">{formatAccountDate(user.created_at)}</InfoRow>
          <InfoRow term="Last sign in">{formatAccountDate(user.last_sign_in_at, true)}</InfoRow>
        </dl>
      </section>
    </Card>
  );
}
