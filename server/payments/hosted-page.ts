// The simulated card provider's payment page (DESIGN: the reference backend). Server-rendered, self-contained
// (no scripts, fonts or images from elsewhere, its icon written into it), bilingual and usable with a keyboard or
// a screen reader.

import { toFils, toKdString } from '../../src/domain/shared/money';
import type { Language } from '../http/language';
import { hostedPageIcon } from './hosted-page-icon';

const texts = {
  en: {
    title: 'Card payment',
    merchant: 'Gulf Shop',
    payTo: 'Paying',
    invoice: 'Invoice',
    customer: 'Name',
    notice: 'Simulated card provider of the demo shop: no card is charged.',
    amount: 'Amount to pay',
    currency: 'KWD',
    pay: 'Pay',
    decline: 'Decline',
    paid: 'This payment has been made.',
    declined: 'The last attempt was declined. You can try again.',
    back: 'Return to the shop',
    notFound: 'This payment does not exist.',
  },
  ar: {
    title: 'الدفع بالبطاقة',
    merchant: 'متجر الخليج',
    payTo: 'الدفع إلى',
    invoice: 'رقم الفاتورة',
    customer: 'الاسم',
    notice: 'مزوّد دفع تجريبي للمتجر: لن يتم خصم أي مبلغ من البطاقة.',
    amount: 'المبلغ المطلوب',
    currency: 'د.ك',
    pay: 'ادفع',
    decline: 'رفض',
    paid: 'تم دفع هذا المبلغ.',
    declined: 'تم رفض المحاولة السابقة. يمكنك المحاولة مرة أخرى.',
    back: 'العودة إلى المتجر',
    notFound: 'عملية الدفع هذه غير موجودة.',
  },
} as const;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const style = `
body{margin:0;font-family:system-ui,"Segoe UI",Tahoma,sans-serif;background:#f4f4f5;color:#18181b}
main{max-width:26rem;margin:3rem auto;padding:1.5rem;background:#fff;border-radius:.75rem;box-shadow:0 1px 4px #0002}
h1{font-size:1.4rem;margin:0 0 .5rem}
p.notice{color:#52525b;font-size:.9rem}
.amount{font-size:2rem;font-weight:700;margin:.25rem 0 1.5rem}
.merchant{display:flex;align-items:center;gap:.6rem;margin:0 0 1rem;font-weight:700}
.merchant b{display:grid;place-items:center;width:2.25rem;height:2.25rem;border-radius:.5rem;background:#0b6e4f;color:#fff;font-size:.9rem}
dl.facts{display:grid;grid-template-columns:auto 1fr;gap:.35rem 1rem;margin:0 0 1rem;font-size:.95rem}
dl.facts dt{color:#52525b}
dl.facts dd{margin:0;text-align:end;overflow-wrap:anywhere}
.actions{display:flex;gap:.75rem}
form{flex:1}
button,a.back{display:block;width:100%;box-sizing:border-box;padding:.8rem;font-size:1rem;border-radius:.5rem;text-align:center;text-decoration:none}
button{cursor:pointer;border:2px solid transparent}
.pay{background:#15803d;color:#fff}
.decline{background:#fff;color:#b91c1c;border-color:#b91c1c}
a.back{background:#18181b;color:#fff}
button:focus-visible,a.back:focus-visible{outline:3px solid #2563eb;outline-offset:2px}
`;

function layout(language: Language, title: string, body: string): string {
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  return `<!doctype html>
<html lang="${language}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<link rel="icon" type="image/svg+xml" href="${hostedPageIcon}">
<style>${style}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

export type PaymentPage = {
  invoiceId: string;
  amount: number;
  /** The name the shop sent with the payment (CustomerName), shown so the shopper knows whose order this is. */
  customerName: string;
  /** Paid: the page says so and links back; otherwise it offers Pay and Decline, again after a decline. */
  paid: boolean;
  /** The last attempt was declined (the invoice can still be paid). */
  declined: boolean;
  /** Where a paid invoice sends the shopper back to. */
  returnUrl: string;
};

/**
 * The page names who is paid (the shop, with its mark), for which invoice and in whose name, as a real provider's
 * hosted page does, so the shopper can tell it belongs to this order. The amount is written by the shop's own rule
 * (SPEC §1, §9: 2 decimals, the fils rounded), so the shopper reads the very total checkout showed.
 */
export function renderPaymentPage(language: Language, page: PaymentPage): string {
  const t = texts[language];
  const amount = `<p class="merchant" aria-label="${t.payTo} ${t.merchant}"><b aria-hidden="true">GS</b>${t.merchant}</p>
<dl class="facts">
<dt>${t.invoice}</dt><dd><bdi>${escapeHtml(page.invoiceId)}</bdi></dd>
<dt>${t.customer}</dt><dd><bdi>${escapeHtml(page.customerName)}</bdi></dd>
</dl>
<p><span id="amount-label">${t.amount}</span></p>
<p class="amount" aria-labelledby="amount-label"><bdi>${toKdString(toFils(page.amount))}</bdi> ${t.currency}</p>`;
  if (page.paid) {
    return layout(
      language,
      t.title,
      `<h1>${t.title}</h1>
${amount}
<p role="status">${t.paid}</p>
<a class="back" href="${escapeHtml(page.returnUrl)}">${t.back}</a>`,
    );
  }
  // Relative actions: the page lives at …/pay/{id}, so "{id}/pay" resolves to …/pay/{id}/pay wherever the
  // API is mounted.
  const action = (verb: string) => `${encodeURIComponent(page.invoiceId)}/${verb}?lang=${language}`;
  return layout(
    language,
    t.title,
    `<h1>${t.title}</h1>
<p class="notice">${t.notice}</p>
${amount}
${page.declined ? `<p role="status">${t.declined}</p>\n` : ''}<div class="actions">
<form method="post" action="${action('pay')}"><button class="pay" type="submit">${t.pay}</button></form>
<form method="post" action="${action('decline')}"><button class="decline" type="submit">${t.decline}</button></form>
</div>`,
  );
}

export function renderMissingPaymentPage(language: Language): string {
  const t = texts[language];
  return layout(language, t.title, `<h1>${t.title}</h1>\n<p role="alert">${t.notFound}</p>`);
}
