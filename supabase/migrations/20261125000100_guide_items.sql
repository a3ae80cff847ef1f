-- Guide items: what a person does inside a stored guide besides ticking its steps — a sub-step the
-- AI broke a step into, a bullet ticked, time spent on a step or a sub-step
-- (docs/decisions/040-guide-items-one-row-each.md). The steps' own ticks stay in
-- ideas.step_progress (set_step_progress).
--
-- One row per item, so every tick and every bit of time is one write of that one row: two tabs, or
-- requests arriving out of order, never overwrite each other's items, as a whole map would.
--
-- Item keys (item_key), at most two levels below a step:
--   s1 … s5          a step of the guide (its time spent; its tick is in step_progress)
--   s1.b1 … s1.b9    a bullet of step 1 (its tick)
--   s1.1 … s1.7      a sub-step of step 1 (title, estimate, tick, time spent)
--   s1.1.1 … s1.7.7  a sub-step of sub-step 1.1
-- The keys form a finite set, so a guide holds at most 5 × (1 + 9 + 7 + 49) = 330 items, each a
-- short title and a few numbers: bounded by its guide as guides are by ideas
-- (docs/decisions/034-bounded-rows-and-quotas.md).

create table public.guide_items (
  idea_id uuid not null,
  kind text not null,
  item_key text not null,
  -- A sub-step's own text; steps and bullets keep theirs in the guide.
  title text,
  -- The AI's estimate for a sub-step, in whole minutes, a buffer included.
  estimate_minutes integer,
  done boolean not null default false,
  seconds_spent integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),

  constraint guide_items_pkey primary key (idea_id, kind, item_key),
  -- Items belong to the stored guide: they go with it, and it goes with its idea.
  constraint guide_items_guide_fkey foreign key (idea_id, kind)
    references public.idea_guides (idea_id, kind) on delete cascade,
  constraint guide_items_kind_valid
    check (kind in ('mvp', 'research', 'audience', 'monetization', 'explore')),
  constraint guide_items_key_valid
    check (item_key ~ '^s[1-5](\.[1-7](\.[1-7])?|\.b[1-9])?$'),
  -- A sub-step has a title (and maybe an estimate); a step or a bullet has neither.
  constraint guide_items_title_for_sub_steps
    check ((title is not null) = (item_key ~ '^s[1-5](\.[1-7]){1,2}$')),
  constraint guide_items_title_length check (char_length(title) between 1 and 240),
  constraint guide_items_estimate_range
    check (estimate_minutes is null or (title is not null and estimate_minutes between 1 and 600)),
  -- Bullets are ticked, not timed; a year of seconds on one item is far beyond any real one.
  constraint guide_items_seconds_range check (seconds_spent between 0 and 31536000),
  constraint guide_items_bullets_untimed check (seconds_spent = 0 or item_key !~ '\.b[1-9]$')
);

comment on table public.guide_items is
  'Sub-steps, bullet ticks and time spent inside a stored guide, one row per item.';

create trigger guide_items_set_updated_at
  before update on public.guide_items
  for each row execute function public.set_updated_at();

alter table public.guide_items enable row level security;

create policy "Idea owners can read their guide items"
  on public.guide_items for select
  to authenticated
  using (exists (
    select from public.ideas
    where ideas.id = guide_items.idea_id and ideas.user_id = (select auth.uid())
  ));

create policy "Idea owners can add guide items"
  on public.guide_items for insert
  to authenticated
  with check (exists (
    select from public.ideas
    where ideas.id = guide_items.idea_id and ideas.user_id = (select auth.uid())
  ));

create policy "Idea owners can change their guide items"
  on public.guide_items for update
  to authenticated
  using (exists (
    select from public.ideas
    where ideas.id = guide_items.idea_id and ideas.user_id = (select auth.uid())
  ))
  with check (exists (
    select from public.ideas
    where ideas.id = guide_items.idea_id and ideas.user_id = (select auth.uid())
  ));

create policy "Idea owners can delete their guide items"
  on public.guide_items for delete
  to authenticated
  using (exists (
    select from public.ideas
    where ideas.id = guide_items.idea_id and ideas.user_id = (select auth.uid())
  ));

revoke all on table public.guide_items from anon, authenticated;
grant select, delete on table public.guide_items to authenticated;
grant insert (idea_id, kind, item_key, title, estimate_minutes, done, seconds_spent)
  on table public.guide_items to authenticated;
-- Only what a tick or a timer changes; an item's place and text are set when it is written.
grant update (done, seconds_spent) on table public.guide_items to authenticated;
grant select, insert, update, delete on table public.guide_items to service_role;

-- True when the caller sees the stored guide (RLS: only its idea's owner does).
create function public.guide_is_visible(idea_id uuid, kind text)
  returns boolean
  language sql
  stable
  security invoker
  set search_path = ''
as $$
  select exists (
    select from public.idea_guides as guides
    where guides.idea_id = guide_is_visible.idea_id and guides.kind = guide_is_visible.kind
  )
$$;

revoke execute on function public.guide_is_visible(uuid, text) from public, anon;
grant execute on function public.guide_is_visible(uuid, text) to authenticated, service_role;

-- Ticks (done true) or unticks one bullet or sub-step. Returns the item as stored, or no row when
-- the caller has no such guide (or no such sub-step). Security invoker: RLS decides, as for a
-- direct write.
create function public.set_guide_item_done(idea_id uuid, kind text, item_key text, done boolean)
  returns setof public.guide_items
  language plpgsql
  volatile
  security invoker
  set search_path = ''
as $$
begin
  if done is null then
    raise exception 'A tick is done or not done.' using errcode = '22023';
  end if;
  if item_key is null or item_key !~ '^s[1-5](\.[1-7](\.[1-7])?|\.b[1-9])$' then
    raise exception 'Only a bullet or a sub-step is ticked here.' using errcode = '22023';
  end if;
  if not public.guide_is_visible(set_guide_item_done.idea_id, set_guide_item_done.kind) then
    return;
  end if;

  if item_key ~ '\.b[1-9]$' then
    return query
      insert into public.guide_items as items (idea_id, kind, item_key, done)
      values (set_guide_item_done.idea_id, set_guide_item_done.kind, set_guide_item_done.item_key,
              set_guide_item_done.done)
      on conflict on constraint guide_items_pkey do update set done = excluded.done
      returning items.*;
  else
    -- A sub-step exists only once the AI wrote it.
    return query
      update public.guide_items as items
      set done = set_guide_item_done.done
      where items.idea_id = set_guide_item_done.idea_id
        and items.kind = set_guide_item_done.kind
        and items.item_key = set_guide_item_done.item_key
      returning items.*;
  end if;
end;
$$;

comment on function public.set_guide_item_done(uuid, text, text, boolean) is
  'Ticks or unticks one bullet or sub-step of a stored guide, one row, atomically.';

revoke execute on function public.set_guide_item_done(uuid, text, text, boolean) from public, anon;
grant execute on function public.set_guide_item_done(uuid, text, text, boolean)
  to authenticated, service_role;

-- Adds time spent (1 s to a day per call) to a step or a sub-step, by adding to what is stored:
-- two writers each add their own seconds. Returns the item as stored, or no row when the caller
-- has no such guide (or no such sub-step).
create function public.add_guide_item_time(idea_id uuid, kind text, item_key text, seconds integer)
  returns setof public.guide_items
  language plpgsql
  volatile
  security invoker
  set search_path = ''
as $$
begin
  if seconds is null or seconds not between 1 and 86400 then
    raise exception 'Time spent is added from 1 second to a day at a time.' using errcode = '22023';
  end if;
  if item_key is null or item_key !~ '^s[1-5](\.[1-7](\.[1-7])?)?$' then
    raise exception 'Time is kept for steps and sub-steps.' using errcode = '22023';
  end if;
  if not public.guide_is_visible(add_guide_item_time.idea_id, add_guide_item_time.kind) then
    return;
  end if;

  if item_key ~ '^s[1-5]$' then
    return query
      insert into public.guide_items as items (idea_id, kind, item_key, seconds_spent)
      values (add_guide_item_time.idea_id, add_guide_item_time.kind, add_guide_item_time.item_key,
              add_guide_item_time.seconds)
      on conflict on constraint guide_items_pkey
        do update set seconds_spent = items.seconds_spent + excluded.seconds_spent
      returning items.*;
  else
    return query
      update public.guide_items as items
      set seconds_spent = items.seconds_spent + add_guide_item_time.seconds
      where items.idea_id = add_guide_item_time.idea_id
        and items.kind = add_guide_item_time.kind
        and items.item_key = add_guide_item_time.item_key
      returning items.*;
  end if;
end;
$$;

comment on function public.add_guide_item_time(uuid, text, text, integer) is
  'Adds seconds to the time spent on one step or sub-step of a stored guide, atomically.';

revoke execute on function public.add_guide_item_time(uuid, text, text, integer) from public, anon;
grant execute on function public.add_guide_item_time(uuid, text, text, integer)
  to authenticated, service_role;

-- Breaking a step (s1) or a sub-step (s1.2) down: its sub-steps, and theirs, are replaced by
-- `sub_steps`, a JSON array of at most 7 objects {"title", "minutes"?, "done"?, "seconds"?,
-- "subSteps"?}, kept as keys parent.1, parent.2, … in order; "subSteps" (below a step only) are
-- that sub-step's own, so Undo puts back both levels, with their ticks and time, in one call. An
-- empty array removes them. The parent's own bullets stay. True when replaced, false when the
-- caller has no such guide. Two breakdowns of one guide take turns (an advisory lock per guide).
create function public.replace_sub_steps(idea_id uuid, kind text, parent_key text, sub_steps jsonb)
  returns boolean
  language plpgsql
  volatile
  security invoker
  set search_path = ''
as $$
declare
  item jsonb;
  child jsonb;
  new_key text;
  n integer := 0;
  m integer;
begin
  if parent_key is null or parent_key !~ '^s[1-5](\.[1-7])?$' then
    raise exception 'Steps and their sub-steps can be broken down, two levels at most.'
      using errcode = '22023';
  end if;
  if sub_steps is null or jsonb_typeof(sub_steps) <> 'array' or jsonb_array_length(sub_steps) > 7 then
    raise exception 'A step is broken into at most 7 sub-steps.' using errcode = '22023';
  end if;
  if not public.guide_is_visible(replace_sub_steps.idea_id, replace_sub_steps.kind) then
    return false;
  end if;

  perform pg_advisory_xact_lock(hashtextextended(
    'public.guide_items:' || replace_sub_steps.idea_id::text || ':' || replace_sub_steps.kind, 0));

  delete from public.guide_items as items
  where items.idea_id = replace_sub_steps.idea_id
    and items.kind = replace_sub_steps.kind
    and items.item_key ~ ('^' || replace(replace_sub_steps.parent_key, '.', '\.') || '\.[1-7]');

  for item in select value from jsonb_array_elements(sub_steps) loop
    n := n + 1;
    new_key := parent_key || '.' || n;
    if jsonb_typeof(item) <> 'object' or jsonb_typeof(item -> 'title') is distinct from 'string' then
      raise exception 'Each sub-step has a title.' using errcode = '22023';
    end if;
    insert into public.guide_items
      (idea_id, kind, item_key, title, estimate_minutes, done, seconds_spent)
    values (
      replace_sub_steps.idea_id,
      replace_sub_steps.kind,
      new_key,
      item ->> 'title',
      (item ->> 'minutes')::integer,
      coalesce((item ->> 'done')::boolean, false),
      coalesce((item ->> 'seconds')::integer, 0)
    );

    if item ? 'subSteps' then
      if parent_key ~ '\.' or jsonb_typeof(item -> 'subSteps') <> 'array'
         or jsonb_array_length(item -> 'subSteps') > 7 then
        raise exception 'Sub-steps go two levels deep at most, 7 at a time.' using errcode = '22023';
      end if;
      m := 0;
      for child in select value from jsonb_array_elements(item -> 'subSteps') loop
        m := m + 1;
        if jsonb_typeof(child) <> 'object' or jsonb_typeof(child -> 'title') is distinct from 'string' then
          raise exception 'Each sub-step has a title.' using errcode = '22023';
        end if;
        insert into public.guide_items
          (idea_id, kind, item_key, title, estimate_minutes, done, seconds_spent)
        values (
          replace_sub_steps.idea_id,
          replace_sub_steps.kind,
          new_key || '.' || m,
          child ->> 'title',
          (child ->> 'minutes')::integer,
          coalesce((child ->> 'done')::boolean, false),
          coalesce((child ->> 'seconds')::integer, 0)
        );
      end loop;
    end if;
  end loop;
  return true;
end;
$$;

comment on function public.replace_sub_steps(uuid, text, text, jsonb) is
  'Replaces the sub-steps of one step or sub-step of a stored guide, in one transaction.';

revoke execute on function public.replace_sub_steps(uuid, text, text, jsonb) from public, anon;
grant execute on function public.replace_sub_steps(uuid, text, text, jsonb)
  to authenticated, service_role;
