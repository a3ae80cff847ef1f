import { toast } from '@/components/ui/toaster';

/** How the app says a failed write: a toast (what the query client's mutation cache calls). */
export const showError = (message: string): void => {
  toast.error(message);
};
