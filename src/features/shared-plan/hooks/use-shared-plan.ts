import { useEffect, useState } from 'react';
import { readSharedPlan, type PlanRead } from '@/lib/share/read';

/**
 * The plan in the page's fragment, read in the browser (unpacking is asynchronous); null while it
 * is being read. A link without a fragment is known at once, so the page built for `/shared` at
 * build time is the one a browser shows for it.
 */
export function useSharedPlan(hash: string): PlanRead | null {
  const [read, setRead] = useState<{ hash: string; result: PlanRead } | null>(null);
  useEffect(() => {
    if (hash === '' || hash === '#') return;
    let active = true;
    readSharedPlan(hash).then(
      (result) => active && setRead({ hash, result }),
      () => active && setRead({ hash, result: { kind: 'damaged' } }),
    );
    return () => {
      active = false;
    };
  }, [hash]);
  if (hash === '' || hash === '#') return { kind: 'empty' };
  return read?.hash === hash ? read.result : null;
}
