import { getEnv } from '@/config/env';
import { PrivacyPage } from '@/features/privacy/components/privacy-page';

/** docs/product.md §4.6: `/privacy`, for the mode this copy was built in. */
export default function PrivacyRoute() {
  return <PrivacyPage mode={getEnv().mode} />;
}
