import { useMutation } from '@tanstack/react-query';
import { getEnv } from '@/config/env';
import type { AiChoice } from '@/lib/ai/choice';
import type { ConnectionTestReport } from '@/lib/ai/connection-test';
import { useSession } from '@/lib/session/session-provider';

export type { ConnectionTestReport } from '@/lib/ai/connection-test';

/**
 * 'Test connection' on the AI settings screen: one short request to the choice on screen (saved or
 * not). The SDK and the test load only when it runs. Fails with a message fit to show.
 */
export function useAiConnectionTestMutation() {
  const session = useSession();
  const accessToken = session.session?.access_token ?? null;
  return useMutation<ConnectionTestReport, Error, AiChoice>({
    mutationFn: async (choice) => {
      const { testAiConnection } = await import('@/lib/ai/connection-test');
      return testAiConnection(choice, getEnv(), { accessToken });
    },
  });
}
