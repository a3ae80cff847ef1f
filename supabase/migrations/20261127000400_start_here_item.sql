-- 'Start here': every guide opens with one first action of 5-15 minutes, ticked and timed like the
-- guide's other items (docs/decisions/078-start-here.md). Its text is the guide's own (or derived
-- from its first step), so the row holds only what the person did: its tick and its time, under
-- the key s0, the item before step 1. One more key per guide keeps the set finite (331 items).
--
-- The key is added to the table's check and to the two writes that tick and time an item; a
-- sub-step's or a bullet's rules are unchanged.

alter table public.guide_items drop constraint guide_items_key_valid;
alter table public.guide_items add constraint guide_items_key_valid
  check (item_key = 's0' or item_key ~ '^s[1-5](\.[1-7](\.[1-7])?|\.b[1-9])?$');

-- As in 20261125000100_guide_items.sql, with s0 ticked like a bullet: written when first ticked.
create or replace function public.set_guide_item_done(idea_id uuid, kind text, item_key text, done boolean)
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
  if item_key is null
     or (item_key <> 's0' and item_key !~ '^s[1-5](\.[1-7](\.[1-7])?|\.b[1-9])$') then
    raise exception 'Only a bullet, a sub-step or the first action is ticked here.'
      using errcode = '22023';
  end if;
  if not public.guide_is_visible(set_guide_item_done.idea_id, set_guide_item_done.kind) then
    return;
  end if;

  if item_key = 's0' or item_key ~ '\.b[1-9]$' then
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

-- As in 20261125000100_guide_items.sql, with s0 timed like a step: written when first timed.
create or replace function public.add_guide_item_time(idea_id uuid, kind text, item_key text, seconds integer)
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
  if item_key is null or (item_key <> 's0' and item_key !~ '^s[1-5](\.[1-7](\.[1-7])?)?$') then
    raise exception 'Time is kept for steps, sub-steps and the first action.' using errcode = '22023';
  end if;
  if not public.guide_is_visible(add_guide_item_time.idea_id, add_guide_item_time.kind) then
    return;
  end if;

  if item_key ~ '^s[0-5]$' then
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
