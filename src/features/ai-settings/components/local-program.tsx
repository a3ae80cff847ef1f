import type { ReactNode } from 'react';
import { LOCAL_PRESETS, type LocalPreset } from '@/lib/ai/choice';
import { cn } from '@/lib/cn';

/** A command or a name to type; a long one (a command with this site's address) may wrap anywhere. */
function Code({ children, long = false }: { children: ReactNode; long?: boolean }) {
  return (
    <code
      className={cn(
        'bg-surface-sunken text-ink rounded px-1.5 py-0.5 font-mono text-sm',
        long ? 'break-all' : 'whitespace-nowrap',
      )}
    >
      {children}
    </code>
  );
}

/** The one setting each program needs before a web page may talk to it (CORS), plainly. */
export function CorsNote({ preset }: { preset: LocalPreset }) {
  const origin = window.location.origin;
  return (
    <div className="rounded-control border-brand-200 bg-brand-50 text-brand-900 flex flex-col gap-2 border p-4 text-sm">
      <p className="font-semibold">One setting first</p>
      {preset === 'ollama' ? (
        <>
          <p>
            Ollama only answers web pages it is told to trust. Quit Ollama, then start it from a
            terminal with this site allowed:
          </p>
          <p>
            <Code long>OLLAMA_ORIGINS={origin} ollama serve</Code>
          </p>
          <p>
            Or set <Code>OLLAMA_ORIGINS</Code> to <Code long>{origin}</Code> in your system’s
            environment variables and restart Ollama. The model’s name is the one{' '}
            <Code>ollama list</Code> shows.
          </p>
        </>
      ) : (
        <p>
          In LM Studio, open the Developer tab, turn on <strong>Enable CORS</strong> in the server
          settings, and start the server. The model’s name is the one LM Studio shows for the loaded
          model.
        </p>
      )}
    </div>
  );
}

/** Ollama or LM Studio: the program whose usual address fills the form. */
export function LocalProgramPicker({
  value,
  onChange,
}: {
  value: LocalPreset;
  onChange: (preset: LocalPreset) => void;
}) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-ink mb-2 text-sm font-semibold">Which program</legend>
      <div className="flex flex-wrap gap-3">
        {(Object.keys(LOCAL_PRESETS) as LocalPreset[]).map((preset) => (
          <label
            key={preset}
            className={cn(
              'rounded-control border-line min-h-target flex cursor-pointer items-center gap-2 border px-4',
              value === preset && 'border-brand-600 bg-brand-50',
            )}
          >
            <input
              type="radio"
              name="local-preset"
              value={preset}
              checked={value === preset}
              onChange={() => onChange(preset)}
              className="accent-brand-600 size-4"
            />
            {LOCAL_PRESETS[preset].label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
