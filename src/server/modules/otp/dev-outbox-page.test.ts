import { describe, expect, it } from 'vitest';
import { escapeHtml, renderDevOutboxPage } from './dev-outbox-page';

const at = new Date('2025-03-04T05:06:07.000Z');

describe('/dev/outbox/ page (decision 0007)', () => {
  it('escapes every value and carries no script or style', () => {
    const html = renderDevOutboxPage(
      [{ mobileNumber: '50<b>1', body: `</td><script>alert('x')</script>&`, createdAt: at }],
      'en',
    );
    expect(html).toContain('&lt;/td&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;');
    expect(html).toContain('50&lt;b&gt;1');
    expect(html).not.toMatch(/<script|<style|\sstyle=|\son[a-z]+=/i);
    expect(html).toContain('<time datetime="2025-03-04T05:06:07.000Z">2025-03-04 05:06:07</time>');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
  });

  it('says it never exists in a deployment, and when the outbox is empty', () => {
    const html = renderDevOutboxPage([], 'en');
    expect(html).toContain('They never exist in a deployment (production with DATABASE_URL).');
    expect(html).toContain('<p>No messages yet.</p>');
    expect(html).not.toContain('<table>');
  });

  it('renders right to left in Arabic', () => {
    const html = renderDevOutboxPage([], 'ar');
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('لا توجد رسائل بعد.');
  });

  it('escapeHtml covers the five HTML specials', () => {
    expect(escapeHtml(`&<>"'`)).toBe('&amp;&lt;&gt;&quot;&#39;');
  });
});
