import { IdeasScreen } from '@/features/ideas/components/ideas-screen';
import { ShelfSection } from '@/features/portfolio/components/shelf-section';
import { TriageLauncher } from '@/features/portfolio/components/triage-launcher';

/** My Ideas, with the portfolio's parts (another feature) above the list. */
export default function IdeasRoute() {
  return (
    <IdeasScreen
      aside={
        <>
          <div className="flex flex-wrap items-center gap-3">
            <TriageLauncher />
            <p className="text-ink-muted text-sm">Not sure where to start? Compare a few ideas.</p>
          </div>
          <ShelfSection />
        </>
      }
    />
  );
}
