-- The idea portfolio (docs/decisions/042-parked-status-and-the-portfolio-row.md):
-- - a fifth status, `parked`, beside the spec's four: an idea set aside on purpose, without guilt;
--   the status it had is kept in `parked_from`, so 'Unpark' returns it there;
-- - one `portfolios` row per person: the current focus, the last 'Which idea first?' triage and the
--   ideas hidden from 'From your shelf' until a date.

alter table public.ideas drop constraint ideas_status_valid;
alter table public.ideas
  add constraint ideas_status_valid
    check (status in ('draft', 'clarified', 'in_progress', 'completed', 'parked'));

-- Only the database writes it (no column grant): the status an idea had when it was parked.
alter table public.ideas
  add column parked_from text,
  add constraint ideas_parked_from_valid
    check (parked_from in ('draft', 'clarified', 'in_progress', 'completed'));

comment on column public.ideas.parked_from is
  'The status a parked idea had before it was parked; null when the idea is not parked.';

-- Keeps parked_from true to the status: set when an idea becomes parked, cleared when it stops
-- being parked (by 'Unpark', or a tick through set_step_progress).
create function public.remember_parked_from()
  returns trigger
  language plpgsql
  security invoker
  set search_path = ''
as $$
begin
  if new.status = 'parked' then
    if old.status is distinct from 'parked' then
      new.parked_from := old.status;
    else
      new.parked_from := old.parked_from;
    end if;
  else
    new.parked_from := null;
  end if;
  return new;
end;
$$;

comment on function public.remember_parked_from() is
  'Trigger function: keeps ideas.parked_from, the status a parked idea returns to.';
revoke execute on function public.remember_parked_from() from public, anon, authenticated;

create trigger ideas_remember_parked_from
  before update on public.ideas
  for each row execute function public.remember_parked_from();

-- Ideas Clarified keeps counting every idea that was clarified: a parked idea counts when it was
-- clarified before it was parked. Everything else is unchanged from
-- 20261124000100_step_progress_per_item.sql. No number anywhere counts parked ideas.
create or replace function public.user_stats()
  returns jsonb
  language sql
  stable
  security invoker
  set search_path = ''
as $$
  select jsonb_build_object(
    'ideasClarified',
      count(*) filter (
        where ideas.structured_data is not null
          or ideas.status in ('clarified', 'in_progress', 'completed')
          or ideas.parked_from in ('clarified', 'in_progress', 'completed')
      ),
    'guidesCompleted',
      -- The containment test first: it rules out most ideas without calling the functions.
      count(*) filter (
        where ideas.step_progress @> '{"step1": "complete"}'
          and public.are_steps_complete(ideas.step_progress, public.guide_step_count(guides.guide))
      ),
    'feedbackGiven', (
      select count(*)
      from public.feedback
      where feedback.user_id = (select auth.uid())
    )
  )
  from public.ideas
  left join public.idea_guides as guides
    on guides.idea_id = ideas.id and guides.kind = ideas.selected_next_step
  where ideas.user_id = (select auth.uid())
$$;

create table public.portfolios (
  user_id uuid primary key default auth.uid() references auth.users (id) on delete cascade,
  -- The idea pinned as 'Current focus'; forgotten when that idea is deleted.
  focus_idea_id uuid references public.ideas (id) on delete set null,
  -- The last 'Which idea first?': each idea's four ratings and reason, and when it was made.
  last_triage jsonb,
  -- Ideas 'Not now' hid from 'From your shelf': idea id -> the ISO time it may show again.
  shelf_hidden jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),

  constraint portfolios_last_triage_is_object
    check (last_triage is null or jsonb_typeof(last_triage) = 'object'),
  constraint portfolios_last_triage_size check (octet_length(last_triage::text) <= 20000),
  constraint portfolios_shelf_hidden_is_object check (jsonb_typeof(shelf_hidden) = 'object'),
  constraint portfolios_shelf_hidden_size check (octet_length(shelf_hidden::text) <= 20000)
);

comment on table public.portfolios is
  'One row per person: the current focus, the last triage, the ideas hidden from the shelf.';

create trigger portfolios_set_updated_at
  before update on public.portfolios
  for each row execute function public.set_updated_at();

-- The foreign key's cascade (an idea deleted) finds the row through this index.
create index portfolios_focus_idea_id_idx on public.portfolios (focus_idea_id);

alter table public.portfolios enable row level security;

create policy "Owners can read their portfolio"
  on public.portfolios for select
  to authenticated
  using ((select auth.uid()) = user_id);

-- The focus must be one of the person's own ideas (the subquery reads through their RLS too).
create policy "Signed-in users can add their own portfolio"
  on public.portfolios for insert
  to authenticated
  with check (
    (select auth.uid()) = user_id
    and (focus_idea_id is null
      or exists (select from public.ideas where ideas.id = focus_idea_id))
  );

create policy "Owners can change their portfolio"
  on public.portfolios for update
  to authenticated
  using ((select auth.uid()) = user_id)
  with check (
    (select auth.uid()) = user_id
    and (focus_idea_id is null
      or exists (select from public.ideas where ideas.id = focus_idea_id))
  );

create policy "Owners can delete their portfolio"
  on public.portfolios for delete
  to authenticated
  using ((select auth.uid()) = user_id);

revoke all on table public.portfolios from anon, authenticated;
grant select, delete on table public.portfolios to authenticated;
grant insert (user_id, focus_idea_id, last_triage, shelf_hidden)
  on table public.portfolios to authenticated;
grant update (focus_idea_id, last_triage, shelf_hidden) on table public.portfolios to authenticated;
grant select, insert, update, delete on table public.portfolios to service_role;

-- 'Delete all my data' takes the portfolio too. Otherwise unchanged from
-- 20261124000320_delete_my_data.sql.
create or replace function public.delete_my_data()
  returns void
  language plpgsql
  security invoker
  set search_path = ''
as $$
declare
  v_user_id uuid := auth.uid();
begin
  if v_user_id is null then
    raise exception 'Only a signed-in person can delete their data.' using errcode = '42501';
  end if;
  delete from public.portfolios where user_id = v_user_id;
  delete from public.ideas where user_id = v_user_id;
  delete from public.feedback where user_id = v_user_id;
end;
$$;
