import { useEffect, useState } from 'react';
import { readAiChoice } from '@/lib/ai/choice';

/**
 * Whether 'Private AI in this browser' is chosen but its model file is not in this browser (never
 * downloaded here, removed, or cleared with the site's data). Then no answer can come until it is
 * downloaded, which only a person's press may start (docs/decisions/067-private-ai-in-the-page.md),
 * so the notice says that instead of a bare failure. False until known, and for any other choice.
 */
export function usePrivateModelMissing(privateAi: boolean): boolean {
  const [missing, setMissing] = useState(false);
  useEffect(() => {
    const choice = readAiChoice();
    if (!privateAi || choice.kind !== 'private') return;
    let current = true;
    import('@/lib/ai/private-download')
      .then(({ keptModelFile }) => keptModelFile(choice.modelUrl))
      .then(
        (file) => current && setMissing(!file),
        // The browser's storage could not be read: the notice stays as it is.
        () => undefined,
      );
    return () => {
      current = false;
    };
  }, [privateAi]);
  return missing;
}
