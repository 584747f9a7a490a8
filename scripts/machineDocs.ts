import type { AnyStateMachine } from 'xstate';
import { addressFormMachine } from '../src/machines/addressForm.machine';
import { addToCartButtonMachine } from '../src/machines/addToCartButton.machine';
import { cardPaymentMachine } from '../src/machines/cardPayment.machine';
import { checkoutMachine } from '../src/machines/checkout.machine';
import { loginOtpMachine } from '../src/machines/loginOtp.machine';
import { orderTrackingMachine } from '../src/machines/orderTracking.machine';
import { slowSendingMachine } from '../src/machines/slowSending.machine';
import { machineDiagram } from './machineDiagram';

const machines: { machine: AnyStateMachine; source: string; about: string }[] = [
  {
    machine: loginOtpMachine,
    source: 'loginOtp.machine.ts',
    about: 'Login by phone and a one-time code (SPEC §2, §4, §5).',
  },
  {
    machine: addToCartButtonMachine,
    source: 'addToCartButton.machine.ts',
    about: 'The add-to-cart button timing (SPEC §4).',
  },
  {
    machine: checkoutMachine,
    source: 'checkout.machine.ts',
    about:
      'Checkout: the unsent order, promo, delivery rates, totals and placing the order (SPEC §2, §4, §5, §9).',
  },
  {
    machine: addressFormMachine,
    source: 'addressForm.machine.ts',
    about:
      'Adding or editing an address: locating, reverse geocoding, the map, the checks and saving (SPEC §2, §5, §8).',
  },
  {
    machine: cardPaymentMachine,
    source: 'cardPayment.machine.ts',
    about: 'Card payment through the hosted page and the callback (SPEC §4, §8).',
  },
  {
    machine: orderTrackingMachine,
    source: 'orderTracking.machine.ts',
    about: 'Following an order to the door (SPEC §4 Order status).',
  },
  {
    machine: slowSendingMachine,
    source: 'slowSending.machine.ts',
    about:
      'An order on its way to the server that takes long with nothing to explain it: Keep Waiting or Try Again (SPEC §4).',
  },
];

/** The pages `npm run machines:docs` writes, also read by the test that keeps them current. */
export function machineDocs(): { file: string; markdown: string }[] {
  return machines.map(({ machine, source, about }) => ({
    file: `${machine.id}.md`,
    markdown: `# ${machine.id}\n\n${about} Drawn from \`src/machines/${source}\` by \`npm run machines:docs\`; do not edit by hand.\n\n\`\`\`mermaid\n${machineDiagram(machine)}\`\`\`\n`,
  }));
}
