-- Keeps `updated_at` honest: the database sets it on every update, whatever the client sends.
-- Tables opt in with a `before update` trigger that calls this function.

create function public.set_updated_at()
  returns trigger
  language plpgsql
  security invoker
  set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

comment on function public.set_updated_at() is 'Trigger function: stamps updated_at on every update.';

-- Only triggers call it; nobody needs it through the API.
revoke execute on function public.set_updated_at() from public, anon, authenticated;
