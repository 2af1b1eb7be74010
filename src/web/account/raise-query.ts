import { el } from '../ui/el';
import { rowsOf, type AccountContext, type Json } from './context';
import { fieldOf, showError, type Field } from './fields';

/** The form's fields: product, its issue types, an optional policy of the number, the description. */
function raiseFields({ t }: AccountContext, policies: Json[]) {
  const product = fieldOf('select', 'raise-product', 'productId', {
    label: t('page.product'),
    required: true,
  });
  const issue = fieldOf('select', 'raise-issue', 'issueTypeId', {
    label: t('page.issueType'),
    required: true,
  });
  const policy = fieldOf('select', 'raise-policy', 'policyId', { label: t('page.policy') });
  const text = fieldOf('textarea', 'raise-text', 'description', {
    label: t('page.description'),
    hint: t('page.descriptionHint'),
    required: true,
  });
  text.control.setAttribute('rows', '5');
  text.control.setAttribute('maxlength', '1000');
  policy.control.append(el('option', { value: '' }, '—'));
  for (const p of policies)
    policy.control.append(el('option', { value: String(p.policyId) }, String(p.policyNumber)));
  return { product, issue, policy, text };
}

/** The first field the visitor must fix, with its message set; null when the form can be sent. */
function firstProblem(
  f: ReturnType<typeof raiseFields>,
  t: AccountContext['t'],
): { field: Field<HTMLElement>; message: string } | null {
  for (const x of [f.product, f.issue, f.text]) showError(x, '');
  if (!f.product.control.value) return { field: f.product, message: t('errors.productRequired') };
  if (!f.issue.control.value) return { field: f.issue, message: t('errors.issueType') };
  if (f.text.control.value.trim().length < 10) return { field: f.text, message: t('errors.textShort') };
  return null;
}

/**
 * The 'Raise a query' form with the site's form styles: labels above their fields, a description box of a few lines,
 * a message under the field to fix; the issue types are read when the product changes; the account is read again
 * once the query is raised.
 */
export function raiseQueryForm(policies: Json[], ctx: AccountContext): HTMLFormElement {
  const { t } = ctx;
  const form = el('form', { class: 'account__form', 'data-testid': 'raise-query', novalidate: '' });
  const f = raiseFields(ctx, policies);
  const failure = el('p', { class: 'jf__error account__failure', role: 'alert' });
  const submit = el('button', { type: 'submit', class: 'button' }, t('page.submit'));
  const loadIssues = async () => {
    f.issue.control.replaceChildren();
    if (!f.product.control.value) return;
    const id = encodeURIComponent(f.product.control.value);
    const r = await ctx.call('GET', `/api/raise_query/get_issue_types/${id}`);
    for (const o of rowsOf(r)) f.issue.control.append(el('option', { value: String(o.id) }, String(o.name)));
  };
  f.product.control.addEventListener('change', () => void loadIssues());
  void ctx.call('GET', '/api/raise_query/get_products').then(async (r) => {
    for (const o of rowsOf(r))
      f.product.control.append(el('option', { value: String(o.id) }, String(o.name)));
    await loadIssues();
  });
  form.append(
    el('h2', { class: 'account__heading' }, t('page.raise')),
    f.product.field,
    f.issue.field,
    f.policy.field,
    f.text.field,
    submit,
    failure,
  );
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    failure.textContent = '';
    const problem = firstProblem(f, t);
    if (problem) return showError(problem.field, problem.message);
    submit.disabled = true;
    void ctx
      .call('POST', '/api/raise_query/raise_ticket', {
        productId: Number(f.product.control.value),
        issueTypeId: Number(f.issue.control.value),
        ...(f.policy.control.value ? { policyId: f.policy.control.value } : {}),
        description: f.text.control.value.trim(),
      })
      .then((r) => {
        submit.disabled = false;
        if (r.ok) return ctx.reload();
        failure.textContent = r.message || t('signIn.failed');
      });
  });
  return form;
}
