import { useState, useSyncExternalStore } from 'react';
import { useAllDataExportMutation } from '@/lib/api/account/all-data-export-mutation';
import {
  askCopyFilePermission,
  canKeepCopyInFile,
  chooseCopyFile,
} from '@/lib/keep-data/copy-file';
import { canInstall, installApp, onInstallChange } from '@/lib/keep-data/install-prompt';
import { copyFileHandle, keepCopyIn, permissionGiven } from './keep-data-store';

/** The living copy's suggested name: no date, since it is rewritten. */
const LIVING_COPY_NAME = 'clarity-ideas.json';

/**
 * The ways to keep a copy, for the line on My Ideas and the dashboard's 'Your data': the one-click
 * file, the living copy and installing. What went wrong is answered in words for the line.
 */
export function useKeepCopy() {
  const download = useAllDataExportMutation();
  const installable = useSyncExternalStore(onInstallChange, canInstall, () => false);
  const [problem, setProblem] = useState<string | null>(null);

  const chooseFile = async () => {
    setProblem(null);
    try {
      const chosen = await chooseCopyFile(LIVING_COPY_NAME);
      if (chosen) await keepCopyIn(chosen);
    } catch (error) {
      console.warn('No file was chosen for the copy.', error);
      setProblem('That file could not be chosen. Please try another place.');
    }
  };

  const allowWriting = async () => {
    const handle = copyFileHandle();
    if (!handle) return;
    const answer = await askCopyFilePermission(handle).catch(() => 'denied' as const);
    if (answer === 'granted') await permissionGiven();
    else setProblem('Clarity was not allowed to update your copy. You can choose the file again.');
  };

  return {
    keepCopy: () => download.mutate(),
    download,
    canKeepInFile: canKeepCopyInFile(),
    chooseFile,
    allowWriting,
    installable,
    install: () => void installApp(),
    problem,
  };
}
