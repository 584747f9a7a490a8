/**
 * Following one order to the door (SPEC §2 Order detail, §4 Order status). The server drives the status; the
 * machine loads the order, maps its status to the five-step timeline, and polls with a growing delay while the
 * order is on its way. It pauses while the page is hidden or the phone is offline, and stops at a terminal
 * status (delivered, completed, cancelled, failed, refunded).
 */
import { assign, fromPromise, setup } from 'xstate';
import { isTerminalStatus, orderPollDelayMs, timelineIndex } from '../domain';

export interface TrackedOrder {
  status: string | null;
}

export interface OrderTrackingContext<TOrder extends TrackedOrder = TrackedOrder> {
  orderId: string;
  order: TOrder | null;
  /** The timeline step reached, 0 (Order Placed) to 4 (Delivered). */
  step: number;
  unchangedPolls: number;
  hidden: boolean;
  offline: boolean;
  error: string | null;
}

export type OrderTrackingEvent =
  | { type: 'page.hidden' }
  | { type: 'page.visible' }
  | { type: 'network.offline' }
  | { type: 'network.online' }
  | { type: 'user.retry' };

export const orderTrackingMachine = setup({
  types: {
    context: {} as OrderTrackingContext,
    events: {} as OrderTrackingEvent,
    input: {} as { orderId: string; hidden?: boolean; offline?: boolean },
  },
  actors: {
    loadOrder: fromPromise<TrackedOrder | null, { orderId: string }>(async () => {
      throw new Error('loadOrder must be provided');
    }),
  },
  delays: {
    pollDelay: ({ context }) => orderPollDelayMs(context.unchangedPolls),
  },
}).createMachine({
  id: 'orderTracking',
  context: ({ input }) => ({
    orderId: input.orderId,
    order: null,
    step: 0,
    unchangedPolls: 0,
    hidden: input.hidden ?? false,
    offline: input.offline ?? false,
    error: null,
  }),
  initial: 'loading',
  on: {
    'page.hidden': { actions: assign({ hidden: true }) },
    'network.offline': { actions: assign({ offline: true }) },
    'page.visible': { actions: assign({ hidden: false }) },
    'network.online': { actions: assign({ offline: false }) },
  },
  states: {
    loading: {
      invoke: {
        id: 'loadOrder',
        src: 'loadOrder',
        input: ({ context }) => ({ orderId: context.orderId }),
        onDone: [
          {
            guard: ({ event }) => event.output === null,
            target: 'notFound',
            actions: assign({ order: null }),
          },
          {
            target: 'tracking',
            actions: assign(({ context, event }) => {
              const order = event.output as TrackedOrder;
              const unchanged = context.order !== null && context.order.status === order.status;
              return {
                order,
                step: timelineIndex(order.status),
                unchangedPolls: unchanged ? context.unchangedPolls + 1 : 0,
                error: null,
              };
            }),
          },
        ],
        onError: {
          target: 'tracking',
          actions: assign({
            error: 'orderLoadFailed',
            unchangedPolls: ({ context }) => context.unchangedPolls + 1,
          }),
        },
      },
    },
    /** Between two loads; `error` says whether the last one failed (the screen offers Try Again then). */
    tracking: {
      always: { guard: ({ context }) => isTerminalStatus(context.order?.status), target: 'finished' },
      initial: 'waiting',
      states: {
        waiting: {
          always: { guard: ({ context }) => context.hidden || context.offline, target: 'paused' },
          after: { pollDelay: '#orderTracking.loading' },
        },
        paused: {
          on: {
            'page.visible': [
              {
                guard: ({ context }) => !context.offline,
                target: '#orderTracking.loading',
                actions: assign({ hidden: false }),
              },
              { actions: assign({ hidden: false }) },
            ],
            'network.online': [
              {
                guard: ({ context }) => !context.hidden,
                target: '#orderTracking.loading',
                actions: assign({ offline: false }),
              },
              { actions: assign({ offline: false }) },
            ],
          },
        },
      },
      on: {
        'page.hidden': { target: '.paused', actions: assign({ hidden: true }) },
        'network.offline': { target: '.paused', actions: assign({ offline: true }) },
        'user.retry': { target: 'loading', actions: assign({ error: null }) },
      },
    },
    notFound: {
      on: { 'user.retry': 'loading' },
    },
    finished: { type: 'final' },
  },
});
