-- Every table in public carries at least one policy (checked by tests/db/schema-lint.test.ts), so
-- that "no policy" is always a decision someone wrote down, never an oversight. This states what
-- ai_rate_limits already meant: the browser roles can never read or write a row of it. Restrictive,
-- so a permissive policy added by mistake later still cannot open the table; the service role
-- (the ai Edge Function) bypasses RLS as before.

create policy "Browser roles can never touch rate limits"
  on public.ai_rate_limits as restrictive for all
  to anon, authenticated
  using (false)
  with check (false);
