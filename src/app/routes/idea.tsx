import { useParams } from 'react-router-dom';
import { IdeaJourneyScreen } from '@/features/ideas/components/idea-journey-screen';

export default function IdeaRoute() {
  const { id = '' } = useParams();
  // A new id means a new page: nothing of the previous idea's screen state carries over.
  return <IdeaJourneyScreen key={id} id={id} />;
}
