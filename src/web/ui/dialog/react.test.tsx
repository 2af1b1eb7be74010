import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { Dialog } from './react';

/**
 * The server side of the React wrapper (no DOM in the unit project: the controller's behaviour is proven in
 * real Chromium by e2e/dialog.test.ts).
 */
afterEach(() => vi.restoreAllMocks());

describe('Dialog on the server', () => {
  it('renders nothing when closed', () => {
    const html = renderToStaticMarkup(
      <Dialog open={false} onClose={() => {}} closeLabel="Close" title="Hello">
        <p>Body</p>
      </Dialog>,
    );
    expect(html).toBe('');
  });

  it('renders an open one as a closed <dialog> named by its title (showModal needs the browser)', () => {
    const errors = vi.spyOn(console, 'error');
    const html = renderToStaticMarkup(
      <Dialog open onClose={() => {}} closeLabel="Close" title="Hello" className="x" data-testid="d">
        <p>Body</p>
      </Dialog>,
    );
    expect(html).toMatch(
      /^<dialog class="dialog x" aria-labelledby="([^"]+)" data-testid="d"><button type="button" class="dialog__close" data-dialog-close="true" aria-label="Close" title="Close"><span aria-hidden="true">×<\/span><\/button><h2 id="\1"/,
    );
    expect(html).not.toMatch(/<dialog[^>]* open/);
    expect(html).not.toContain('role=');
    expect(html).toContain('class="dialog__title">Hello</h2><p>Body</p></dialog>');
    expect(errors).not.toHaveBeenCalled();
  });

  it('uses the children’s own title, description and close button when given their ids', () => {
    const html = renderToStaticMarkup(
      <Dialog open onClose={() => {}} closeLabel={false} labelledBy="t" describedBy="d">
        <h2 id="t">Title</h2>
        <p id="d">Text</p>
      </Dialog>,
    );
    expect(html).toBe(
      '<dialog class="dialog" aria-labelledby="t" aria-describedby="d"><h2 id="t">Title</h2><p id="d">Text</p></dialog>',
    );
  });

  it('keeps a closed dialog in the page when asked to', () => {
    const html = renderToStaticMarkup(
      <Dialog open={false} keepMounted onClose={() => {}} closeLabel="Close" title="Filters">
        <p>Body</p>
      </Dialog>,
    );
    expect(html).toMatch(/^<dialog class="dialog"/);
    expect(html).not.toMatch(/<dialog[^>]* open/);
  });
});
