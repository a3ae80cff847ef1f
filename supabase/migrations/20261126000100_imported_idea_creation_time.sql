-- 'Import data' gives an imported idea the creation time it had in the file, so My Ideas lists a
-- moved account in the order it was written (docs/decisions/059-import-brings-everything-back.md).
-- A person may now set created_at when adding an idea of their own; a time in the future is
-- brought back to now, so no idea can pin itself above those written after it.

grant insert (created_at) on table public.ideas to authenticated;

create function public.created_at_not_in_future()
  returns trigger
  language plpgsql
  security invoker
  set search_path = ''
as $$
begin
  if new.created_at > now() then
    new.created_at := now();
  end if;
  return new;
end;
$$;

comment on function public.created_at_not_in_future() is
  'Trigger function: a row''s creation time is never later than the transaction that adds it.';
revoke execute on function public.created_at_not_in_future() from public, anon, authenticated;

create trigger ideas_created_at_not_in_future
  before insert on public.ideas
  for each row execute function public.created_at_not_in_future();
