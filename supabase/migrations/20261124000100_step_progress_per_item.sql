-- Step progress written one item at a time, atomically, and the idea's status following it
-- (docs/decisions/029-idea-status-follows-its-guide.md, 030-atomic-per-item-step-progress.md).
--
-- Before, each tick sent the whole step_progress map: two tabs, or two requests arriving out of
-- order, overwrote each other's ticks. set_step_progress changes one key (or, for the quick
-- actions, every step) under the row's lock, so concurrent writers keep each other's ticks.

-- How many steps an idea shows: those of its stored guide (at most five, the keys step1..step5),
-- or five when no usable guide is stored.
create function public.guide_step_count(guide jsonb)
  returns integer
  language sql
  immutable
  security invoker
  set search_path = ''
as $$
  select case jsonb_typeof(guide -> 'steps')
    when 'array' then
      case when jsonb_array_length(guide -> 'steps') = 0 then 5
           else least(jsonb_array_length(guide -> 'steps'), 5) end
    else 5
  end
$$;

-- True when step1..step{step_count} are all complete (keys past the count do not matter).
create function public.are_steps_complete(progress jsonb, step_count integer)
  returns boolean
  language sql
  immutable
  security invoker
  set search_path = ''
as $$
  select coalesce(bool_and((progress ->> ('step' || n)) is not distinct from 'complete'), false)
  from generate_series(1, step_count) as n
$$;

-- An idea's status after its progress changed: completed when every step it shows is complete;
-- otherwise in progress once any step has been started or ticked, or when it was completed (a step
-- was unticked); otherwise as it was (a clarified idea whose steps were reset stays clarified).
create function public.status_for_progress(progress jsonb, step_count integer, current_status text)
  returns text
  language sql
  immutable
  security invoker
  set search_path = ''
as $$
  select case
    when public.are_steps_complete(progress, step_count) then 'completed'
    when current_status = 'completed'
      or exists (select from jsonb_each_text(progress) as entry where entry.value <> 'not_started')
      then 'in_progress'
    else current_status
  end
$$;

-- One tick (step_key 'step1'..'step5'), or with step_key null a quick action: state 'complete'
-- marks every step the idea shows complete, 'not_started' resets all five. Returns the idea as
-- stored, or no row when the caller has no such idea. Security invoker: the caller's RLS decides
-- which idea (and which guide) it sees, exactly as for a direct update.
create function public.set_step_progress(idea_id uuid, step_key text, state text)
  returns setof public.ideas
  language plpgsql
  volatile
  security invoker
  set search_path = ''
as $$
declare
  idea public.ideas;
  step_count integer;
  progress jsonb;
begin
  if state is null or state not in ('not_started', 'in_progress', 'complete') then
    raise exception 'Step progress must be not started, in progress or complete.'
      using errcode = '22023';
  end if;
  if step_key is null and state = 'in_progress' then
    raise exception 'All steps can only be marked complete or reset.' using errcode = '22023';
  end if;
  if step_key is not null and step_key not in ('step1', 'step2', 'step3', 'step4', 'step5') then
    raise exception 'Step progress is kept for steps 1 to 5.' using errcode = '22023';
  end if;

  -- The row's lock serialises writers: a second one waits here and then reads the first one's map.
  select * into idea
  from public.ideas
  where ideas.id = set_step_progress.idea_id
  for update;
  if not found then
    return;
  end if;

  step_count := public.guide_step_count((
    select guides.guide
    from public.idea_guides as guides
    where guides.idea_id = idea.id and guides.kind = idea.selected_next_step
  ));

  if step_key is not null then
    progress := jsonb_set(idea.step_progress, array[step_key], to_jsonb(state));
  elsif state = 'complete' then
    progress := idea.step_progress
      || (select jsonb_object_agg('step' || n, 'complete') from generate_series(1, step_count) as n);
  else
    progress := (select jsonb_object_agg('step' || n, 'not_started') from generate_series(1, 5) as n);
  end if;

  return query
    update public.ideas
    set step_progress = progress,
        status = public.status_for_progress(progress, step_count, idea.status)
    where ideas.id = idea.id
    returning ideas.*;
end;
$$;

comment on function public.set_step_progress(uuid, text, text) is
  'Sets one step''s progress (or every step''s, step_key null) atomically and recomputes the idea''s status.';

revoke execute on function public.set_step_progress(uuid, text, text) from public, anon;
grant execute on function public.set_step_progress(uuid, text, text) to authenticated, service_role;

-- Ideas already finished before this rule existed become completed now.
update public.ideas
set status = 'completed'
where status <> 'completed'
  and public.are_steps_complete(
    step_progress,
    public.guide_step_count((
      select guides.guide
      from public.idea_guides as guides
      where guides.idea_id = ideas.id and guides.kind = ideas.selected_next_step
    ))
  );

-- Guides Completed counts guides finished, as the label says: ideas whose every step is complete
-- (the steps of the stored guide of the chosen kind, or five without one). The spec's version
-- summed completed steps. Everything else is unchanged from 20250101000400_user_stats.sql.
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
        where ideas.structured_data is not null or ideas.status in ('clarified', 'in_progress', 'completed')
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
