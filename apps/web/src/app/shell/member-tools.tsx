import { useCurrentExcitement } from '@/api/excitement.ts';
import { ActionItemsMenu } from '@/features/identity/components/action-items-menu.tsx';
import { CurrentExcitementLink } from './current-excitement-link.tsx';

/**
 * The top bar's growth tools for a signed-in person (docs/product.md, "Top bar and footer"): the current
 * excitement while there is one, else the "Preferred You" action items. A lazy module, like
 * the account menu: the login page never needs them.
 */
export function MemberTools() {
  const { data: excitement, isPending } = useCurrentExcitement();
  if (isPending) return null;
  // A failed read shows the action items: better than nothing, and the next refetch corrects it.
  return excitement ? <CurrentExcitementLink excitement={excitement} /> : <ActionItemsMenu />;
}
