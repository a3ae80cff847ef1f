-- Feedback goes through one function, never a direct insert (docs/decisions/033-feedback-through-a-function.md).
-- With the anon key anyone could insert thousands of rows in one statement, each up to ~17 kB, and
-- claim any e-mail. Now:
-- - anon and authenticated may not insert into public.feedback at all;
-- - public.submit_feedback() inserts exactly one row per call, attributed to auth.uid() (null for a
--   visitor); a typed e-mail is kept only as a reply address;
-- - it refuses a sixth row in an hour from one session id, a sixth from one signed-in person, and
--   any row once 200 have arrived from everyone in the last hour (the bound on a flood that rotates
--   session ids: the database sees no client address it could trust);
-- - the idea attached to feedback is at most 2,000 characters.

revoke insert on table public.feedback from anon, authenticated;
drop policy "Visitors can send feedback anonymously" on public.feedback;
drop policy "Signed-in users can send feedback as themselves" on public.feedback;

-- Not valid: rows sent before this limit stay; every new row is checked.
alter table public.feedback
  add constraint feedback_user_idea_max_length check (char_length(user_idea) <= 2000) not valid;

-- The per-session count of the rate limit.
create index feedback_session_id_created_at_idx on public.feedback (session_id, created_at);

create function public.submit_feedback(
  rating integer,
  feedback_text text,
  session_id text,
  category text default 'General Feedback',
  user_email text default null,
  user_idea text default null
)
  returns uuid
  language plpgsql
  -- Definer: the caller has no insert right on the table; this function is the only way in.
  security definer
  set search_path = ''
as $$
declare
  v_user_id uuid := auth.uid();
  v_since timestamptz := now() - interval '1 hour';
  v_id uuid;
begin
  -- One submission at a time, so two racing calls cannot both take the last slot of a limit.
  -- Feedback is rare enough that a single lock costs nothing.
  perform pg_advisory_xact_lock(hashtextextended('public.submit_feedback', 0));

  if (select count(*) from public.feedback f
      where f.session_id = submit_feedback.session_id and f.created_at > v_since) >= 5 then
    raise exception 'feedback_rate_limited'
      using errcode = 'PT429', detail = 'session',
            hint = 'At most 5 feedback messages an hour from one session.';
  end if;

  if v_user_id is not null and (select count(*) from public.feedback f
      where f.user_id = v_user_id and f.created_at > v_since) >= 5 then
    raise exception 'feedback_rate_limited'
      using errcode = 'PT429', detail = 'person',
            hint = 'At most 5 feedback messages an hour from one person.';
  end if;

  if (select count(*) from public.feedback f where f.created_at > v_since) >= 200 then
    raise exception 'feedback_rate_limited'
      using errcode = 'PT429', detail = 'everyone',
            hint = 'At most 200 feedback messages an hour from everyone together.';
  end if;

  -- The table's constraints check the values (rating, lengths, category); user_id is the session's.
  insert into public.feedback
    (user_id, rating, category, feedback_text, user_email, user_idea, session_id)
  values (
    v_user_id,
    submit_feedback.rating,
    coalesce(submit_feedback.category, 'General Feedback'),
    submit_feedback.feedback_text,
    nullif(btrim(submit_feedback.user_email), ''),
    submit_feedback.user_idea,
    submit_feedback.session_id
  )
  returning id into v_id;
  return v_id;
end;
$$;

comment on function public.submit_feedback(integer, text, text, text, text, text) is
  'Sends one feedback row as the caller (auth.uid(), or a visitor), within the hourly limits.';

revoke execute on function public.submit_feedback(integer, text, text, text, text, text) from public;
grant execute on function public.submit_feedback(integer, text, text, text, text, text)
  to anon, authenticated, service_role;
