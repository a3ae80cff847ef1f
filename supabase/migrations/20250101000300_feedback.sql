-- Feedback: anyone may rate their experience (spec §2 "Rate your experience"). A signed-in person
-- may read and delete what they sent; nobody reads all feedback from the browser — listing all of
-- it, its statistics and its realtime feed are for the service role (DESIGN §5).

create table public.feedback (
  id uuid primary key default gen_random_uuid(),
  -- Who sent it, from the session, never from a typed e-mail; null for visitors.
  user_id uuid default auth.uid() references auth.users (id) on delete cascade,
  rating smallint not null,
  category text not null default 'General Feedback',
  feedback_text text not null,
  user_email text,
  user_idea text,
  session_id text not null,
  created_at timestamptz not null default now(),

  constraint feedback_rating_range check (rating between 1 and 5),
  constraint feedback_category_valid
    check (category in ('General Feedback', 'Contact', 'Bug Report', 'Feature Request')),
  constraint feedback_text_length check (char_length(feedback_text) between 1 and 5000),
  constraint feedback_user_email_length check (char_length(user_email) <= 320),
  constraint feedback_user_idea_length check (char_length(user_idea) <= 10000),
  constraint feedback_session_id_length check (char_length(session_id) between 1 and 200)
);

comment on table public.feedback is 'Ratings and comments from the feedback dialog; user_id is null for visitors.';

-- The policies' lookup ("my feedback") and the foreign key's cascade.
create index feedback_user_id_created_at_idx on public.feedback (user_id, created_at desc);
-- The service role's "all feedback, newest first".
create index feedback_created_at_idx on public.feedback (created_at desc);

alter table public.feedback enable row level security;

create policy "Visitors can send feedback anonymously"
  on public.feedback for insert
  to anon
  with check (user_id is null and (select auth.uid()) is null);

create policy "Signed-in users can send feedback as themselves"
  on public.feedback for insert
  to authenticated
  with check ((select auth.uid()) = user_id);

create policy "Signed-in users can read their own feedback"
  on public.feedback for select
  to authenticated
  using ((select auth.uid()) = user_id);

create policy "Signed-in users can delete their own feedback"
  on public.feedback for delete
  to authenticated
  using ((select auth.uid()) = user_id);

-- Nobody edits feedback once sent: no update policy and no update grant. `user_id` is not
-- insertable: it always comes from the session (the column default). `id` is, so that a visitor,
-- who may not read the row back, still knows which row they created.
revoke all on table public.feedback from anon, authenticated;
grant insert (id, rating, category, feedback_text, user_email, user_idea, session_id)
  on table public.feedback to anon, authenticated;
grant select, delete on table public.feedback to authenticated;
grant select, insert, update, delete on table public.feedback to service_role;

-- Supabase Realtime: the channel 'feedback-updates' follows inserts. Realtime applies the select
-- policies, so a browser hears only of its own rows and the service role of all. Elsewhere (PGlite,
-- plain PostgreSQL) there is no such publication and nothing to do.
do $$
begin
  if exists (select from pg_publication where pubname = 'supabase_realtime') then
    alter publication supabase_realtime add table public.feedback;
  end if;
end
$$;
