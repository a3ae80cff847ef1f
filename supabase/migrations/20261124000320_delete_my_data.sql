-- 'Delete all my data' (docs/product.md §8.3) in one transaction: every idea of the caller (with
-- its guides and step progress, by the foreign key's cascade) and every piece of feedback they sent
-- while signed in. Before, it was two calls: a failure between them left half the data. Each table
-- added later that holds a person's rows gets its delete here too.
-- Security invoker: it deletes through the caller's own RLS policies, so it can never reach anyone
-- else's rows; a visitor has nothing to delete and is refused.

create function public.delete_my_data()
  returns void
  language plpgsql
  security invoker
  set search_path = ''
as $$
declare
  v_user_id uuid := auth.uid();
begin
  if v_user_id is null then
    raise exception 'Only a signed-in person can delete their data.' using errcode = '42501';
  end if;
  delete from public.ideas where user_id = v_user_id;
  delete from public.feedback where user_id = v_user_id;
end;
$$;

comment on function public.delete_my_data() is
  'Deletes every idea, guide, step progress and feedback of the caller, in one transaction.';

revoke execute on function public.delete_my_data() from public, anon;
grant execute on function public.delete_my_data() to authenticated;
