import { attentionFor, type OrderAttention } from '../../domain';
import { useShopState } from './EventLogContext';

/**
 * The logged-in customer's orders that wait for them (an order priced again that changed, or one the server
 * refused), oldest first; null until the local database has answered.
 */
export function useOrderAttention(): OrderAttention[] | null {
  const state = useShopState();
  return state === null ? null : attentionFor(state);
}
