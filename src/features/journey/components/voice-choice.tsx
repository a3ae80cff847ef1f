import { useId, useState } from 'react';
import { readVoice, writeVoice } from '@/features/journey/model/device-choices';
import { TONES, type Tone, type Voice } from '@/lib/ai/tone';

const TONE_LABELS: Record<Tone, string> = {
  gentle: 'Gentle',
  balanced: 'Balanced',
  direct: 'Direct',
};

/**
 * 'Tone' and 'Low-energy day' (docs/product.md §5.9): kept on this device and read when the AI is
 * next asked, so they shape the next clarification and guide, never one already on screen.
 */
export function VoiceChoice() {
  const [voice, setVoice] = useState(readVoice);
  const id = useId();
  const change = (next: Voice) => {
    setVoice(next);
    writeVoice(next);
  };

  return (
    <div className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-2" aria-describedby={`${id}-tone-hint`}>
        <legend className="text-ink mb-2 text-sm font-semibold">Tone</legend>
        <div className="flex flex-wrap gap-2">
          {TONES.map((tone) => (
            <label
              key={tone}
              className="rounded-control border-line bg-surface text-ink has-checked:border-brand-600 has-checked:bg-brand-50 min-h-target flex cursor-pointer items-center gap-2 border px-3 text-sm"
            >
              <input
                type="radio"
                name={`${id}-tone`}
                value={tone}
                checked={voice.tone === tone}
                onChange={() => change({ ...voice, tone })}
                className="accent-brand-700 size-4"
              />
              {TONE_LABELS[tone]}
            </label>
          ))}
        </div>
        <p id={`${id}-tone-hint`} className="text-ink-subtle text-sm">
          How Clarity talks to you in the next answers.
        </p>
      </fieldset>
      <div className="flex flex-col gap-1">
        <label className="text-ink min-h-target flex cursor-pointer items-center gap-3 text-sm font-semibold">
          <input
            type="checkbox"
            role="switch"
            checked={voice.lowEnergy}
            onChange={(event) => change({ ...voice, lowEnergy: event.target.checked })}
            aria-describedby={`${id}-energy-hint`}
            className="accent-brand-700 size-5"
          />
          Low-energy day
        </label>
        <p id={`${id}-energy-hint`} className="text-ink-subtle text-sm">
          Asks for fewer, smaller steps.
        </p>
      </div>
      <p className="text-ink-muted text-sm">Kept on this device.</p>
    </div>
  );
}
