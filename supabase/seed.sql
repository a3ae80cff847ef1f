-- Demo data for a local Supabase stack (`supabase db reset` runs this after the migrations).
-- Sign in as demo@clarity.local with the password `clarity-demo`. Never run this on a real project.

insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at, last_sign_in_at,
  confirmation_token, recovery_token, email_change, email_change_token_new
)
values (
  '00000000-0000-0000-0000-000000000000',
  'a1b2c3d4-0000-4000-8000-00000000de00',
  'authenticated',
  'authenticated',
  'demo@clarity.local',
  extensions.crypt('clarity-demo', extensions.gen_salt('bf')),
  now(),
  '{"provider": "email", "providers": ["email"]}',
  '{"full_name": "Demo Thinker"}',
  now() - interval '14 days',
  now(),
  now(),
  '', '', '', ''
)
on conflict (id) do nothing;

insert into auth.identities (id, user_id, provider_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
values (
  'a1b2c3d4-0000-4000-8000-00000000de01',
  'a1b2c3d4-0000-4000-8000-00000000de00',
  'a1b2c3d4-0000-4000-8000-00000000de00',
  '{"sub": "a1b2c3d4-0000-4000-8000-00000000de00", "email": "demo@clarity.local", "email_verified": true}',
  'email',
  now(),
  now() - interval '14 days',
  now()
)
on conflict do nothing;

insert into public.ideas (user_id, idea_text, structured_data, status, tags, selected_next_step, step_progress, created_at)
values
  (
    'a1b2c3d4-0000-4000-8000-00000000de00',
    'An app that helps students prepare for exams by turning their messy lecture notes into short daily quizzes, so revision happens a little every day instead of all night before.',
    '{"problem": "Students cram the night before exams because turning notes into revision material takes too long.",
      "audience": "University and high-school students, especially those who struggle to plan study time.",
      "uniqueValue": "Quizzes are generated from the student''s own notes and spaced over the weeks before the exam.",
      "format": "Mobile app with a daily five-minute quiz and a notes importer.",
      "challenges": ["Generating good questions from poor notes", "Keeping the daily habit going", "Competing with free flashcard apps", "Handling many subjects and formats"]}',
    'in_progress',
    array['education', 'students', 'spaced repetition'],
    'mvp',
    '{"step1": "complete", "step2": "complete", "step3": "in_progress"}',
    now() - interval '10 days'
  ),
  (
    'a1b2c3d4-0000-4000-8000-00000000de00',
    'A body-doubling website where people with ADHD join a silent video room and work side by side for 50 minutes, with a short check-in at the start and end.',
    '{"problem": "People with ADHD find it hard to start and stay on tasks when working alone.",
      "audience": "Remote workers, students and freelancers with ADHD or attention challenges.",
      "uniqueValue": "Structured focus sessions with gentle accountability, no chat noise.",
      "format": "Web app with scheduled and drop-in rooms.",
      "challenges": ["Filling rooms at odd hours", "Moderation and safety", "Proving it helps"]}',
    'clarified',
    array['adhd', 'productivity', 'community'],
    null,
    '{}',
    now() - interval '3 days'
  ),
  (
    'a1b2c3d4-0000-4000-8000-00000000de00',
    'Something with plants? Maybe a neighbourhood swap for cuttings and seeds so people stop buying new plants all the time.',
    null,
    'draft',
    array['plants', 'local'],
    null,
    '{}',
    now() - interval '1 day'
  );
