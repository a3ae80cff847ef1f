import { ws } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Feedback } from '@/lib/domain';
import { expectConsoleError } from '../../support/console-guard';
import { server } from '../../support/msw/server';
import { createSupabaseTestBackend, SUPABASE_TEST_URL } from '../../support/fakes/supabase/msw';

/**
 * Feedback's realtime feed against a fake Supabase Realtime server (Phoenix protocol 2.0.0: each
 * frame a JSON array [join_ref, ref, topic, event, payload]).
 */
const realtime = ws.link(`${SUPABASE_TEST_URL.replace(/^http/, 'ws')}/realtime/v1/websocket`);
type Frame = [string | null, string | null, string, string, Record<string, unknown>];

const row = {
  id: '33333333-3333-4333-8333-333333333333',
  user_id: null,
  rating: 5,
  category: 'General Feedback',
  feedback_text: 'Lovely',
  user_email: null,
  user_idea: null,
  session_id: 's1',
  created_at: '2025-01-01T09:00:00+00:00',
};

function fakeRealtime(answer: 'ok' | 'error') {
  const joins: Frame[] = [];
  server.use(
    realtime.addEventListener('connection', ({ client }) => {
      client.addEventListener('message', (event) => {
        const [joinRef, ref, topic, name, payload] = JSON.parse(String(event.data)) as Frame;
        if (name !== 'phx_join') return;
        joins.push([joinRef, ref, topic, name, payload]);
        if (answer === 'error') {
          client.send(
            JSON.stringify([
              joinRef,
              ref,
              topic,
              'phx_reply',
              { status: 'error', response: { reason: 'unauthorized' } },
            ]),
          );
          return;
        }
        const bindings = (payload.config as { postgres_changes: Record<string, unknown>[] })
          .postgres_changes;
        client.send(
          JSON.stringify([
            joinRef,
            ref,
            topic,
            'phx_reply',
            {
              status: 'ok',
              response: {
                postgres_changes: bindings.map((binding, i) => ({ id: 100 + i, ...binding })),
              },
            },
          ]),
        );
        client.send(
          JSON.stringify([
            null,
            null,
            topic,
            'postgres_changes',
            {
              ids: [100],
              data: {
                type: 'INSERT',
                schema: 'public',
                table: 'feedback',
                commit_timestamp: '2025-01-01T09:00:00Z',
                columns: Object.keys(row).map((name) => ({
                  name,
                  type: name === 'rating' ? 'int2' : 'text',
                })),
                record: row,
                errors: null,
              },
            },
          ]),
        );
      });
    }),
  );
  return joins;
}

describe("feedback.subscribe on channel 'feedback-updates'", () => {
  it('joins the channel for inserts into public.feedback and hands each new row to the listener', async () => {
    const joins = fakeRealtime('ok');
    const backend = createSupabaseTestBackend();
    const heard: Feedback[] = [];
    const stop = await backend.feedback.subscribe((feedback) => heard.push(feedback));

    await expect.poll(() => heard).toHaveLength(1);
    expect(heard[0]).toMatchObject({
      id: row.id,
      rating: 5,
      created_at: '2025-01-01T09:00:00.000Z',
    });
    expect(joins[0]?.[2]).toBe('realtime:feedback-updates');
    expect((joins[0]?.[4].config as { postgres_changes: unknown[] }).postgres_changes).toEqual([
      { event: 'INSERT', schema: 'public', table: 'feedback' },
    ]);
    stop();
  });

  it('logs a refused subscription and still returns an unsubscribe that is safe to call', async () => {
    fakeRealtime('error');
    const backend = createSupabaseTestBackend();
    const stop = await backend.feedback.subscribe(() => undefined);
    await expect
      .poll(() => expectConsoleError(/'feedback-updates' subscription failed \(CHANNEL_ERROR\)/))
      .toBe(1);
    expect(() => stop()).not.toThrow();
  });
});
