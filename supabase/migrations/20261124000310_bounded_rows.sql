-- Bounded rows (docs/decisions/034-bounded-rows-and-quotas.md): no column and no person can make
-- the database grow without limit.
-- - Every jsonb column has a size check (octet_length of its text form, like the guide's existing
--   200 kB one): a clarification at most 20 kB, a guide at most 20 kB, a step-progress map at most
--   1 kB. What the AI returns is a few kB; 50 MB of structured_data was accepted before.
-- - A person keeps at most 5,000 ideas; the next one is refused with the check violation
--   `ideas_per_person_quota`, which the app turns into a sentence (src/lib/backend/data/errors.ts).
--   Guides need no counter of their own: at most one per idea and kind (the unique key) and five
--   kinds, so at most 25,000 per person, with no cost on each save.
-- Not valid: rows saved before these limits stay readable; every new or changed row is checked.

alter table public.ideas
  add constraint ideas_structured_data_size
    check (octet_length(structured_data::text) <= 20000) not valid,
  add constraint ideas_step_progress_size
    check (octet_length(step_progress::text) <= 1000) not valid;

alter table public.idea_guides
  add constraint idea_guides_guide_max_size
    check (octet_length(guide::text) <= 20000) not valid;

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
