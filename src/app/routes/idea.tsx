import { useParams } from 'react-router-dom';
import { IdeaJourneyScreen } from '@/features/ideas/components/idea-journey-screen';
import { SavedGuideWork } from '@/features/journey/components/saved-guide-work';

export default function IdeaRoute() {
  const { id = '' } = useParams();
  // A new id means a new page: nothing of the previous idea's screen state carries over.
  // The stored guide's bullets, sub-steps and time are the journey's controls, shown on the idea page.
  return <IdeaJourneyScreen key={id} id={id} guideWork={SavedGuideWork} />;
}
