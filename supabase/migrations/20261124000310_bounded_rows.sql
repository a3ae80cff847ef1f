-- Bounded rows (docs/decisions/034-bounded-rows-and-quotas.md): no column and no person can make
-- the database grow without limit.
-- - Every jsonb column has a size check (octet_length of its text form, like the guide's existing
--   200 kB one): a clarification at most 20 kB, a guide at most 50 kB, a step-progress map at most
--   1 kB. What the AI returns is a few kB; 50 MB of structured_data was accepted before.
-- - A person keeps at most 5,000 ideas and 10,000 guides; the next one is refused with the check
--   violation `ideas_per_person_quota` / `idea_guides_per_person_quota`, which the app turns into a
--   sentence (src/lib/backend/data/errors.ts).
-- Not valid: rows saved before these limits stay readable; every new or changed row is checked.

alter table public.ideas
  add constraint ideas_structured_data_size
    check (octet_length(structured_data::text) <= 20000) not valid,
  add constraint ideas_step_progress_size
    check (octet_length(step_progress::text) <= 1000) not valid;

alter table public.idea_guides
  add constraint idea_guides_guide_max_size
    check (octet_length(guide::text) <= 50000) not valid;

-- Refuses a person's 5,001st idea. Counting stops at the quota and reads only the
-- (user_id) index, so it costs the same at 10 ideas as at 100,000 rows in the table.
create function public.enforce_ideas_quota()
  returns trigger
  language plpgsql
  security invoker
  set search_path = ''
as $$
begin
  -- Two inserts of one person racing for the last slot take turns; other people are not held up.
  perform pg_advisory_xact_lock(hashtextextended('public.ideas quota:' || new.user_id::text, 0));
  if (select count(*) from (
        select from public.ideas i where i.user_id = new.user_id limit 5000
      ) as mine) >= 5000 then
    raise exception 'new row for relation "ideas" violates check constraint "ideas_per_person_quota"'
      using errcode = 'check_violation', constraint = 'ideas_per_person_quota', table = 'ideas',
            schema = 'public', hint = 'A person keeps at most 5,000 ideas.';
  end if;
  return new;
end;
$$;

comment on function public.enforce_ideas_quota() is 'Trigger function: at most 5,000 ideas per person.';
revoke execute on function public.enforce_ideas_quota() from public, anon, authenticated;

create trigger ideas_per_person_quota
  before insert on public.ideas
  for each row execute function public.enforce_ideas_quota();

-- Refuses a person's 10,001st guide. A guide that replaces the one of the same idea and kind (the
-- app's upsert, which fires insert triggers too) adds nothing and always passes. The count walks
-- the person's ideas by the (user_id) index and their guides by the (idea_id, kind) index.
create function public.enforce_idea_guides_quota()
  returns trigger
  language plpgsql
  security invoker
  set search_path = ''
as $$
declare
  v_owner uuid;
begin
  select i.user_id into v_owner from public.ideas i where i.id = new.idea_id;
  -- No visible idea: the foreign key or the policy refuses the row after this.
  if v_owner is null then
    return new;
  end if;
  perform pg_advisory_xact_lock(hashtextextended('public.idea_guides quota:' || v_owner::text, 0));
  if exists (
    select from public.idea_guides g where g.idea_id = new.idea_id and g.kind = new.kind
  ) then
    return new;
  end if;
  if (select count(*) from (
        select from public.ideas i
        join public.idea_guides g on g.idea_id = i.id
        where i.user_id = v_owner
        limit 10000
      ) as mine) >= 10000 then
    raise exception 'new row for relation "idea_guides" violates check constraint "idea_guides_per_person_quota"'
      using errcode = 'check_violation', constraint = 'idea_guides_per_person_quota',
            table = 'idea_guides', schema = 'public', hint = 'A person keeps at most 10,000 guides.';
  end if;
  return new;
end;
$$;

comment on function public.enforce_idea_guides_quota() is 'Trigger function: at most 10,000 guides per person.';
revoke execute on function public.enforce_idea_guides_quota() from public, anon, authenticated;

create trigger idea_guides_per_person_quota
  before insert on public.idea_guides
  for each row execute function public.enforce_idea_guides_quota();
