-- submit_feedback checks every argument before anything else, and refuses a bad one with its own
-- code and a sentence (docs/decisions/095-the-shelf-map-the-calendar-name-the-feedback-session.md).
--
-- Before, a missing session id was answered with an imitation of the table's check-constraint
-- error (23514 `feedback_session_id_length`), and the other arguments reached the insert and were
-- refused by the table, after the hour's limit had been consulted. Now each argument is checked
-- first, in the order of the signature, and refused with SQLSTATE PT400 (PostgREST answers a
-- function's own `PTnnn` with HTTP status nnn, as for PT429, the hourly limits): the message says
-- what is wrong in a sentence, `detail` names the argument (the app's messages are keyed by it),
-- and `hint` says what the argument takes. A refused call is counted nowhere.
--
-- A session id is now 1 to 200 letters, digits, '.', '_' or '-' (the app sends a UUID): it names a
-- bucket of the hourly limit, so nothing else has a place in it.
--
-- Otherwise as in 20261127000210_rate_limit_hits.sql; the table's constraints stay behind it.
create or replace function public.submit_feedback(
  rating integer,
  feedback_text text,
  session_id text,
  category text default 'General Feedback',
  user_email text default null,
  user_idea text default null
)
  returns uuid
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  v_user_id uuid := auth.uid();
  v_buckets text[];
  v_limits integer[];
  v_limit record;
  v_id uuid;
begin
  if submit_feedback.rating is null or submit_feedback.rating not between 1 and 5 then
    raise exception 'Please give a rating from 1 to 5.'
      using errcode = 'PT400', detail = 'rating', hint = 'A whole number from 1 to 5.';
  end if;
  if submit_feedback.feedback_text is null
     or char_length(submit_feedback.feedback_text) not between 1 and 5000 then
    raise exception 'Feedback needs some text, at most 5,000 characters.'
      using errcode = 'PT400', detail = 'feedback_text', hint = '1 to 5,000 characters.';
  end if;
  if submit_feedback.session_id is null
     or submit_feedback.session_id !~ '^[A-Za-z0-9._-]{1,200}$' then
    raise exception 'This feedback does not say which visit it comes from.'
      using errcode = 'PT400', detail = 'session_id',
            hint = '1 to 200 letters, digits, ''.'', ''_'' or ''-''.';
  end if;
  if submit_feedback.category is not null
     and submit_feedback.category not in ('General Feedback', 'Contact', 'Bug Report', 'Feature Request') then
    raise exception 'That kind of feedback is not one Clarity knows.'
      using errcode = 'PT400', detail = 'category',
            hint = 'General Feedback, Contact, Bug Report or Feature Request.';
  end if;
  if char_length(submit_feedback.user_email) > 320 then
    raise exception 'That e-mail address is too long.'
      using errcode = 'PT400', detail = 'user_email', hint = 'At most 320 characters.';
  end if;
  if char_length(submit_feedback.user_idea) > 2000 then
    raise exception 'The idea attached to this feedback is too long.'
      using errcode = 'PT400', detail = 'user_idea', hint = 'At most 2,000 characters.';
  end if;

  v_buckets := array['session:' || submit_feedback.session_id, 'everyone'];
  v_limits := array[5, 200];
  if v_user_id is not null then
    v_buckets := v_buckets || ('person:' || v_user_id::text);
    v_limits := v_limits || 5;
  end if;

  select * into v_limit from public.rate_limit_take('feedback', v_buckets, v_limits, interval '1 hour');
  if not v_limit.allowed then
    raise exception 'feedback_rate_limited'
      using errcode = 'PT429',
            detail = split_part(v_limit.refused_bucket, ':', 1),
            hint = case split_part(v_limit.refused_bucket, ':', 1)
              when 'session' then 'At most 5 feedback messages an hour from one session.'
              when 'person' then 'At most 5 feedback messages an hour from one person.'
              else 'At most 200 feedback messages an hour from everyone together.'
            end;
  end if;

  -- The arguments are checked above; the table's constraints still stand behind them. user_id is
  -- the session's. A refused row rolls its count back with it.
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
