import { describe, expect, it } from 'vitest';
import { migrationsFromGlob } from '@/lib/backend/local/migrate';

describe('migrationsFromGlob', () => {
  it('orders migration files by their timestamped names, whatever order the bundler lists them in', () => {
    const migrations = migrationsFromGlob({
      '../supabase/migrations/20250102000000_feedback.sql': 'b',
      '../supabase/migrations/20250101000000_ideas.sql': 'a',
    });
    expect(migrations.map((m) => m.name)).toEqual([
      '20250101000000_ideas.sql',
      '20250102000000_feedback.sql',
    ]);
  });
});
