import { ShareButton } from '@/components/share/share-button';
import type { ClarifiedIdea, Guide, Idea } from '@/domain/model';

/**
 * 'Share' of a saved idea: its words, its clarification and its stored guide with the ticks of
 * now. A stored guide is one the AI wrote: the general pointers are never kept with an idea.
 */
export function IdeaShare({
  idea,
  clarified,
  guide,
}: {
  idea: Idea;
  clarified: ClarifiedIdea;
  guide: Guide;
}) {
  return (
    <ShareButton
      source={{
        ideaText: idea.idea_text,
        clarification: clarified,
        clarificationSource: idea.clarification_source,
        guide,
        guideSource: 'ai',
        progress: idea.step_progress,
      }}
    />
  );
}
