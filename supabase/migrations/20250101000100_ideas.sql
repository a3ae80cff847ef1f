-- Ideas: what a signed-in person typed, its clarification, the next step they chose and their
-- progress through its five steps (spec §3). Each person sees and changes only their own ideas.

-- A step-progress map holds at most the keys step1..step5, each one of the spec's three values.
create function public.is_valid_step_progress(progress jsonb)
  returns boolean
  language sql
  immutable
  security invoker
  set search_path = ''
as $$
  select jsonb_typeof(progress) = 'object'
    and not exists (
      select
      from jsonb_each(progress) as entry
      where entry.key not in ('step1', 'step2', 'step3', 'step4', 'step5')
        or entry.value not in ('"not_started"'::jsonb, '"in_progress"'::jsonb, '"complete"'::jsonb)
    )
$$;

-- Tags are short keywords: at most 10 of them, each 1..50 characters, none blank.
create function public.are_valid_tags(tags text[])
  returns boolean
  language sql
  immutable
  security invoker
  set search_path = ''
as $$
  select coalesce(array_ndims(tags), 1) = 1
    and cardinality(tags) <= 10
    and not exists (
      select
      from unnest(tags) as tag
      where tag is null or char_length(tag) > 50 or tag !~ '[^[:space:]]'
    )
$$;

create table public.ideas (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  idea_text text not null,
  structured_data jsonb,
  status text not null default 'clarified',
  tags text[] not null default '{}',
  selected_next_step text,
  step_progress jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),

  -- The app trims the text before saving; whitespace alone is no idea.
  constraint ideas_idea_text_not_blank check (idea_text ~ '[^[:space:]]'),
  constraint ideas_idea_text_max_length check (char_length(idea_text) <= 10000),
  constraint ideas_structured_data_is_object
    check (structured_data is null or jsonb_typeof(structured_data) = 'object'),
  constraint ideas_status_valid check (status in ('draft', 'clarified', 'in_progress', 'completed')),
  constraint ideas_selected_next_step_valid
    check (selected_next_step in ('mvp', 'research', 'audience', 'monetization', 'explore')),
  constraint ideas_step_progress_valid check (public.is_valid_step_progress(step_progress)),
  constraint ideas_tags_valid check (public.are_valid_tags(tags))
);

comment on table public.ideas is 'A person''s ideas: text, AI clarification, chosen next step and step progress.';

create trigger ideas_set_updated_at
  before update on public.ideas
  for each row execute function public.set_updated_at();

-- "My ideas, newest first" is the main read, and every policy filters on user_id: this index
-- serves both, and the foreign key's cascade.
create index ideas_user_id_created_at_idx on public.ideas (user_id, created_at desc);
-- Counting a person's ideas (and the dashboard numbers) needs no order: this index deduplicates
-- the repeated user_id into a few pages, so a count over 100,000 ideas reads about a fifth as much.
create index ideas_user_id_idx on public.ideas (user_id);
-- The status filter of the My Ideas page stays an index range even for a rare status.
create index ideas_user_id_status_created_at_idx on public.ideas (user_id, status, created_at desc);
create index ideas_tags_idx on public.ideas using gin (tags);
-- No trigram index for the search: under RLS PostgreSQL cannot use one for `ilike` (the operator is
-- not leakproof), and the search only ever scans one person's rows (DESIGN §5).

alter table public.ideas enable row level security;

create policy "Owners can read their ideas"
  on public.ideas for select
  to authenticated
  using ((select auth.uid()) = user_id);

create policy "Signed-in users can add ideas of their own"
  on public.ideas for insert
  to authenticated
  with check ((select auth.uid()) = user_id);

create policy "Owners can change their ideas"
  on public.ideas for update
  to authenticated
  using ((select auth.uid()) = user_id)
  with check ((select auth.uid()) = user_id);

create policy "Owners can delete their ideas"
  on public.ideas for delete
  to authenticated
  using ((select auth.uid()) = user_id);

-- Supabase grants every table to the API roles by default; take that back and give only what the
-- policies above need. Visitors get nothing: their ideas are never saved.
revoke all on table public.ideas from anon, authenticated;
grant select, delete on table public.ideas to authenticated;
grant insert (user_id, idea_text, structured_data, status, tags, selected_next_step, step_progress)
  on table public.ideas to authenticated;
grant update (idea_text, structured_data, status, tags, selected_next_step, step_progress)
  on table public.ideas to authenticated;
grant select, insert, update, delete on table public.ideas to service_role;
