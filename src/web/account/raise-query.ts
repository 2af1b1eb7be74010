import { el } from '../ui/el';
import { rowsOf, type AccountContext, type Json } from './context';

/**
 * The 'Raise a query' form: product, its issue types (read when the product changes), an optional policy of the
 * number and a description; the account is read again once the query is raised.
 */
export function raiseQueryForm(policies: Json[], ctx: AccountContext): HTMLFormElement {
  const { t } = ctx;
  const form = el('form', { class: 'account__form', 'data-testid': 'raise-query' });
  const product = el('select', { id: 'raise-product', name: 'productId', required: '' });
  const issue = el('select', { id: 'raise-issue', name: 'issueTypeId', required: '' });
  const policy = el('select', { id: 'raise-policy', name: 'policyId' });
  const text = el('textarea', {
    id: 'raise-text',
    name: 'description',
    required: '',
    minlength: '10',
    maxlength: '1000',
  });
  const message = el('p', { role: 'status' });
  policy.append(el('option', { value: '' }, '—'));
  for (const p of policies)
    policy.append(el('option', { value: String(p.policyId) }, String(p.policyNumber)));
  const loadIssues = async () => {
    issue.replaceChildren();
    if (!product.value) return;
    const r = await ctx.call('GET', `/api/raise_query/get_issue_types/${encodeURIComponent(product.value)}`);
    for (const o of rowsOf(r)) issue.append(el('option', { value: String(o.id) }, String(o.name)));
  };
  product.addEventListener('change', () => void loadIssues());
  void ctx.call('GET', '/api/raise_query/get_products').then(async (r) => {
    for (const o of rowsOf(r)) product.append(el('option', { value: String(o.id) }, String(o.name)));
    await loadIssues();
  });
  form.append(
    el('h2', {}, t('page.raise')),
    el('label', { for: 'raise-product' }, t('page.product')),
    product,
    el('label', { for: 'raise-issue' }, t('page.issueType')),
    issue,
    el('label', { for: 'raise-policy' }, t('page.policy')),
    policy,
    el('label', { for: 'raise-text' }, t('page.description')),
    text,
    el('button', { type: 'submit', class: 'button' }, t('page.submit')),
    message,
  );
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    void ctx
      .call('POST', '/api/raise_query/raise_ticket', {
        productId: Number(product.value),
        issueTypeId: Number(issue.value),
        ...(policy.value ? { policyId: policy.value } : {}),
        description: text.value,
      })
      .then((r) => {
        if (r.ok) return ctx.reload();
        message.textContent = r.message || t('signIn.failed');
      });
  });
  return form;
}
