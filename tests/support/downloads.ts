import { beforeEach } from 'vitest';

/**
 * The files the page hands to the browser as downloads, from each test's start. jsdom has no
 * object URLs: this is the browser's edge, where a file leaves the page.
 */
export function captureDownloads(): File[] {
  const downloads: File[] = [];
  beforeEach(() => {
    downloads.length = 0;
    URL.createObjectURL = (blob: Blob) => {
      downloads.push(blob as File);
      return 'blob:clarity-test';
    };
    URL.revokeObjectURL = () => undefined;
  });
  return downloads;
}
