/** How a fetch failed, as the sync worker records it (offline and timeout never reached an answer). */
export type FetchFailure = 'offline' | 'timeout' | 'server' | 'invalidResponse';

const unreachable = (failure: FetchFailure) => failure === 'offline' || failure === 'timeout';

/**
 * SPEC §4 Orders store: a list is kept only from a success response with array data; otherwise the error is
 * 'No orders found or invalid response format'. A phone without a connection gets SPEC §8's network text
 * instead, since blaming the response would send the shopper looking for the wrong problem.
 */
export function ordersErrorKey(failure: FetchFailure): 'networkError' | 'ordersLoadFailed' {
  return unreachable(failure) ? 'networkError' : 'ordersLoadFailed';
}

/** SPEC §4 Orders store: the detail error is 'Order not found or invalid response format' (offline as above). */
export function orderErrorKey(failure: FetchFailure): 'networkError' | 'orderLoadFailed' {
  return unreachable(failure) ? 'networkError' : 'orderLoadFailed';
}
