import { describe, it, expect } from 'vitest';
import { ZBlock } from '../../../shared/contracts/blocks';
import { arCtx, enCtx, renderBlock } from '../editorial-common/test-utils';
import { canSubmit, fieldError, leadBody } from '../../widgets/glossary-lead/form';
import { ZLeadRequest } from '../../../shared/contracts/quotes-api';
import { GlossaryDetailBlock } from './glossary-detail';
import { glossaryDetailFixture, glossaryDetailFixtureAr } from './glossary-detail.fixture';

const good = { name: 'Ali Hassan', email: 'ali@example.com', mobile: '501234567', consent: true };

describe('GlossaryDetailBlock', () => {
  it('fixtures are valid; a block without a title is refused', () => {
    expect(ZBlock.parse(glossaryDetailFixture)).toEqual(glossaryDetailFixture);
    expect(ZBlock.parse(glossaryDetailFixtureAr)).toEqual(glossaryDetailFixtureAr);
    expect(ZBlock.safeParse({ ...glossaryDetailFixture, title: '' }).success).toBe(false);
  });

  it('renders heading, body and the lead form: consent box unticked, submit disabled, +971 prefix', () => {
    const { html, widgets } = renderBlock(<GlossaryDetailBlock block={glossaryDetailFixture} ctx={enCtx} />);
    expect(html).toContain('<h2 class="glossary-detail__title">Excess</h2>');
    expect(html).toContain('<strong>excess</strong>');
    expect(widgets.has('glossary-lead')).toBe(true);
    const consent = html.match(/<input[^>]*type="checkbox"[^>]*>/)?.[0] ?? '';
    expect(consent).not.toContain('checked');
    expect(html).toMatch(/<button type="submit"[^>]*disabled=""/);
    expect(html).toContain('+971');
    expect(html).toContain('"name":"Invalid Name"');
    // The island posts through the one postLead() (decision 0055): the address is not in the page's JSON.
    expect(html).not.toContain('/api/lead_details');
    expect(html).not.toMatch(/<script(?![^>]*type="application\/json")/);
  });

  it('Arabic form labels and messages', () => {
    const { html } = renderBlock(<GlossaryDetailBlock block={glossaryDetailFixtureAr} ctx={arCtx} />, arCtx);
    expect(html).toContain('تحدث إلى مستشار');
    expect(html).toContain('رقم جوال غير صالح');
  });

  it('docs/product/content.md: errors only once non-empty; submit only when all valid and the box ticked', () => {
    expect(fieldError('name', '')).toBe(false);
    expect(fieldError('name', 'A')).toBe(true);
    expect(fieldError('email', 'ali@')).toBe(true);
    expect(fieldError('mobile', '')).toBe(false);
    expect(fieldError('mobile', '511234567')).toBe(true);
    expect(fieldError('mobile', '561234567')).toBe(false);
    expect(canSubmit(good, false)).toBe(true);
    expect(canSubmit({ ...good, consent: false }, false)).toBe(false);
    expect(canSubmit(good, true)).toBe(false);
    expect(canSubmit({ ...good, email: '' }, false)).toBe(false);
  });

  it("the body is a valid lead request with source 'glossary' and consent true", () => {
    const body = leadBody(good, 1);
    expect(ZLeadRequest.parse(body)).toMatchObject({ source: 'glossary', consent: true, name: 'Ali Hassan' });
  });
});
