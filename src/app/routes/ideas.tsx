import { IdeasScreen } from '@/features/ideas/components/ideas-screen';
import { ShelfSection } from '@/features/portfolio/components/shelf-section';

/** My Ideas, with the portfolio's parts (another feature) above the list. */
export default function IdeasRoute() {
  return <IdeasScreen aside={<ShelfSection />} />;
}
