import { useEffect, useState, type ComponentType } from 'react';
import type * as SonnerModule from 'sonner';
import type { ToasterProps } from 'sonner';

/**
 * Toasts (sonner), loaded on the first toast instead of with the first page: nobody sees a toast
 * before they have done something. `toast.*` waits until the toaster is mounted and listening,
 * because sonner drops toasts raised before its `<Toaster>` subscribes.
 */

type Sonner = typeof SonnerModule;

let sonner: Promise<Sonner> | undefined;
let markMounted: () => void = () => undefined;
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});
const hostListeners = new Set<(module: Sonner) => void>();

const loadSonner = (): Promise<Sonner> => {
  sonner ??= import('sonner').then((module) => {
    hostListeners.forEach((listener) => listener(module));
    return module;
  });
  return sonner;
};

const show = (kind: 'success' | 'error' | 'info' | 'message') => (message: string) => {
  void loadSonner().then(async (module) => {
    await mounted;
    if (kind === 'message') module.toast(message);
    else module.toast[kind](message);
  });
};

export const toast = {
  success: show('success'),
  error: show('error'),
  info: show('info'),
  message: show('message'),
  /** A message with one button that stays until the person acts on it or closes it. */
  action: (message: string, action: { label: string; onClick: () => void }) => {
    void loadSonner().then(async (module) => {
      await mounted;
      module.toast(message, { action, duration: Number.POSITIVE_INFINITY });
    });
  },
};

/** Mount once near the root. It renders nothing until the first toast. */
export function ToastHost(props: ToasterProps) {
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps> | null>(null);

  useEffect(() => {
    const listener = (module: Sonner) => setToaster(() => module.Toaster);
    hostListeners.add(listener);
    // A toast may have been requested before this host mounted.
    if (sonner) void sonner.then(listener);
    return () => {
      hostListeners.delete(listener);
    };
  }, []);

  useEffect(() => {
    // Effects run child-first, so sonner's own subscription is in place by now.
    if (Toaster) markMounted();
  }, [Toaster]);

  return Toaster ? <Toaster {...props} /> : null;
}
