-- Guide items bounded per guide and per person (docs/decisions/072-guide-items-bounded.md).
--
-- A guide's item keys form a finite set (guide_items_key_valid): at most 5 steps, 9 bullets, 7
-- sub-steps and 49 sub-sub-steps each, 330 items per guide. That bounded a guide, but with 5,000
-- ideas of five guides each one person could store 8.25 million items, about 9.3 GB with titles
-- of 240 characters. Now a person keeps at most 20,000 guide items (sixty fully broken-down
-- guides; a guide broken down step by step has a few dozen), counted in guide_item_counts:
-- - a trigger adds one for every item inserted and refuses the 20,001st with the check violation
--   `guide_items_per_person_quota`, as the ideas quota does;
-- - a deleted item gives its place back; when an idea is deleted, its items are given back before
--   the cascade removes them (the cascade can no longer tell whose they were);
-- - the count is one row per person, updated under its own lock, so each write costs one row
--   update at any number of items.

create table public.guide_item_counts (
  user_id uuid primary key references auth.users (id) on delete cascade,
  items integer not null default 0,

  constraint guide_item_counts_items_range check (items >= 0)
);

comment on table public.guide_item_counts is
  'How many guide items each person keeps, for the quota of 20,000; written only by triggers.';

alter table public.guide_item_counts enable row level security;

create policy "Browser roles can never touch guide item counts"
  on public.guide_item_counts as restrictive for all
  to anon, authenticated
  using (false)
  with check (false);

revoke all on table public.guide_item_counts from public, anon, authenticated;
grant select on table public.guide_item_counts to service_role;

-- Definer: the counts are no browser role's to read or write; the trigger is the only way in.
create function public.count_guide_items()
  returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  v_owner uuid;
  v_items integer;
begin
  if tg_op = 'INSERT' then
    select ideas.user_id into v_owner from public.ideas where ideas.id = new.idea_id;
    if v_owner is null then
      return null;
    end if;
    insert into public.guide_item_counts as counts (user_id, items)
    values (v_owner, 1)
    on conflict (user_id) do update set items = counts.items + 1
    returning counts.items into v_items;
    if v_items > 20000 then
      raise exception 'new row for relation "guide_items" violates check constraint "guide_items_per_person_quota"'
        using errcode = 'check_violation', constraint = 'guide_items_per_person_quota',
              table = 'guide_items', schema = 'public',
              hint = 'A person keeps at most 20,000 guide items.';
    end if;
  else
    -- When the idea itself is going, its items were given back already (forget_guide_items).
    update public.guide_item_counts as counts
    set items = greatest(counts.items - 1, 0)
    from public.ideas
    where ideas.id = old.idea_id and counts.user_id = ideas.user_id;
  end if;
  return null;
end;
$$;

comment on function public.count_guide_items() is
  'Trigger function: counts a person''s guide items and refuses the 20,001st.';
revoke execute on function public.count_guide_items() from public, anon, authenticated;

create trigger guide_items_per_person_quota
  after insert or delete on public.guide_items
  for each row execute function public.count_guide_items();

create function public.forget_guide_items()
  returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
begin
  update public.guide_item_counts as counts
  set items = greatest(counts.items - (
    select count(*) from public.guide_items as items where items.idea_id = old.id
  ), 0)
  where counts.user_id = old.user_id;
  return old;
end;
$$;

comment on function public.forget_guide_items() is
  'Trigger function: gives back the guide items of an idea about to be deleted.';
revoke execute on function public.forget_guide_items() from public, anon, authenticated;

create trigger ideas_forget_guide_items
  before delete on public.ideas
  for each row execute function public.forget_guide_items();

-- Items saved before this migration count from now on.
insert into public.guide_item_counts (user_id, items)
select ideas.user_id, count(*)
from public.guide_items
join public.ideas on ideas.id = guide_items.idea_id
group by ideas.user_id;
