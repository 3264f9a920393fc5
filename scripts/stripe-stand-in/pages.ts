// The stand-in's own pages: a test checkout, a billing portal and a receipt. Plain HTML forms, so a
// person (or Playwright) completes them the way they would at Stripe.
type Money = { amount: number; currency: string };

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const money = ({ amount, currency }: Money) => new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(amount / 100);

function layout(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#1a1a2e}h1{font-size:1.4rem}
.box{border:1px solid #ddd;border-radius:12px;padding:1.25rem;margin:1rem 0}button{font:inherit;padding:.7rem 1.2rem;border-radius:8px;border:0;background:#635bff;color:#fff;cursor:pointer;margin:.25rem 0;width:100%}
button.secondary{background:#eee;color:#1a1a2e}.note{color:#666;font-size:.9rem}</style></head><body><p class="note">Stripe stand-in (test mode, no real money)</p>${body}</body></html>`;
}

export function checkoutPage(session: { id: string; name: string; total: Money; recurring: string | null; cancelUrl: string; email: string | null }): string {
  const price = money(session.total) + (session.recurring ? ` / ${session.recurring}` : '');
  return layout(
    'Checkout',
    `<h1>${escape(session.name)}</h1><div class="box"><p><strong>${escape(price)}</strong></p>${session.email ? `<p class="note">${escape(session.email)}</p>` : ''}
<form method="post" action="/checkout/${session.id}/pay"><input type="hidden" name="method" value="card"><p class="note">Test card 4242 4242 4242 4242</p><button type="submit">Pay ${escape(price)}</button></form>
<form method="post" action="/checkout/${session.id}/pay"><input type="hidden" name="method" value="delayed"><button type="submit" class="secondary">Pay by bank transfer (confirms later)</button></form></div>
<p><a href="${escape(session.cancelUrl)}">Cancel and go back</a></p>`,
  );
}

export function portalPage(portal: {
  id: string;
  returnUrl: string;
  subscriptions: { id: string; name: string; status: string; cancelAtPeriodEnd: boolean; periodEnd: number }[];
  receipts: { url: string; label: string }[];
}): string {
  const subs = portal.subscriptions
    .map(
      (s) => `<div class="box"><p><strong>${escape(s.name)}</strong> – ${escape(s.status)}${s.cancelAtPeriodEnd ? ' (cancels at period end)' : ''}</p>
<p class="note">Current period ends ${new Date(s.periodEnd * 1000).toISOString().slice(0, 10)}</p>
${s.status !== 'canceled' && !s.cancelAtPeriodEnd ? `<form method="post" action="/portal/${portal.id}/cancel"><input type="hidden" name="subscription" value="${s.id}"><button type="submit" class="secondary">Cancel subscription</button></form>` : ''}</div>`,
    )
    .join('');
  const receipts = portal.receipts.map((r) => `<li><a href="${escape(r.url)}">${escape(r.label)}</a></li>`).join('');
  return layout(
    'Billing portal',
    `<h1>Billing portal</h1>${subs || '<p>No subscription.</p>'}${receipts ? `<h2>Receipts</h2><ul>${receipts}</ul>` : ''}<p><a href="${escape(portal.returnUrl)}">Return to Colorwell</a></p>`,
  );
}

export function receiptPage(receipt: { id: string; total: Money; refunded: number; created: number }): string {
  return layout(
    'Receipt',
    `<h1>Receipt ${escape(receipt.id)}</h1><div class="box"><p>Paid ${escape(money(receipt.total))} on ${new Date(receipt.created * 1000).toISOString().slice(0, 10)}</p>${receipt.refunded ? `<p>Refunded ${escape(money({ ...receipt.total, amount: receipt.refunded }))}</p>` : ''}</div>`,
  );
}
