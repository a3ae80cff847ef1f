import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from '@/components/ui/accordion';
import { Card } from '@/components/ui/card';
import { shortId } from '@/features/dashboard/model/profile';
import type { AuthUser } from '@/domain/model';
import { ConnectionPanel } from './connection-panel';
import { InfoRow } from './profile-card';

/**
 * 'Details' (docs/product.md §8.3): what only matters when something needs checking — the user id
 * and the database connection tests — folded away, so the dashboard speaks to people first.
 */
export function DetailsCard({ user }: { user: AuthUser }) {
  return (
    <Card className="px-5 sm:px-6 lg:col-span-2">
      <Accordion type="single" collapsible>
        <AccordionItem value="details">
          <AccordionTrigger className="text-lg">Details</AccordionTrigger>
          <AccordionContent className="flex flex-col gap-5">
            <p className="text-sm">For checking that your account and its data are reachable.</p>
            <dl className="divide-line divide-y">
              <InfoRow term="User ID">
                <span className="font-mono">{shortId(user.id)}</span>
              </InfoRow>
            </dl>
            <ConnectionPanel />
          </AccordionContent>
        </AccordionItem>
      </Accordion>
    </Card>
  );
}
