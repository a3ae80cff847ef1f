-- Guides: one generated guide per (idea, step kind), so that resuming an idea shows the very guide
-- the person already ticked instead of a new one. Only the idea's owner reads or writes it.

create table public.idea_guides (
  id uuid primary key default gen_random_uuid(),
  idea_id uuid not null references public.ideas (id) on delete cascade,
  kind text not null,
  guide jsonb not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),

  constraint idea_guides_kind_valid check (kind in ('mvp', 'research', 'audience', 'monetization', 'explore')),
  constraint idea_guides_guide_is_object check (jsonb_typeof(guide) = 'object'),
  -- A guide is a few steps of text; 200 kB is far beyond any real one and stops abuse.
  constraint idea_guides_guide_size check (octet_length(guide::text) <= 200000),
  -- Also the index of the foreign key and of the policies' lookup by idea.
  constraint idea_guides_one_per_idea_and_kind unique (idea_id, kind)
);

comment on table public.idea_guides is 'The generated guide of each idea and step kind, kept so that a resumed journey shows the same steps.';

create trigger idea_guides_set_updated_at
  before update on public.idea_guides
  for each row execute function public.set_updated_at();

alter table public.idea_guides enable row level security;

create policy "Idea owners can read their guides"
  on public.idea_guides for select
  to authenticated
  using (exists (
    select from public.ideas
    where ideas.id = idea_guides.idea_id and ideas.user_id = (select auth.uid())
  ));

create policy "Idea owners can add guides to their ideas"
  on public.idea_guides for insert
  to authenticated
  with check (exists (
    select from public.ideas
    where ideas.id = idea_guides.idea_id and ideas.user_id = (select auth.uid())
  ));

create policy "Idea owners can change their guides"
  on public.idea_guides for update
  to authenticated
  using (exists (
    select from public.ideas
    where ideas.id = idea_guides.idea_id and ideas.user_id = (select auth.uid())
  ))
  with check (exists (
    select from public.ideas
    where ideas.id = idea_guides.idea_id and ideas.user_id = (select auth.uid())
  ));

create policy "Idea owners can delete their guides"
  on public.idea_guides for delete
  to authenticated
  using (exists (
    select from public.ideas
    where ideas.id = idea_guides.idea_id and ideas.user_id = (select auth.uid())
  ));

revoke all on table public.idea_guides from anon, authenticated;
grant select, delete on table public.idea_guides to authenticated;
grant insert (idea_id, kind, guide) on table public.idea_guides to authenticated;
-- An upsert on (idea_id, kind) sets every column it sends, so these three are updatable; the
-- policy's check still keeps a guide on one of the caller's own ideas.
grant update (idea_id, kind, guide) on table public.idea_guides to authenticated;
grant select, insert, update, delete on table public.idea_guides to service_role;
